@orders
Feature: The order list
  Admins see every order, newest first, and narrow them with filters kept in the URL;
  a reseller sees its own orders only, whatever it asks for.

  @admin @smoke
  Scenario: An admin sees the newest orders of every reseller first
    Given "admin@demo.local" is logged in
    When they open the order list
    Then they see the newest 25 orders of all 3000

  @admin
  Scenario: Two statuses and a date range narrow the list, counted over every page
    Given "admin@demo.local" is logged in
    When they filter the orders by "En attente, Livrée" from "2026-03-01" to "2026-06-30"
    Then they see only "En attente, Livrée" orders created from "2026-03-01" to "2026-06-30"

  @admin
  Scenario: A search finds orders by company, reference or end customer
    Given "admin@demo.local" is logged in
    When they search the orders for "brasserie"
    Then every order shown matches "brasserie"

  @admin
  Scenario: The scenario autocomplete narrows the list to one scenario
    Given "admin@demo.local" is logged in
    When they filter the orders by the scenario suggested for "vin"
    Then they see only the orders of that scenario

  @reseller
  Scenario: A reseller filters its orders by a scenario it may order
    Given "reseller@demo.local" is logged in
    When they filter the orders by the scenario suggested for "vin"
    Then they see only their own orders of that scenario
    And the scenarios offered are the active ones, those they may order

  @admin
  Scenario: The reseller autocomplete narrows the list to one reseller
    Given "admin@demo.local" is logged in
    When they filter the orders by the reseller suggested for "dupont"
    Then they see only the orders of "Imprimerie Dupont", placed by "reseller@demo.local"

  @admin
  Scenario: Sorting by total
    Given "admin@demo.local" is logged in
    When they sort the orders by total
    Then the orders are in decreasing total order

  @admin
  Scenario: A page of 500 orders is refused
    Given "admin@demo.local" is logged in
    When they ask for 500 orders per page
    Then it is refused as invalid on the field "_limit"
