@orders @api
Feature: The server's order rules, through the API
  The back office offers only the status changes, cancellations and non-conformities the rules
  allow (docs/rules.md#status-transitions), so its own scenarios never reach the server's refusal.
  These call the API itself, as another client could, and the server must refuse on its own.

  @admin @smoke
  Scenario: The server moves an order one step at a time
    Given "admin@demo.local" calls the API
    When they ask the API to move an "En attente" order to "Livrée"
    Then the API refuses it with 400, saying "Le statut « En attente » ne peut pas passer à « Livrée »."
    And that order is still "En attente"

  @admin
  Scenario: The server never changes a delivered order's status
    Given "admin@demo.local" calls the API
    When they ask the API to move a "Livrée" order to "Annulée"
    Then the API refuses it with 400, saying "La commande est « Livrée » : son statut ne change plus."
    And that order is still "Livrée"

  @admin
  Scenario: The server leaves "Annulation demandée" to the cancellation requests
    Given "admin@demo.local" calls the API
    When they ask the API to move an "En attente" order to "Annulation demandée"
    Then the API refuses it with 400, saying "« Annulation demandée » est donné par une demande, pas à la main."
    And that order is still "En attente"

  @admin
  Scenario: The server changes no status while a non-conformity request waits
    Given "admin@demo.local" calls the API
    When they ask the API to move an order waiting for a non-conformity answer to "Annulée"
    Then the API refuses it with 400, saying "Une demande de non-conformité attend la réponse du revendeur."
    And that order is still "Non conforme"

  @admin
  Scenario: Cancelling an order approves the cancellation request that waited on it
    Given "admin@demo.local" calls the API
    When they ask the API to move an order whose cancellation waits to "Annulée"
    Then the API answers 200
    And that order is "Annulée"
    And its cancellation request is "Approuvée"

  @admin
  Scenario: A bulk change moves what may move and says why the rest did not
    Given "admin@demo.local" calls the API
    When they ask the API to move a "Livrée" order and an "En attente" order to "En cours de traitement"
    Then the "En attente" order is now "En cours de traitement" and the "Livrée" order is refused, saying "La commande est « Livrée » : son statut ne change plus."

  @reseller
  Scenario: A reseller may not change a status, even of its own order
    Given "reseller@demo.local" calls the API
    When they ask the API to move one of their "En attente" orders to "En cours de traitement"
    Then the API refuses it with 403, saying "Accès refusé."
    And that order is still "En attente"

  @reseller
  Scenario: The server asks who calls before what is asked
    Given "reseller@demo.local" calls the API
    When they ask the API to change the status of one of their "En attente" orders without saying to what
    Then the API refuses it with 403, saying "Accès refusé."

  @reseller
  Scenario: Another reseller's order does not exist for a reseller
    Given "reseller@demo.local" calls the API
    When they ask the API for an order of another reseller
    Then the API refuses it with 404, saying "Introuvable."

  @reseller @smoke
  Scenario: The server refuses to cancel a shipped order
    Given "reseller@demo.local" calls the API
    When they ask the API to cancel one of their "Expédiée" orders
    Then the API refuses it with 400, saying "Seule une commande en attente ou en cours de traitement peut être annulée."
    And that order is still "Expédiée"

  @reseller
  Scenario: The server takes no second cancellation request while one waits
    Given "reseller@demo.local" calls the API
    When they ask the API to cancel one of their orders whose cancellation waits
    Then the API refuses it with 400, saying "Une demande d’annulation attend déjà une réponse."
    And that order is still "Annulation demandée"

  @admin @reseller
  Scenario: The server places only a reseller's order in non-conformity
    Given "admin@demo.local" calls the API
    When they ask the API to place an order placed by staff in non-conformity
    Then the API refuses it with 400, saying "Veuillez choisir une commande passée par un revendeur"

  @admin @reseller
  Scenario: The server places no shipped order in non-conformity
    Given "admin@demo.local" calls the API
    When they ask the API to place an "Expédiée" order of "reseller@demo.local" in non-conformity
    Then the API refuses it with 400, saying "Seule une commande en attente, en cours de traitement ou en production peut être non conforme."
    And that order is still "Expédiée"

  @admin
  Scenario: The server places no order in non-conformity twice
    Given "admin@demo.local" calls the API
    When they ask the API to place an order waiting for a non-conformity answer in non-conformity
    Then the API refuses it with 400, saying "Une demande de non-conformité attend la réponse du revendeur."

  @admin @reseller
  Scenario: Without an FTP URL the server's procedure fails and nothing changes
    Given "admin@demo.local" calls the API
    And the configuration has no FTP URL any more
    When they ask the API to place an "En cours de traitement" order of "reseller@demo.local" in non-conformity
    Then the API refuses it with 502, saying "Aucune URL FTP dans la configuration : les fichiers ne peuvent pas être retirés."
    And that order is still "En cours de traitement"

  @admin
  Scenario: The server takes a delivery note by its content, whatever its name says
    Given "admin@demo.local" calls the API
    When they send the API "note.pdf" holding plain text as the delivery note of an "Expédiée" order
    Then the API refuses it with 400, saying "Le fichier n’est pas un PDF (il ne commence pas par %PDF-)."
    And the refusal names "file": "Le fichier n’est pas un PDF (il ne commence pas par %PDF-)."

  @admin
  Scenario: The server refuses a delivery note over 20 MB
    Given "admin@demo.local" calls the API
    When they send the API a PDF just over 20 MB as the delivery note of an "Expédiée" order
    Then the API refuses it with 413, saying "Le fichier dépasse 20 Mo."

  @admin
  Scenario: The server names a stored file after its content, not after the sender's extension
    Given "admin@demo.local" calls the API
    When they send the API "bon.html" holding a PDF as the delivery note of an "Expédiée" order
    Then the API answers 201
    And that order's delivery note is "bon.pdf"
