@non-conformities
Feature: An admin places an order in non-conforming
  An admin places a reseller's order in non-conforming, which waits for the reseller's answer.

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
