@catalogue
Feature: Dimensions, as an admin
  Each category has its standard sizes, in cm; one type name per category.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario: The dimension list shows every dimension on one page
    When they open the dimension list
    Then they see all 15 dimensions on one page

  @admin
  Scenario: The dimension list shows every dimension on one page, however many there are
    Given there are 40 dimensions
    When they open the dimension list
    Then they see all 40 dimensions on one page

  @admin
  Scenario: An admin adds a size to a category, shown in cm
    When they add the dimension "Format bouteille" of 12.5 by 9 cm to "Étiquettes bière"
    Then the dimension "Format bouteille" of "Étiquettes bière" measures "12,5 cm" by "9 cm"

  @admin
  Scenario: A type name a category already has is refused
    When they add the dimension "Petit format" of 4 by 6 cm to "Étiquettes vin"
    Then it is refused as invalid on the field "name"

  @admin
  Scenario: A size finer than a tenth of a millimetre is refused
    When they add the dimension "Format bouteille" of 12.555 by 9 cm to "Étiquettes bière"
    Then it is refused as invalid on the field "height"
