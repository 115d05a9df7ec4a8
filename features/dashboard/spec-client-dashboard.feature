@dashboard @api
Feature: The dashboard for a client written from the original call list
  The original call list gives the dashboard's three calls as POSTs taking `startDate`, `endDate`
  and an optional `_resellerId`, nothing more. Such a client sends plain days (YYYY-MM-DD) and no
  time zone: the days are Paris days, the end day counted whole, and the calls answer 200.

  @seed
  Scenario: The admin gets the figures of three months of plain days
    It needs the seed: it counts the orders it compares the figures with in the seed's database.

    Given a client of the original call list asks the dashboard as "admin@demo.local"
    When it posts the dashboard period "2026-01-01" to "2026-03-31"
    Then every dashboard call answers 200
    And the dashboard counts every order created from "2025-12-31T23:00:00Z" up to "2026-03-31T22:00:00Z"
    And the dashboard shows no resale margin
    And the dashboard's months count the orders created in them
      | month   | from                 | up to                |
      | 2026-01 | 2025-12-31T23:00:00Z | 2026-01-31T23:00:00Z |
      | 2026-02 | 2026-01-31T23:00:00Z | 2026-02-28T23:00:00Z |
      | 2026-03 | 2026-02-28T23:00:00Z | 2026-03-31T22:00:00Z |
    And the cumulated turnover has one point a day from "2026-01-01" to "2026-03-31", ending at the turnover

  @seed
  Scenario: A reseller gets its own figures, whatever _resellerId says
    It needs the seed: it counts the orders it compares the figures with in the seed's database.

    Given a client of the original call list asks the dashboard as "reseller@demo.local"
    When it posts the dashboard period "2026-01-01" to "2026-03-31"
    Then every dashboard call answers 200
    And the dashboard counts the orders of "reseller@demo.local" created from "2025-12-31T23:00:00Z" up to "2026-03-31T22:00:00Z"
    And the dashboard shows a resale margin
    And the cumulated turnover has one point a day from "2026-01-01" to "2026-03-31", ending at the turnover
    When it posts the dashboard period "2026-01-01" to "2026-03-31" with the _resellerId of "reseller2@demo.local"
    Then the dashboard answers the same figures as before

  @seed
  Scenario: The admin asks for one reseller's figures with _resellerId
    It needs the seed: it counts the orders it compares the figures with in the seed's database.

    Given a client of the original call list asks the dashboard as "admin@demo.local"
    When it posts the dashboard period "2026-01-01" to "2026-03-31" with the _resellerId of "reseller@demo.local"
    Then every dashboard call answers 200
    And the dashboard counts the orders of "reseller@demo.local" created from "2025-12-31T23:00:00Z" up to "2026-03-31T22:00:00Z"
    And the dashboard shows a resale margin

  @seed
  Scenario: A reseller's resale margin is what it resold its orders for, less what they cost
    It needs the seed: the orders it places in 2020 are written straight into the seed's database.

    Given "reseller@demo.local" placed these orders on 2020-03-10
      | total  | resale price |
      | 100.00 | 130.00       |
      | 50.00  | 55.50        |
      | 20.00  |              |
    And a client of the original call list asks the dashboard as "reseller@demo.local"
    When it posts the dashboard period "2020-03-01" to "2020-03-31"
    Then the dashboard shows a resale margin of 35.50

  @seed
  Scenario: One plain day is a whole Paris day
    It needs the seed: it counts the orders it compares the figures with in the seed's database.

    Given a client of the original call list asks the dashboard as "admin@demo.local"
    When it posts the dashboard period "2026-06-17" to "2026-06-17"
    Then every dashboard call answers 200
    And the dashboard counts every order created from "2026-06-16T22:00:00Z" up to "2026-06-17T22:00:00Z"
    And the cumulated turnover has one point a day from "2026-06-17" to "2026-06-17", ending at the turnover

  Scenario Outline: A bad period is refused with a 400 naming its field
    Given a client of the original call list asks the dashboard as "reseller@demo.local"
    When it posts the dashboard period "<start>" to "<end>"
    Then every dashboard call is refused with a 400 naming "<field>"

    Examples:
      | start      | end        | field     |
      | 2026-02-30 | 2026-03-31 | startDate |
      | 01/01/2026 | 2026-03-31 | startDate |
      | 2026-01-01 | 2026-13-01 | endDate   |
      | 2026-03-31 | 2026-01-01 | endDate   |
      | 2016-01-01 | 2026-01-01 | endDate   |

  Scenario Outline: Each dashboard call works with the path, fields and parameters the original list names
    Given a client of the original call list asks the dashboard as "admin@demo.local"
    Then "<path>" answers 200 to startDate "2026-01-01" and endDate "2026-03-31", and the same days as ISO instants
    And "<path>" answers one reseller's figures to its _resellerId
    And "<path>" refuses a bad startDate in the language of its locale parameter
    And "<path>" refuses a call without a token

    Examples:
      | path                                        |
      | /admin/dashboard/counters                   |
      | /admin/dashboard/charts                     |
      | /admin/dashboard/charts/cumulated-turnover  |
