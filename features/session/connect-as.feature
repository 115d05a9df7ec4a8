@session
Feature: Connect as a reseller
  An admin works in a reseller's account and comes back to the admin account.

  @admin
  Scenario: An admin connects as a reseller and goes back
    Given "admin@demo.local" is logged in
    When they connect as "reseller@demo.local"
    Then they work as "reseller@demo.local" on behalf of "admin@demo.local"
    When they go back to the admin account
    Then they work as "admin@demo.local"

  @admin
  Scenario: Connected as a reseller, the admin sees the reseller's users
    Given "admin@demo.local" is logged in
    And they connected as "reseller@demo.local"
    When they open the user list
    Then they see only the quote users of "reseller@demo.local", of "Imprimerie Dupont"

  @admin
  Scenario: An admin may connect as a reseller only
    Given "admin@demo.local" is logged in
    When they connect as "client@demo.local"
    Then it is refused as invalid
    And they work as "admin@demo.local"

  @reseller
  Scenario: A reseller may not connect as another reseller
    Given "reseller@demo.local" is logged in
    When they connect as "reseller2@demo.local"
    Then it is refused as forbidden
    And they work as "reseller@demo.local"
