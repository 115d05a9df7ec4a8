@resellers
Feature: A reseller's detail
  The detail shows the API data, global and sales info, both addresses and the email notifications.

  @admin
  Scenario: The API card shows the token, the THETIS key and the API version
    Given "admin@demo.local" is logged in
    When they open the reseller "reseller@demo.local"
    Then the API card shows the API data of "reseller@demo.local"

  @admin
  Scenario: The sales card shows the payment deadline as a day and the payment method
    Given "admin@demo.local" is logged in
    And the reseller "reseller2@demo.local" pays by "Carte bancaire" before 2026-12-15
    When they open the reseller "reseller2@demo.local"
    Then the "Informations commerciales" card reads "Échéance de paiement" as "15/12/2026"
    And the "Informations commerciales" card reads "Mode de paiement" as "Carte bancaire"

  @admin
  Scenario: A missing part of an address reads "Néant"
    Given "admin@demo.local" is logged in
    And the reseller "reseller2@demo.local" has no second delivery address
    When they open the reseller "reseller2@demo.local"
    Then the "Adresse de livraison" card reads "Complément d’adresse" as "Néant"

  @admin
  Scenario: Email notifications read yes or no
    Given "admin@demo.local" is logged in
    And the reseller "reseller2@demo.local" gets no "Commande expédiée" emails
    When they open the reseller "reseller2@demo.local"
    Then the "Notifications par e-mail" card reads "Commande expédiée" as "Non"
    And the "Notifications par e-mail" card reads "Confirmation de commande" as "Oui"

  Scenario: A reader opens a reseller's detail
    Given "reader@demo.local" is logged in
    When they open the reseller "reseller2@demo.local"
    Then the "Informations générales" card reads "Société" as "Étiquettes Martin"
