@cancellations
Feature: A reseller asks to cancel an order
  A reseller asks to cancel a pending or in-progress order of its own; a shipped order, or
  another reseller's, cannot be.

  @reseller @smoke
  Scenario: A reseller asks to cancel a pending order
    Given "reseller@demo.local" is logged in
    When they open one of their "En attente" orders
    And they ask to cancel it saying "Mauvaise quantité"
    Then the order shows the cancellation requested with "Mauvaise quantité"
    And they are told "Demande d’annulation envoyée."

  @reseller
  Scenario: A shipped order cannot be cancelled
    Given "reseller@demo.local" is logged in
    When they open one of their "Expédiée" orders
    And they ask to cancel it saying "Trop tard ?"
    Then the change is refused because "Seule une commande en attente ou en cours de traitement peut être annulée."

  @reseller
  Scenario: A reseller cannot ask to cancel another reseller's order
    Given "reseller@demo.local" is logged in
    When they ask to cancel a pending order of "reseller2@demo.local"
    Then it is refused as not found
