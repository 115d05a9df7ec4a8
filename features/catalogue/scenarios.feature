@catalogue
Feature: Scenarios, as an admin
  Scenarios come from the production system: the admin switches them on and off, chooses their
  papers, finishes and categories, and synchronises them; nobody creates one here.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario: The scenario list shows the newest first
    When they open the scenario list
    Then they see 13 scenarios of 13, newest first

  @admin @smoke
  Scenario: An admin switches a scenario off
    When they switch off the scenario "vin Kraft brun"
    Then the scenario "vin Kraft brun" is off and they are told "Désactivé : SC-002-KRAFT"

  @admin
  Scenario: An admin switches a scenario back on
    When they switch on the scenario "cosmétiques Polypropylène transparent"
    Then the scenario "cosmétiques Polypropylène transparent" is on and they are told "Activé : SC-009-PP-CLEAR"

  @admin
  Scenario: An admin chooses the papers, finishes and categories of a scenario
    When they give the scenario "vin Kraft brun" the papers "Kraft brun, Papier vergé", the finishes "Dorure à chaud or" and the categories "Étiquettes vin, Étiquettes bière"
    Then the scenario "vin Kraft brun" shows the papers "Kraft brun, Papier vergé", the finishes "Dorure à chaud or" and the categories "Étiquettes vin, Étiquettes bière"

  @admin
  Scenario: A scenario cannot be created here
    When they create the scenario "Nouveau scénario"
    Then it is refused as forbidden
    And the scenario list does not show "Nouveau scénario"

  @admin
  Scenario: Synchronising renames the scenarios whose finishes changed
    Given they gave the scenario "vin Kraft brun" the finishes "Sans finition, Dorure à chaud or"
    When they synchronise the scenarios
    Then they are told 1 scenario was updated
    And the scenario "vin Kraft brun" is displayed as "vin Kraft brun — Sans finition + Dorure à chaud or"

  @admin
  Scenario: Synchronising an up-to-date catalogue changes nothing
    When they synchronise the scenarios
    Then they are told 0 scenarios were updated
    And the scenario "vin Kraft brun" is displayed as "vin Kraft brun — Sans finition"

  @admin
  Scenario: Without a THETIS address the synchronisation is aborted
    Given the THETIS address is missing from the configuration
    When they synchronise the scenarios
    Then they are told the synchronisation was aborted because "THETIS"
