@orders
Feature: A reseller's orders
  A reseller sees, opens and exports nothing of another reseller's orders.

  @reseller @smoke
  Scenario: A reseller sees its own orders only
    Given "reseller@demo.local" is logged in
    When they open the order list
    Then they see only the orders of "reseller@demo.local"

  @reseller
  Scenario: Asking for another reseller's orders still gives its own
    Given "reseller@demo.local" is logged in
    When they ask for the orders of "reseller2@demo.local"
    Then they see only the orders of "reseller@demo.local"

  @reseller
  Scenario: Another reseller's order is not found by its id
    Given "reseller@demo.local" is logged in
    When they open an order of "reseller2@demo.local"
    Then it is refused as not found

  @reseller
  Scenario: A reseller may not export orders
    Given "reseller@demo.local" is logged in
    When they open the order list
    And they export the orders as "csv" with the columns "id, company"
    Then it is refused as forbidden

  @reseller
  Scenario: A reseller opens its order without the manufacturing PDF
    Given "reseller@demo.local" is logged in
    When they open one of their orders
    Then they see every section but the manufacturing PDF and the non-conformity

  @reseller
  Scenario: A reseller may not download an order's files
    Given "reseller@demo.local" is logged in
    When they download the files of one of their orders
    Then it is refused as forbidden
