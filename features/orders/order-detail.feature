@orders
Feature: The order page
  Every section of the order detail (docs/screens.md#orders), the delay date, the parcels and the
  delivery note.

  @admin @smoke
  Scenario: An admin sees every section, the manufacturing PDF and the delay date
    Given "admin@demo.local" is logged in
    When they open a pending order
    Then they see every section with the manufacturing PDF
    And the delay date is the creation date plus the delay of the matching category scenario

  @admin
  Scenario: A shipped order shows its parcels with their tracking links
    Given "admin@demo.local" is logged in
    When they open a shipped order
    Then they see its parcels with the carriers' tracking links
    And they can download its shipping label as a PDF

  @admin
  Scenario: An admin uploads a delivery note and sees it on the order
    Given "admin@demo.local" is logged in
    When they open a shipped order
    And they upload the delivery note "bl-1042.pdf" holding a PDF
    Then the order's delivery note is "bl-1042.pdf"

  @admin
  Scenario: A file that is not a PDF is refused by its content, whatever its name
    Given "admin@demo.local" is logged in
    When they open a shipped order
    And they upload the delivery note "note.pdf" holding plain text
    Then the change is refused because "Ce fichier n’est pas un PDF (son contenu ne commence pas par %PDF-)."

  @reseller
  Scenario: A reseller uploads the delivery note of its own order
    Given "reseller@demo.local" is logged in
    When they open one of their orders
    And they upload the delivery note "bon.pdf" holding a PDF
    Then the order's delivery note is "bon.pdf"
