@cancellations @api
Feature: The server's cancellation rules, through the API
  The cancellation requests' screens offer an answer only to a request that waits for one
  (docs/rules.md#cancellation-requests, #cancel-the-treatment); these scenarios ask the API itself,
  and the server must refuse on its own.

  @admin @smoke
  Scenario: The server answers a cancellation request once
    Given "admin@demo.local" calls the API
    When they ask the API to approve an "Approuvée" cancellation request
    Then the API refuses it with 400, saying "Cette demande d’annulation a déjà reçu une réponse."
    And that order is still "Annulée"

  @admin @reseller
  Scenario: A refused cancellation puts the order back where it was
    Given "reseller@demo.local" calls the API
    And they asked the API to cancel one of their "En attente" orders
    And "admin@demo.local" calls the API
    When they ask the API to refuse that cancellation request
    Then the API answers 200
    And that order is "En attente"

  @reseller
  Scenario: The server refuses a comment over its limit, naming the limit, and never cuts it
    Given "reseller@demo.local" calls the API
    When they ask the API to cancel one of their "En attente" orders with a comment of 3666 characters
    Then the API refuses it with 400, saying "Données invalides."
    And the refusal names "comment": "Texte trop long : 2 000 caractères au plus."
    And that order is still "En attente"

  @admin
  Scenario: The server cancels the treatment of an answered request only
    Given "admin@demo.local" calls the API
    When they ask the API to cancel the treatment of an "En attente" cancellation request
    Then the API refuses it with 400, saying "Seule une demande approuvée ou refusée peut voir son traitement annulé."
    And that order is still "Annulation demandée"

  @admin
  Scenario: The server cancels no treatment once the order has moved on
    Given "admin@demo.local" calls the API
    When they ask the API to cancel the treatment of a refused cancellation request whose order has since been delivered
    Then the API refuses it with 400, saying "La commande a changé de statut depuis la réponse : son traitement ne peut plus être annulé."
    And that order is still "Livrée"
