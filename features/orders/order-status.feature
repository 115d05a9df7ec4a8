@orders
Feature: Changing an order's status
  docs/rules.md#admin-changes: an admin moves an order one step on (0→1→2→3→99) or cancels it;
  a refused change is explained, per order in a bulk change, and the others still apply.

  @admin
  Scenario: Three selected pending orders move to in progress
    Given "admin@demo.local" is logged in
    And 3 pending orders are selected
    When they move the selected orders to "En cours de traitement"
    Then 3 orders are listed as "En cours de traitement"
    And they are told "3 commandes ont changé de statut."

  @admin
  Scenario: A delivered order in the selection is explained, the others still move
    Given "admin@demo.local" is logged in
    And 2 pending orders and one "Livrée" order are selected
    When they move the selected orders to "En cours de traitement"
    Then 2 orders are listed as "En cours de traitement"
    And the refusal reads "La commande est « Livrée » : son statut ne change plus."

  @admin @smoke
  Scenario: An admin moves one order from its page
    Given "admin@demo.local" is logged in
    When they open a pending order
    And they change its status to "En cours de traitement"
    Then the order shows "En cours de traitement"
    And they are told "Statut modifié."

  @admin
  Scenario: Skipping a step is refused before asking the server
    Given "admin@demo.local" is logged in
    When they open a pending order
    And they change its status to "Livrée"
    Then the change is refused because "La commande ne peut pas sauter d’étape."

  @admin
  Scenario: No status change while a non-conformity request waits
    Given "admin@demo.local" is logged in
    When they open a not-conformed order
    Then no new status is offered
    And changing its status to "Annulée" is refused because "Une demande de non-conformité attend la réponse du revendeur."

  Scenario: A reader may not change a status
    Given "reader@demo.local" is logged in
    And 1 pending orders are selected
    When they move the selected orders to "En cours de traitement"
    Then it is refused as forbidden
