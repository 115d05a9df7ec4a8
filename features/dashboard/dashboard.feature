@dashboard
Feature: Dashboards
  The admin and each reseller see counters and charts of a period, computed by the back end,
  whose figures agree with the order list for the same days.

  @admin
  Scenario Outline: The admin's figures agree with the order list
    Given "admin@demo.local" is logged in
    When they open the dashboard for <period>
    Then its orders and turnover are those of the order list for the same days
    And its months and days add up to the same orders and turnover
    And it shows no resale margin

    Examples:
      | period                     |
      | "this year"                |
      | "last month"               |
      | "2025-07-14 to 2025-12-03" |

  @reseller
  Scenario Outline: A reseller's figures agree with its order list and show its margin
    Given "reseller@demo.local" is logged in
    When they open the dashboard for <period>
    Then its orders and turnover are those of the order list for the same days
    And its months and days add up to the same orders and turnover
    And it counts only the orders of "reseller@demo.local"
    And it shows a resale margin

    Examples:
      | period                     |
      | "this year"                |
      | "last month"               |
      | "2025-07-14 to 2025-12-03" |

  @reseller
  Scenario: The resale margin is what a reseller resold its orders for, less what they cost
    Given "reseller@demo.local" placed these orders on 2020-03-10
      | total  | resale price |
      | 100.00 | 130.00       |
      | 50.00  | 55.50        |
      | 20.00  |              |
    And "reseller@demo.local" is logged in
    When they open the dashboard for "2020-03-01 to 2020-03-31"
    Then it shows 3 orders, a turnover of 170.00 and a resale margin of 35.50

  @admin @smoke
  Scenario: The admin filters the dashboard by one reseller
    Given "admin@demo.local" is logged in
    When they open the dashboard of "reseller@demo.local" for "2025-07-14 to 2025-12-03"
    Then it counts only the orders of "reseller@demo.local"
    And it shows a resale margin

  @reseller
  Scenario: A reseller cannot see another reseller's figures
    Given "reseller2@demo.local" is logged in
    When they open the dashboard of "reseller@demo.local" for "2025-07-14 to 2025-12-03"
    Then it counts only the orders of "reseller2@demo.local"
    And it shows a resale margin

  Scenario: Without a session the dashboard is refused
    When someone without a session opens the dashboard for "this year"
    Then it is refused as unauthorized
