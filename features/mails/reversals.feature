@mails
Feature: Every reversal of what a reseller was told is told too
  docs/rules.md#reversals: when something a reseller was told is undone (an answer to its cancellation
  request withdrawn by "cancel the treatment", its order cancelled by staff), the reseller gets a
  notification and, while the matching e-mail notification of its profile is ticked, a mail.

  @admin @reseller
  Scenario: An approved cancellation withdrawn: the reseller learns its order goes on
    Given the e-mail notification "Réponse à une demande d’annulation" of "reseller@demo.local" is ticked
    And "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    And they approve the cancellation request of that order
    And the cancellation request of that order is "Approuvée"
    When they cancel its treatment
    Then the reseller is notified « Annulation de la commande … retirée : elle est de nouveau en cours de traitement »
    And the reseller receives the mail « Commande … : l’annulation est retirée, la commande reprend »

  @admin @reseller
  Scenario: A refused cancellation withdrawn: the reseller learns the refusal no longer stands
    Given the e-mail notification "Réponse à une demande d’annulation" of "reseller@demo.local" is ticked
    And "reseller@demo.local" is logged in
    And they open one of their "En cours de traitement" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    And they refuse the cancellation request of that order
    And the cancellation request of that order is "Refusée"
    When they cancel its treatment
    Then the reseller is notified « Refus d’annulation de la commande … retiré : elle est en cours de traitement »
    And the reseller receives the mail « Commande … : notre refus d’annulation est retiré »

  @admin @reseller
  Scenario: A withdrawal is notified even when its e-mail notification is not ticked, but not mailed
    Given the e-mail notification "Réponse à une demande d’annulation" of "reseller@demo.local" is not ticked
    And "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    And they approve the cancellation request of that order
    And the cancellation request of that order is "Approuvée"
    When they cancel its treatment
    Then the reseller is notified « Annulation de la commande … retirée : elle est de nouveau en cours de traitement »
    And the reseller receives no mail

  @admin
  Scenario Outline: An order cancelled by staff is told, mailed under the setting of the news it undoes
    Given the e-mail notification "<setting>" of "reseller@demo.local" is ticked
    And the e-mail notification "<other setting>" of "reseller@demo.local" is not ticked
    And "admin@demo.local" is logged in
    When they open one of the "<status>" orders of "reseller@demo.local"
    And they change its status to "Annulée"
    Then the reseller is notified « Commande … annulée par notre équipe »
    And the reseller receives the mail « Votre commande … est annulée »

    Examples:
      | status                 | setting                  | other setting            |
      | En cours de traitement | Confirmation de commande | Commande expédiée        |
      | Expédiée               | Commande expédiée        | Confirmation de commande |

  @admin @reseller
  Scenario: An order whose cancellation was asked, cancelled by a status change: its request is told approved
    Given the e-mail notification "Réponse à une demande d’annulation" of "reseller@demo.local" is ticked
    And "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    When they open that order again and change its status to "Annulée"
    Then the reseller is notified « Annulation de la commande … acceptée »
    And the reseller receives the mail « Votre demande d’annulation de la commande … est acceptée »
