@quotes
Feature: A quote's files and its validation
  While a quote waits for files its reseller sends one PDF per series; once every series has
  its file the quote is ready, and validating it places a pending order.

  @reseller
  Scenario: A quote still waiting for files says which series lack one before it is sent, and the API refuses it too
    Given "reseller@demo.local" is logged in
    When they open one of their quotes waiting for files
    Then they see its series, some without a file, and the status "En attente des fichiers"
    When they validate the quote
    Then it is refused because "Chaque série doit avoir son PDF avant la validation du devis."
    And the refusal names each series without its file
    When they validate the quote straight through the API
    Then it is refused as invalid
    And the quote is "En attente des fichiers"

  @reseller
  Scenario: A file that is not a PDF is refused, by the back office and by the API
    Given "reseller@demo.local" is logged in
    When they open one of their quotes waiting for files
    And they send "maquette.pdf" holding plain text for the first series of the quote
    Then it is refused because "Ce fichier n’est pas un PDF."
    When they send "maquette.pdf" holding plain text for the first series of the quote straight through the API
    Then it is refused as invalid on the field "file"
    And the quote is "En attente des fichiers"

  @reseller @smoke
  Scenario: One PDF per series makes the quote ready; validating it places a pending order
    Given "reseller@demo.local" is logged in
    When they open one of their quotes waiting for files
    And they send a PDF for each series without a file
    Then each series shows its file, each told "Fichier de la série envoyé."
    And the quote is "Prêt"
    When they validate the quote
    Then they are told "Devis validé"
    And the quote is "Validé"
    And the quote became a pending order, first of the order list, with the quote's reference
    When they validate the quote
    Then it is refused because "Ce devis ne peut plus être validé."
    When they validate the quote straight through the API
    Then it is refused as invalid

  @admin
  Scenario: An admin validates a reseller's ready quote
    Given "admin@demo.local" is logged in
    When they open a quote of "reseller@demo.local" with the status "Prêt"
    And they validate the quote
    Then they are told "Devis validé"
    And the quote became a pending order, first of the order list, with the quote's reference

  @reseller
  Scenario: Files are sent only while the quote waits for them
    Given "reseller@demo.local" is logged in
    When they open a quote of "reseller@demo.local" with the status "Prêt"
    And they send a PDF for the first series of the quote
    Then it is refused because "Les fichiers ne peuvent être envoyés que lorsque le devis attend ses fichiers."

  @reseller
  Scenario: Another reseller's quote is not found
    Given "reseller@demo.local" is logged in
    When they open a quote of "reseller2@demo.local" waiting for files
    Then it is refused as not found

  Scenario: The reader can neither send files nor validate
    Given "reader@demo.local" is logged in
    When they open a quote of "reseller@demo.local" waiting for files
    And they send a PDF for the first series of the quote
    Then it is refused as forbidden
    When they open a quote of "reseller@demo.local" with the status "Prêt"
    And they validate the quote
    Then it is refused as forbidden
    And the quote is "Prêt"
