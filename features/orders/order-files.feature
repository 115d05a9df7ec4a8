@orders
Feature: Exports, file sync and downloads
  Exports hold the filtered orders of every page, or the orders selected when there are some, in the
  chosen columns, formulas escaped;
  the file sync and the zip are the admin's.

  @admin @smoke
  Scenario: A CSV export of four columns holds every filtered order
    Given "admin@demo.local" is logged in
    When they filter the orders by "Livrée" from "2026-01-01" to "2026-03-31"
    And they export the orders as "csv" with the columns "id, company, status, total"
    Then the file "order-csv.csv" has the header "N° commande, Société, Statut, Total (€)" and every filtered order

  @admin
  Scenario: An XLSX export reads back with the same rows
    Given "admin@demo.local" is logged in
    When they filter the orders by "Expédiée, Livrée" from "2026-05-01" to "2026-06-30"
    And they export the orders as "xlsx" with the columns "id, scenario, createdAt"
    Then the file "order-xlsx.xlsx" has the header "N° commande, Scénario, Date de création" and every filtered order

  @admin
  Scenario: An export of the orders selected holds those orders only
    Given "admin@demo.local" is logged in
    When they filter the orders by "Livrée" from "2026-01-01" to "2026-03-31"
    And they select the first 2 orders of the list
    And they export the orders as "csv" with the columns "id, status"
    Then the file "order-csv.csv" holds the selected orders only

  @admin
  Scenario: A formula typed as an end customer's name is escaped
    Given "admin@demo.local" is logged in
    And a pending order's end customer is called "=HYPERLINK(\"http://evil.example\")"
    When they filter the orders by "En attente" from "2025-01-01" to "2026-12-31"
    And they export the orders as "csv" with the columns "id, customerName"
    Then the cell "Client final" of that order reads "'=HYPERLINK(\"http://evil.example\")"

  @admin
  Scenario: File sync of a not-conformed order is refused as not compliant
    Given "admin@demo.local" is logged in
    When they sync the files of a not-conformed order
    Then they are told "Commande non conforme"

  @admin
  Scenario: File sync with a series file missing is aborted
    Given "admin@demo.local" is logged in
    When they sync the files of an order with a series file missing
    Then they are told "Demande de synchronisation abandonnée"

  @admin
  Scenario: File sync of a complete order succeeds, and its zip is saved as order-zip-{id}
    Given "admin@demo.local" is logged in
    When they sync the files of a complete order
    And they download the files of a delivered order
    Then they are told "Fichiers resynchronisés."
    And the zip is saved as order-zip-{id} with the order's files
