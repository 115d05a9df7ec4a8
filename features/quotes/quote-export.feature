@quotes
Feature: Quote exports
  An admin exports the filtered quotes of every page, or the quotes selected when there are some, in
  the columns chosen, as CSV or XLSX;
  formulas typed into the data come out escaped. Resellers do not export.

  @admin
  Scenario: A CSV export of three columns holds every filtered quote
    Given "admin@demo.local" is logged in
    When they filter the quotes from "2026-01-01" to "2026-06-30"
    And they export the quotes as "csv" with the columns "id, reference, price"
    Then the file "quote-csv.csv" has the header "N° devis, Référence, Prix (€)" and every filtered quote

  @admin
  Scenario: An XLSX export reads back with the same rows
    Given "admin@demo.local" is logged in
    When they filter the quotes from "2026-03-01" to "2026-08-31"
    And they export the quotes as "xlsx" with the columns "id, company, createdAt"
    Then the file "quote-xlsx.xlsx" has the header "N° devis, Société, Date de création" and every filtered quote

  @admin
  Scenario: An export of the quotes selected holds those quotes only
    Given "admin@demo.local" is logged in
    When they filter the quotes from "2026-01-01" to "2026-06-30"
    And they select the first 3 quotes of the list
    And they export the quotes as "xlsx" with the columns "id, reference"
    Then the file "quote-xlsx.xlsx" holds the selected quotes only

  @admin
  Scenario: A formula typed as a quote's reference is escaped
    Given "admin@demo.local" is logged in
    And a quote's reference reads "=HYPERLINK(\"http://evil.example\")"
    When they filter the quotes from "2025-01-01" to "2026-12-31"
    And they export the quotes as "csv" with the columns "id, reference"
    Then the cell "Référence" of that quote reads "'=HYPERLINK(\"http://evil.example\")"

  @reseller
  Scenario: A reseller cannot export quotes
    Given "reseller@demo.local" is logged in
    When they open the quote list
    And they export the quotes as "csv" with the columns "id, reference"
    Then it is refused as forbidden
