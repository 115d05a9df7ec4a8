@users @api @admin
Feature: The server's account and record rules, through the API
  The back office hides the actions these rules forbid (docs/rules.md#validation); these scenarios ask
  the API itself, and the server must refuse on its own.

  Scenario: The server keeps a user from switching off their own account
    Given "admin@demo.local" calls the API
    When they ask the API to switch off their own account
    Then the API refuses it with 403, saying "Accès refusé."
    And their account is still active

  @reseller
  Scenario: The server keeps a user from deleting their own account
    Given "admin@demo.local" calls the API
    When they ask the API to delete their own account
    Then the API refuses it with 400, saying "Vous ne pouvez pas supprimer votre propre compte."
    And their account is still active

  Scenario: The server keeps a reseller with quote users
    Given a new reseller has a quote user and no order
    And "admin@demo.local" calls the API
    When they ask the API to delete that reseller
    Then the API refuses it with 400, saying "Ce revendeur a encore des utilisateurs ou des commandes : suppression impossible."
    And that reseller is still there

  @reseller @seed
  Scenario: The server keeps a reseller with orders
    It needs the seed: no call of the API gives a new reseller an order (orders come from quotes,
    which the calculator makes), so the reseller is written straight into the seed's database.

    Given a new reseller has an order and no quote user
    And "admin@demo.local" calls the API
    When they ask the API to delete that reseller
    Then the API refuses it with 400, saying "Ce revendeur a encore des utilisateurs ou des commandes : suppression impossible."
    And that reseller is still there

  @smoke
  Scenario: A switched-off account cannot log in, and is told no more than for a wrong password
    Given "admin@demo.local" calls the API
    And they made an account and switched it off through the API
    When that account logs in to the API
    Then the API refuses it with 401, saying "Identifiant ou mot de passe incorrect."

  Scenario: Names are unique whatever their case
    Given "admin@demo.local" calls the API
    When they ask the API to add a shape named as one it has, in capitals
    Then the API refuses it with 400, saying "Données invalides."
    And the refusal names "name": "Cette valeur est déjà utilisée."
