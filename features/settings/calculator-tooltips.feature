@settings
Feature: Calculator tooltips
  An admin explains the price calculator's fields with tooltips: one per target type
  (mandrel, papers, finishing, rolls, width, height), each with a name and a text.

  Background:
    Given "admin@demo.local" is logged in

  @admin @smoke
  Scenario: An admin creates a tooltip for a type that has none
    When they create the tooltip "Largeur" for "width" saying "La largeur de l'étiquette, en cm."
    Then the calculator has the tooltip "Largeur" for "width" saying "La largeur de l'étiquette, en cm."
    And the type "width" is no longer offered for a new tooltip

  @admin
  Scenario: A second tooltip for the same type is refused
    When they create the tooltip "Mandrin bis" for "mandrel" saying "Un autre texte."
    Then it is refused as invalid on the field "targetType"
    And "mandrel" still has exactly one tooltip

  @admin
  Scenario Outline: A tooltip needs a name and a text
    When they create the tooltip "<name>" for "height" saying "<text>"
    Then it is refused as invalid on the field "<field>"
    And "height" has no tooltip

    Examples:
      | name    | text                               | field |
      |         | La hauteur de l'étiquette, en cm.  | name  |
      | Hauteur |                                    | value |

  @admin
  Scenario: An admin edits a tooltip
    When they change the tooltip for "papers" to "Support" saying "Le papier ou le film de vos étiquettes."
    Then the calculator has the tooltip "Support" for "papers" saying "Le papier ou le film de vos étiquettes."

  @admin
  Scenario: An admin deletes a tooltip, which frees its type
    When they delete the tooltip for "mandrel"
    Then "mandrel" has no tooltip
    And the type "mandrel" is offered again for a new tooltip
