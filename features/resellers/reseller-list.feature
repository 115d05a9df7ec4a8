@resellers
Feature: The reseller list
  Customers and prospects are two views of the resellers, each with its own count, newest first.
  Admins and readers see them; a reseller does not.

  @admin @smoke
  Scenario: The customers view opens newest first, each view with its own count
    Given "admin@demo.local" is logged in
    When they open the customers view of the resellers
    Then they see every customer, newest first
    And the views count 9 customers and 3 prospects

  @admin
  Scenario: The prospects view holds only prospects
    Given "admin@demo.local" is logged in
    When they open the prospects view of the resellers
    Then they see every prospect, newest first

  @admin
  Scenario: A search narrows the customers
    Given "admin@demo.local" is logged in
    When they search the customers for "imprimerie dupont"
    Then they see only the reseller "reseller@demo.local"

  @admin
  Scenario: Sorting the customers by company
    Given "admin@demo.local" is logged in
    When they sort the customers by company
    Then the resellers are in company order

  @admin
  Scenario: The second page of customers follows the first
    Given "admin@demo.local" is logged in
    When they open page 2 of the customers, 5 per page
    Then they see customers 6 to 9, newest first

  @admin
  Scenario: Looking a reseller up by company
    Given "admin@demo.local" is logged in
    When they look up the resellers matching "dupont"
    Then the lookup offers only "Imprimerie Dupont"

  Scenario: A reader sees the resellers
    Given "reader@demo.local" is logged in
    When they open the prospects view of the resellers
    Then they see every prospect, newest first

  @reseller
  Scenario: A reseller may not open the reseller list
    Given "reseller@demo.local" is logged in
    When they open the customers view of the resellers
    Then it is refused as forbidden
