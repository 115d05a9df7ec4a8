@cancellations
Feature: Cancellation requests
  A reseller asks to cancel a pending or in-progress order and follows its request in its own
  list; an admin approves it (the order is cancelled) or refuses it (the order goes back to its
  previous status), and may cancel the treatment of an answer (the order is in progress again).
  Staff's sidebar counts the requests waiting for an admin's answer.

  @reseller
  Scenario: A reseller's request shows in its own list, newest first, pending
    Given "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Le client a changé d'avis"
    When they open the cancellation requests
    Then their request for that order comes first, pending, saying "Le client a changé d'avis"
    And they see only the cancellation requests of "reseller@demo.local"

  @reseller
  Scenario: Another reseller does not see it, even searching for its order
    Given "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Doublon"
    And "reseller2@demo.local" is logged in
    When they open the cancellation requests
    Then no request for that order is listed
    And they see only the cancellation requests of "reseller2@demo.local"
    When they search the cancellation requests for the reference of that order
    Then no cancellation request is found

  @admin
  Scenario: An admin sees every request, newest first, page by page
    Given "admin@demo.local" is logged in
    When they open the cancellation requests
    Then they see the cancellation requests 1 to 25 of 40, newest first
    When they ask for page 2 of the cancellation requests, 25 per page
    Then they see the cancellation requests 26 to 40 of 40, newest first
    When they ask for page 1 of the cancellation requests, 50 per page
    Then they see the cancellation requests 1 to 40 of 40, newest first

  @reseller @admin
  Scenario: A search by the order's reference finds its request
    Given "reseller@demo.local" is logged in
    And they open one of their "En cours de traitement" orders
    And they ask to cancel it saying "Mauvais fichier"
    And "admin@demo.local" is logged in
    When they search the cancellation requests for the reference of that order
    Then every cancellation request shown matches the reference of that order

  @admin
  Scenario: A search matching nothing shows no request
    Given "admin@demo.local" is logged in
    When they search the cancellation requests for "zzz-aucune-demande"
    Then no cancellation request is found

  @reseller @admin @smoke
  Scenario: An admin approves a request: the order is cancelled, on both sides
    Given "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Le client a annulé"
    And "admin@demo.local" is logged in
    When they approve the cancellation request of that order
    Then they are told "Demande d’annulation approuvée."
    And the cancellation request of that order is "Approuvée"
    And the order shows "Annulée"
    When "reseller@demo.local" is logged in
    Then the cancellation request of that order is "Approuvée"
    And the order shows "Annulée"

  @reseller @admin
  Scenario Outline: An admin refuses a request: the order goes back to <status>
    Given "reseller@demo.local" is logged in
    And they open one of their "<status>" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    When they refuse the cancellation request of that order
    Then they are told "Demande d’annulation refusée."
    And the cancellation request of that order is "Refusée"
    And the order shows "<status>"
    When "reseller@demo.local" is logged in
    Then the cancellation request of that order is "Refusée"

    Examples:
      | status                 |
      | En attente             |
      | En cours de traitement |

  @admin
  Scenario: Cancelling the treatment of an approved request puts the order back in progress
    Given "admin@demo.local" is logged in
    And they pick an "Approuvée" cancellation request
    When they cancel its treatment
    Then they are told "Traitement annulé : la commande est de nouveau en cours de traitement."
    And the cancellation request is "Traitement annulé"
    And its order shows "En cours de traitement"

  @admin
  Scenario: An answered request cannot be answered again, by the back office nor by the API
    Given "admin@demo.local" is logged in
    And they pick an "Approuvée" cancellation request
    When they refuse it
    Then it is refused because "Cette demande a déjà reçu une réponse."
    And they are not told "Demande d’annulation refusée."
    When they approve it straight through the API
    Then it is refused as invalid
    And the cancellation request is "Approuvée"

  @admin
  Scenario: Only an answered request has its treatment cancelled
    Given "admin@demo.local" is logged in
    And they pick an "En attente" cancellation request
    When they cancel its treatment
    Then it is refused because "Seule une demande approuvée ou refusée peut voir son traitement annulé."
    When they cancel its treatment straight through the API
    Then it is refused as invalid
    And the cancellation request is "En attente"

  @admin
  Scenario: Answering a request that no longer exists shows the error titled Error
    Given "admin@demo.local" is logged in
    And they pick an "En attente" cancellation request that no longer exists
    When they approve it
    Then it is refused as not found
    And they are told "Cette demande n’existe plus." under the title "Erreur"
    And they are not told "Demande d’annulation approuvée."

  @admin
  Scenario: Cancelling the treatment of a request that no longer exists shows the error titled Error
    Given "admin@demo.local" is logged in
    And they pick an "Approuvée" cancellation request that no longer exists
    When they cancel its treatment
    Then it is refused as not found
    And they are told "Cette demande n’existe plus." under the title "Erreur"

  @reseller
  Scenario Outline: A <who> cannot approve a request
    Given "<login>" is logged in
    When they approve a pending cancellation request of "reseller@demo.local" straight through the API
    Then it is refused as forbidden
    And the cancellation request is "En attente"

    Examples:
      | who      | login               |
      | reader   | reader@demo.local   |
      | reseller | reseller@demo.local |

  @reseller @admin
  Scenario Outline: The <who> counts the cancellation requests waiting for an admin's answer
    Given "<login>" is logged in
    And they note their count of pending cancellation requests
    And "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Doublon de commande"
    When "<login>" is logged in
    Then their count of pending cancellation requests has gone up by 1
    And their sidebar reads the count of pending cancellation requests as "<shown>"
    When they note their count of pending cancellation requests
    And "admin@demo.local" is logged in
    And they refuse the cancellation request of that order
    And "<login>" is logged in
    Then their count of pending cancellation requests has gone down by 1

    Examples:
      | who    | login             | shown                            |
      | admin  | admin@demo.local  | N en attente                     |
      | reader | reader@demo.local | N en attente d’un administrateur |

  @reseller
  Scenario: A reseller counts no cancellation request: the answer is staff's
    Given "reseller@demo.local" is logged in
    Then they have no count of pending cancellation requests
