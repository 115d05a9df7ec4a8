@non-conformities @api
Feature: The server's non-conformity rules, through the API
  The non-conforming orders' screen offers an answer only to a request that waits for one
  (docs/rules.md#non-conformity); these scenarios ask the API itself, and the server must refuse on
  its own.

  @reseller @admin
  Scenario: The server takes new files as an answer only once every series has one
    Given an admin placed one of the orders of "reseller@demo.local" in non-conformity through the API
    And "reseller@demo.local" calls the API
    When they ask the API to answer that non-conformity "Nouveau fichier envoyé"
    Then the API refuses it with 400, saying "Un nouveau fichier manque pour :"
    And that order is still "Non conforme"

  @reseller @admin
  Scenario: The server takes one answer to a non-conformity request
    Given an admin placed one of the orders of "reseller@demo.local" in non-conformity through the API
    And "reseller@demo.local" calls the API
    And they answered that non-conformity "Imprimer en l’état" through the API
    When they ask the API to answer that non-conformity "Imprimer en l’état"
    Then the API refuses it with 400, saying "Cette demande de non-conformité a déjà reçu une réponse."
    And that order is still "En cours de traitement"
