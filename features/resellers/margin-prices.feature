@resellers
Feature: The margin grid
  A reseller downloads the CSV model and replaces its whole grid with a file. A file with any bad
  line is refused whole, every bad line named by its number, and the grid stays as it was.

  @reseller @smoke
  Scenario: A ";" file with decimal commas replaces the whole grid
    Given "reseller@demo.local" is logged in
    When they upload the margin grid:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;500;12,5
      SC-002-KRAFT;1000;20
      """
    Then their margin grid holds exactly:
      | scenario     | quantity | marge |
      | SC-001-VELIN | 500      | 12.5  |
      | SC-002-KRAFT | 1000     | 20    |

  @reseller
  Scenario: A "," file with decimal dots is accepted
    Given "reseller@demo.local" is logged in
    When they upload the margin grid:
      """
      scenario_uid,quantity,marge
      SC-003-LAID,250,7.25
      SC-003-LAID,500,"8,5"
      """
    Then their margin grid holds exactly:
      | scenario    | quantity | marge |
      | SC-003-LAID | 250      | 7.25  |
      | SC-003-LAID | 500      | 8.5   |

  @reseller
  Scenario: A file saved with a UTF-8 BOM is accepted
    Given "reseller@demo.local" is logged in
    When they upload the margin grid saved with a BOM:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;100;0
      """
    Then their margin grid holds exactly:
      | scenario     | quantity | marge |
      | SC-001-VELIN | 100      | 0     |

  @reseller
  Scenario: An unknown scenario refuses the file
    Given "reseller@demo.local" is logged in
    When they upload the margin grid:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;500;10
      SC-999-NOPE;500;10
      """
    Then the upload is refused at line 3
    And their margin grid is unchanged

  @reseller
  Scenario: Quantities that are not positive integers refuse the file, each line named
    Given "reseller@demo.local" is logged in
    When they upload the margin grid:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;0;10
      SC-001-VELIN;2.5;10
      SC-001-VELIN;1000;10
      SC-001-VELIN;beaucoup;10
      """
    Then the upload is refused at lines 2, 3 and 5
    And their margin grid is unchanged

  @reseller
  Scenario: Margins outside 0 to 1000 refuse the file
    Given "reseller@demo.local" is logged in
    When they upload the margin grid:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;500;1000
      SC-001-VELIN;600;1000,5
      SC-001-VELIN;700;-1
      """
    Then the upload is refused at lines 3 and 4
    And their margin grid is unchanged

  @reseller
  Scenario: A scenario and quantity given twice refuse the file
    Given "reseller@demo.local" is logged in
    When they upload the margin grid:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;500;10
      SC-002-KRAFT;500;10
      SC-001-VELIN;500;12
      """
    Then the upload is refused at line 4
    And their margin grid is unchanged

  @reseller
  Scenario: A wrong header refuses the file at line 1
    Given "reseller@demo.local" is logged in
    When they upload the margin grid:
      """
      uid;qty;margin
      SC-001-VELIN;500;10
      """
    Then the upload is refused at line 1
    And their margin grid is unchanged

  @reseller
  Scenario: An empty file is refused
    Given "reseller@demo.local" is logged in
    When they upload an empty margin grid
    Then the upload is refused for the whole file
    And their margin grid is unchanged

  @reseller
  Scenario: The preview marks the bad lines before anything is sent
    Given "reseller@demo.local" is logged in
    When they preview the margin grid:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;500;10
      SC-001-VELIN;-4;10
      SC-001-VELIN;500;11
      """
    Then the preview marks lines 3 and 4

  @reseller
  Scenario: The preview marks an unknown scenario as the upload would, before anything is sent
    Given "reseller@demo.local" is logged in
    When they preview the margin grid:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;500;10
      SC-999-NOPE;500;10
      """
    Then the preview marks line 3

  @reseller
  Scenario: The downloaded model is accepted as it is
    Given "reseller@demo.local" is logged in
    When they download the margin model
    Then the model is accepted as it is
    And their margin grid holds 2 lines

  @reseller
  Scenario: A reseller sees only its own grid
    Given "reseller2@demo.local" is logged in
    When they open their margin grid
    Then they see the margin grid of "reseller2@demo.local" only

  @admin
  Scenario: An admin may not upload a grid
    Given "admin@demo.local" is logged in
    When they upload the margin grid:
      """
      scenario_uid;quantity;marge
      SC-001-VELIN;500;10
      """
    Then it is refused as forbidden
