@search
Feature: Command palette
  Ctrl+K finds any record the user may open by number, reference, name, e-mail or company
  (docs/screens.md#command-palette), grouped by kind, within the user's rights.

  @reseller @smoke
  Scenario: A reseller's palette finds its own order by number, and not another reseller's
    Given "reseller@demo.local" is logged in
    When they search the palette for the number of one of their own orders
    Then the first order found is that order
    When they search the palette for the number of an order of "reseller2@demo.local"
    Then no order found is that order
    And no reseller is found

  @admin
  Scenario: An admin finds a company's records grouped by kind, and a reseller by its e-mail
    Given "admin@demo.local" is logged in
    When they search the palette for "Dupont"
    Then the hits come grouped as orders, quotes, resellers, users
    And the palette finds a reseller called "Imprimerie Dupont"
    When they search the palette for "reseller@demo.local"
    Then the palette finds a reseller called "Imprimerie Dupont"

  @reseller
  Scenario: A delivered order's quote is found by its reference, and opens
    Given "reseller@demo.local" is logged in
    And they open one of their "Livrée" orders
    When they search the palette for the quote reference of that order
    Then the palette finds that order’s quote, which opens

  @admin
  Scenario: An order placed by staff has its quote too, found by its reference
    Given "admin@demo.local" is logged in
    And they open an order placed by staff
    When they search the palette for the quote reference of that order
    Then the palette finds that order’s quote, which opens

  @admin
  Scenario: One letter asks nothing
    Given "admin@demo.local" is logged in
    When they search the palette for "a"
    Then nothing is found
