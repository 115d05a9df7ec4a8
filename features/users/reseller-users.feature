@users
Feature: Quote users, as a reseller
  A reseller sees and manages only its own quote users; another reseller's stay hidden.

  @reseller @smoke
  Scenario: A reseller's list holds only its own quote users
    Given "reseller@demo.local" is logged in
    When they open the user list
    Then they see only the quote users of "reseller@demo.local", of "Imprimerie Dupont"

  @reseller
  Scenario Outline: What a reseller creates is always its own quote user
    Given "reseller@demo.local" is logged in
    When they create the <role> "new.quote.user@dupont.example"
    Then the new user is a quote user of "reseller@demo.local"
    And "new.quote.user@dupont.example" is in the user list as quote user of "reseller@demo.local"

    Examples:
      | role       |
      | quote user |
      | admin      |

  @reseller
  Scenario: Another reseller's user cannot be opened
    Given "reseller@demo.local" is logged in
    When they open a user of "reseller2@demo.local"
    Then it is refused as not found

  @reseller
  Scenario: Another reseller's user cannot be switched off
    Given "reseller2@demo.local" is logged in
    When they deactivate "client@demo.local"
    Then it is refused as not found

  @reseller
  Scenario: A second reseller does not see the first one's users
    Given "reseller2@demo.local" is logged in
    When they open the user list
    Then they see only the quote users of "reseller2@demo.local", of "Étiquettes Martin"
    And no user of "reseller@demo.local" is shown

  @reseller
  Scenario: A search does not reach another reseller's users
    Given "reseller2@demo.local" is logged in
    When they search the users for "imprimerie dupont"
    Then they see no user, for an active search
