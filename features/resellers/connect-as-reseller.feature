@resellers
Feature: Connect as a reseller from the reseller list
  An admin works in a reseller's account, sees what the reseller sees, and comes back.

  @admin @smoke
  Scenario: Connected as a reseller, the admin sees the reseller's profile and grid
    Given "admin@demo.local" is logged in
    When they connect as the reseller "reseller@demo.local" from the reseller list
    Then they work as "reseller@demo.local" on behalf of "admin@demo.local"
    And their profile shows the company "Imprimerie Dupont"
    And they see the margin grid of "reseller@demo.local" only

  @admin
  Scenario: Back to the admin account, the reseller list is open again
    Given "admin@demo.local" is logged in
    And they connected as "reseller@demo.local"
    When they go back to the admin account
    Then they work as "admin@demo.local"
    And the views count 9 customers and 3 prospects

  @admin
  Scenario: An inactive reseller cannot be connected to
    Given "admin@demo.local" is logged in
    When they connect as the reseller "contact@domaine-roche.example" from the reseller list
    Then it is refused as invalid
    And they work as "admin@demo.local"

  Scenario: A reader may not connect as a reseller
    Given "reader@demo.local" is logged in
    When they connect as "reseller@demo.local"
    Then it is refused as forbidden
    And they work as "reader@demo.local"
