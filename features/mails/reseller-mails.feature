@mails
Feature: The mails a reseller receives
  docs/rules.md#notifications-and-mails: each change that concerns a reseller sends it a mail while
  the matching e-mail notification of its profile is ticked, in the language it uses the back office
  in; a reset link goes to whoever asks for one.

  @admin @smoke
  Scenario: Mail of an order shipped, its notification ticked
    Given the e-mail notification "Commande expédiée" of "reseller@demo.local" is ticked
    And "admin@demo.local" is logged in
    When they open one of the "En cours de traitement" orders of "reseller@demo.local"
    And they change its status to "En production"
    And they change its status to "Expédiée"
    Then the reseller receives the mail « Votre commande … a été expédiée »

  @admin
  Scenario: Mail of an order shipped, its notification not ticked: none
    Given the e-mail notification "Commande expédiée" of "reseller@demo.local" is not ticked
    And "admin@demo.local" is logged in
    When they open one of the "En cours de traitement" orders of "reseller@demo.local"
    And they change its status to "En production"
    And they change its status to "Expédiée"
    Then the reseller receives no mail

  @admin
  Scenario: Mail in the language the reseller uses the back office in
    Given the e-mail notification "Confirmation de commande" of "reseller@demo.local" is ticked
    And "reseller@demo.local" last signed in to the back office in English
    And "admin@demo.local" is logged in
    When they open one of the "En attente" orders of "reseller@demo.local"
    And they change its status to "En cours de traitement"
    Then the reseller receives the mail « Your order … is confirmed »

  @admin
  Scenario: Mail of an order placed in non-conforming, asking for the reseller's answer
    Given the e-mail notification "Commande non conforme" of "reseller@demo.local" is ticked
    And "admin@demo.local" is logged in
    When they open a flaggable order of "reseller@demo.local"
    And they place it in non-conforming
    Then the reseller receives the mail « Votre commande … est non conforme : votre réponse est attendue »

  @admin @reseller
  Scenario: Mail of a cancellation request refused
    Given the e-mail notification "Réponse à une demande d’annulation" of "reseller@demo.local" is ticked
    And "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    When they refuse the cancellation request of that order
    Then the reseller receives the mail « Votre demande d’annulation de la commande … est refusée »

  @admin
  Scenario: Mail of a quote validated by an admin
    Given the e-mail notification "Devis validé" of "reseller@demo.local" is ticked
    And "admin@demo.local" is logged in
    When they open a quote of "reseller@demo.local" with the status "Prêt"
    And they validate the quote
    Then the reseller receives the mail « Votre devis … est validé : commande … »

  Scenario: Mail of a reset link, to whoever asks for one, whatever its settings
    Given the e-mail notification "Commande expédiée" of "reseller@demo.local" is not ticked
    When someone asks for a password reset for "reseller@demo.local"
    Then "reseller@demo.local" receives the mail « Choisissez un nouveau mot de passe »

  @admin
  Scenario: Staff read a reset mail with its link masked, and their reading is recorded
    Given a reset link was sent to "superadmin@demo.local"
    And "admin@demo.local" is logged in
    When they read the mail « Choisissez un nouveau mot de passe » sent to "superadmin@demo.local"
    Then its link shows the token masked and none is offered to follow
    And the audit trail says they read that mail
