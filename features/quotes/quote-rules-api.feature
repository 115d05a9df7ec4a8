@quotes @api @reseller
Feature: The server's quote rules, through the API
  The quote page offers validation and uploads only when the quote allows them (docs/rules.md#quotes);
  these scenarios ask the API itself, and the server must refuse on its own.

  @smoke
  Scenario: The server validates no quote still waiting for its files
    Given "reseller@demo.local" calls the API
    When they ask the API to validate one of their "En attente des fichiers" quotes
    Then the API refuses it with 400, saying "Erreur lors de la validation du devis, vérifiez les fichiers (manquants :"
    And that quote is still "En attente des fichiers"

  Scenario: The server validates a quote once
    Given "reseller@demo.local" calls the API
    When they ask the API to validate one of their "Validé" quotes
    Then the API refuses it with 400, saying "Ce devis est déjà validé ou expiré."

  Scenario: The server validates no expired quote
    Given "reseller@demo.local" calls the API
    When they ask the API to validate one of their "Expiré" quotes
    Then the API refuses it with 400, saying "Ce devis est déjà validé ou expiré."
    And that quote is still "Expiré"

  Scenario: The server takes series files only while the quote waits for them
    Given "reseller@demo.local" calls the API
    When they ask the API to take a PDF for a series of one of their "Prêt" quotes
    Then the API refuses it with 400, saying "Les fichiers de ce devis ne peuvent plus être changés."
    And that quote is still "Prêt"

  Scenario: A validated quote's order totals its price less the reseller's discount
    Given the reseller "reseller@demo.local" has a discount of 10 %
    And "reseller@demo.local" calls the API
    When they ask the API to validate one of their "Prêt" quotes
    Then the order it became totals the quote's price less 10 %
