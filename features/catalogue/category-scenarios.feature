@catalogue
Feature: Category scenarios, as an admin
  A category offers scenarios, each with its production delay in days; an order's delay date
  comes from it.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario: An admin offers a scenario in another category with its delay
    When they offer the scenario "vin Vélin blanc" in "Étiquettes bière" with a delay of 4 days
    Then "Étiquettes bière" offers "vin Vélin blanc" with a delay of 4 days

  @admin
  Scenario: An admin changes a delay
    When they change the delay of "vin Vélin blanc" in "Étiquettes vin" to 12 days
    Then "Étiquettes vin" offers "vin Vélin blanc" with a delay of 12 days

  @admin
  Scenario: A delay beyond a year is refused
    When they change the delay of "vin Vélin blanc" in "Étiquettes vin" to 400 days
    Then it is refused as invalid on the field "delay"
