@orders @api
Feature: An export's dates are on its reader's clock
  The app sends its user's time zone with an export; a client written from the original call list
  sends none and gets Europe/Paris, the business's zone, whatever zone the server runs in
  (docs/rules.md#exports).

  @admin @seed
  Scenario: An order placed just after midnight in Paris is exported on its Paris day, or on the user's
    It needs the seed: no call of the API places an order at a chosen instant, so the order is written
    straight into the seed's database.

    Given "admin@demo.local" calls the API
    And an order was placed at "2026-10-31T23:30:00Z"
    When they export that order as CSV naming no time zone
    Then the file shows its creation as "01/11/2026 00:30"
    When they export that order as CSV in the time zone "America/Montreal"
    Then the file shows its creation as "31/10/2026 19:30"
