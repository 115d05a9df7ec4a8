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
    And it shows the resale margin of those orders

    Examples:
      | period                     |
      | "this year"                |
      | "last month"               |
      | "2025-07-14 to 2025-12-03" |

  @admin @smoke
  Scenario: The admin filters the dashboard by one reseller
    Given "admin@demo.local" is logged in
    When they open the dashboard of "reseller@demo.local" for "2025-07-14 to 2025-12-03"
    Then it counts only the orders of "reseller@demo.local"
    And it shows the resale margin of those orders

  @reseller
  Scenario: A reseller cannot see another reseller's figures
    Given "reseller2@demo.local" is logged in
    When they open the dashboard of "reseller@demo.local" for "2025-07-14 to 2025-12-03"
    Then it counts only the orders of "reseller2@demo.local"
    And it shows the resale margin of those orders

  Scenario: Without a session the dashboard is refused
    When someone without a session opens the dashboard for "this year"
    Then it is refused as unauthorized
