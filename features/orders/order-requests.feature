@orders
Feature: Cancellation and non-conformity requests on an order
  A reseller asks to cancel a pending or in-progress order; an admin places a reseller's order
  in non-conforming, which waits for the reseller's answer.

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

  @admin
  Scenario: An admin places a reseller's order in non-conforming
    Given "admin@demo.local" is logged in
    When they open a flaggable order of "reseller@demo.local"
    And they place it in non-conforming
    Then the order waits for the reseller's answer, its status locked
    And they are told "Commande placée en non-conforme."

  @admin
  Scenario: An order placed by staff cannot be placed in non-conforming
    Given "admin@demo.local" is logged in
    When they open an order placed by staff
    And they place it in non-conforming
    Then they are told "Veuillez choisir une commande passée par un revendeur" as a danger
    And the order is unchanged

  @admin
  Scenario: Without an FTP URL the procedure fails with its message
    Given "admin@demo.local" is logged in
    And the configuration has no FTP URL
    When they open a flaggable order of "reseller@demo.local"
    And they place it in non-conforming
    Then they are told "ERREUR : Procédure annulée" as a danger
    And the order is unchanged
