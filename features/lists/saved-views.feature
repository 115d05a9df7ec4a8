@lists
Feature: Saved views
  A user names a list as it is shown (filters, sort, search, page size) and opens it again later,
  from any browser: the views are kept by the server, per user (docs/lists.md#saved-views).

  @admin @smoke
  Scenario: A view saved before a logout opens the same list after the next login
    Given "admin@demo.local" is logged in
    When they save the order list of status "En production", oldest first, 50 per page, as the view "Atelier"
    And they log out
    And "admin@demo.local" logs in with the password "demo"
    Then their views of the order list include "Atelier"
    When they open the view "Atelier"
    Then every order listed is "En production", oldest first, 50 per page

  @reseller
  Scenario: A user never sees or changes another user's views
    Given "reseller2@demo.local" is logged in
    When they save the order list of status "En attente", oldest first, 25 per page, as the view "À relancer"
    And "reseller@demo.local" is logged in
    Then their views of the order list do not include "À relancer"
    When they rename the view of "reseller2@demo.local" called "À relancer" to "Pris"
    Then it is refused as not found
    And "reseller2@demo.local" still has the view "À relancer"

  Scenario: Two views of one list may not share a name
    Given "reader@demo.local" is logged in
    When they save the order list of status "Expédiée", oldest first, 25 per page, as the view "expédiées"
    Then it is refused as invalid on the field "name"
