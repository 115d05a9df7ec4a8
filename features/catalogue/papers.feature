@catalogue
Feature: Papers and their finishes, as an admin
  Each paper lists the finishes it can take; the admin chooses them among the existing finishes.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario: An admin changes the finishes of a paper
    When they give the paper "Kraft brun" the finishes "Sans finition, Gaufrage, Pelliculage mat"
    Then the paper list shows "Kraft brun" with the finishes "Sans finition, Gaufrage, Pelliculage mat"

  @admin
  Scenario: A finish that does not exist is refused
    When they give the paper "Kraft brun" the finish #99
    Then it is refused as invalid on the field "finishes"
    And the paper "Kraft brun" still has the finishes "Sans finition, Dorure à chaud or"
