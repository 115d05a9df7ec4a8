@catalogue
Feature: Categories, as an admin
  A category says what may be ordered in it: its pose, quantities per roll, mandrels, orientations
  and papers, and how many label models an order may hold.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario: The category form offers the poses the server knows
    When they open the category form
    Then the category form offers the poses "Pose manuelle (MAN), Pose automatique (AUTO)"

  @admin @smoke
  Scenario: An admin creates a category applied automatically
    When they create the category "Étiquettes miel" for the pose "AUTO"
    Then the category list shows "Étiquettes miel" with the pose "AUTO"

  @admin
  Scenario: A category offering no mandrel is refused
    When they create the category "Étiquettes miel" without mandrels
    Then it is refused as invalid on the field "mandrels"
    And the category list does not show "Étiquettes miel"

  @admin
  Scenario: A category still holding dimensions, scenarios and their delays is not deleted
    When they delete the category "Étiquettes bière"
    Then it is refused with a message naming "les dimensions Petit format, Format standard, Grand format"
    And it is refused with a message naming "les scénarios de catégorie bière Vélin blanc"
    And the category list still shows "Étiquettes bière"
