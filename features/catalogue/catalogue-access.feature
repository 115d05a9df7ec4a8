@catalogue
Feature: The catalogue, as a reader or a reseller
  A reader sees the catalogue but changes nothing; a reseller does not see it at all.

  Scenario Outline: A reader sees the <entity> list but may not add to it
    Given "reader@demo.local" is logged in
    When they create the <entity> "<name>"
    Then it is refused as forbidden
    And the <entity> list does not show "<name>"

    Examples:
      | entity   | name            |
      | paper    | Papier lecteur  |
      | category | Étiquettes miel |
      | shape    | Étoile          |

  Scenario: A reader may not delete what nothing uses
    Given "reader@demo.local" is logged in
    When they delete the category scenario "Étiquettes vin / vin Vélin blanc"
    Then it is refused as forbidden
    And the category scenario list still shows "Étiquettes vin / vin Vélin blanc"

  Scenario: A reader may not switch a scenario off
    Given "reader@demo.local" is logged in
    When they switch off the scenario "vin Kraft brun"
    Then it is refused as forbidden
    And the scenario "vin Kraft brun" is still on

  Scenario: A reader may not synchronise the scenarios
    Given "reader@demo.local" is logged in
    When they synchronise the scenarios
    Then it is refused as forbidden

  @reseller
  Scenario Outline: A reseller may not open the <entity> list
    Given "reseller@demo.local" is logged in
    When they open the <entity> list
    Then it is refused as forbidden

    Examples:
      | entity            |
      | mandrel           |
      | category          |
      | category scenario |
      | paper             |
      | dimension         |
      | scenario          |
