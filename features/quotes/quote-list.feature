@quotes
Feature: The quote list
  Staff see every reseller's quotes, newest first, and narrow them by status, reseller, dates and a
  search; a reseller sees its own quotes only, whatever it asks for.

  @reseller @smoke
  Scenario: A reseller sees only its own quotes, newest first
    Given "reseller@demo.local" is logged in
    When they open the quote list
    Then they see only their own quotes, newest first

  @reseller
  Scenario: A reseller asking for another reseller's quotes still gets its own
    Given "reseller@demo.local" is logged in
    When they ask for the quotes of "reseller2@demo.local"
    Then they see only their own quotes, newest first

  @admin
  Scenario: An admin sees every reseller's quotes, newest first
    Given "admin@demo.local" is logged in
    When they open the quote list
    Then they see the newest quotes of all resellers

  Scenario: The reader lists the quotes too
    Given "reader@demo.local" is logged in
    When they open the quote list
    Then they see the newest quotes of all resellers

  @admin
  Scenario: The reseller autocomplete narrows the list to one reseller
    Given "admin@demo.local" is logged in
    When they filter the quotes by the reseller suggested for "dupont"
    Then they see only the quotes of "reseller@demo.local", newest first

  @admin
  Scenario: The statuses ticked narrow the list, counted over every page
    Given "admin@demo.local" is logged in
    When they filter the quotes by the statuses "Prêt" and "Expiré"
    Then they see only the quotes "Prêt" or "Expiré", newest first

  @admin
  Scenario: Start and end dates narrow the list, counted over every page
    Given "admin@demo.local" is logged in
    When they filter the quotes from "2026-01-01" to "2026-06-30"
    Then they see only the quotes created from "2026-01-01" to "2026-06-30", newest first

  @admin
  Scenario: A search finds a quote by its reference
    Given "admin@demo.local" is logged in
    When they search the quotes for the reference of a quote of "reseller2@demo.local"
    Then that quote is found, and every quote shown matches its reference
