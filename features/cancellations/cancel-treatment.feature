@cancellations
Feature: Cancelling the treatment only while the order is where the answer left it
  "Cancel the treatment" undoes an admin's answer to a cancellation request and puts the order back
  in progress, but only while the order is still where that answer left it: cancelled after an
  approval, back at its former status after a refusal. Once the order has moved on (in production,
  shipped, delivered), the treatment can no longer be cancelled: the refusal says why and nothing
  changes.

  @admin
  Scenario: An old refused request whose order has since been delivered cannot have its treatment cancelled
    Given "admin@demo.local" is logged in
    And they pick a refused cancellation request whose order has since been delivered
    When they cancel its treatment
    Then it is refused with the message "La commande a changé de statut depuis la réponse : son traitement ne peut plus être annulé."
    And the cancellation request is "Refusée"
    And its order shows "Livrée"

  @reseller @admin
  Scenario: A request refused a moment ago has its treatment cancelled: the order is in progress again
    Given "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    And they refuse the cancellation request of that order
    And the cancellation request of that order is "Refusée"
    When they cancel its treatment
    Then they are told "Traitement annulé : la commande est de nouveau en cours de traitement."
    And the cancellation request is "Traitement annulé"
    And its order shows "En cours de traitement"

  @reseller @admin
  Scenario: Once the order of a refused request has moved on, its treatment stays as it is
    Given "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    And they refuse the cancellation request of that order
    And the cancellation request of that order is "Refusée"
    And they open that order again and change its status to "En cours de traitement"
    When they cancel its treatment
    Then it is refused with the message "La commande a changé de statut depuis la réponse : son traitement ne peut plus être annulé."
    And the cancellation request is "Refusée"
    And its order shows "En cours de traitement"
