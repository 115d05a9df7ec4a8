@resellers
Feature: Delivery countries
  A checkbox per country, named in the user's language, saves at once. When the save fails the box
  goes back to where it was and an error says why.

  @admin
  Scenario: Countries are named in the user's language
    Given "admin@demo.local" is logged in
    When they open the delivery countries in "es"
    Then "DE" is named "Alemania", with delivery on
    And "US" is named "Estados Unidos", with delivery off

  @admin
  Scenario: Unticking a country stops delivery there
    Given "admin@demo.local" is logged in
    And they opened the delivery countries in "fr"
    When they untick delivery to "ES"
    Then the box of "ES" is unticked
    And after a reload delivery to "ES" is off

  @admin
  Scenario: Ticking a country opens delivery there
    Given "admin@demo.local" is logged in
    And they opened the delivery countries in "en"
    When they tick delivery to "US"
    Then the box of "US" is ticked
    And after a reload delivery to "US" is on

  @admin
  Scenario: A failed save puts the box back with an error
    Given "admin@demo.local" is logged in
    And they opened the delivery countries in "fr"
    And the country "ES" has been removed on the server meanwhile
    When they untick delivery to "ES"
    Then the box of "ES" is ticked
    And an error toast tells the save failed

  Scenario: A reader's click is refused and the box comes back
    Given "reader@demo.local" is logged in
    And they opened the delivery countries in "fr"
    When they untick delivery to "FR"
    Then the box of "FR" is ticked
    And an error toast tells the save failed
    And after a reload delivery to "FR" is on

  @reseller
  Scenario: A reseller reads the countries but may not switch delivery
    Given "reseller@demo.local" is logged in
    And they opened the delivery countries in "fr"
    When they untick delivery to "BE"
    Then the box of "BE" is ticked
    And an error toast tells the save failed
