@resellers
Feature: Managing resellers, as an admin
  The admin creates resellers (active prospects), edits them, switches them off and on and deletes
  those with no history. A reader changes nothing.

  @admin @smoke
  Scenario: A new reseller is an active prospect
    Given "admin@demo.local" is logged in
    When they create the reseller "nadia@neuve.example" of "Neuve Étiquettes"
    Then "nadia@neuve.example" is listed among the prospects as an active reseller

  @admin
  Scenario: A username already taken is refused on its field
    Given "admin@demo.local" is logged in
    When they create the reseller "reseller2@demo.local" of "Doublon SARL"
    Then it is refused as invalid on the field "username"
    And there is still one account "reseller2@demo.local"

  @admin
  Scenario Outline: The form and the server refuse a bad <field>
    Given "admin@demo.local" is logged in
    When they create a reseller with the <field> "<value>"
    Then the form and the server both refuse the field "<field>"

    Examples:
      | field           | value        |
      | username        | not-an-email |
      | company         |              |
      | discount        | 150          |
      | vat             | -5           |
      | vat             | douze        |
      | paymentDeadline | 2026-02-30   |

  @admin
  Scenario: An unknown country is refused on its field
    Given "admin@demo.local" is logged in
    When they create a reseller in the country #999
    Then it is refused as invalid on the field "country"

  @admin
  Scenario: An admin changes a reseller's margin type and type
    Given "admin@demo.local" is logged in
    When they set the margin type of "reseller2@demo.local" to "grid" and its type to "api"
    Then "reseller2@demo.local" has the margin type "grid" and the type "api"

  @admin
  Scenario: An admin switches a reseller off, who can no longer log in
    Given "admin@demo.local" is logged in
    When they switch off the reseller "reseller2@demo.local"
    Then the reseller "reseller2@demo.local" is inactive and they are told "Désactivé : reseller2@demo.local"
    And "reseller2@demo.local" can no longer log in with the password "demo"

  @admin
  Scenario: An admin switches a reseller back on
    Given "admin@demo.local" is logged in
    And they switched off the reseller "reseller2@demo.local"
    When they switch on the reseller "reseller2@demo.local"
    Then the reseller "reseller2@demo.local" is active and they are told "Activé : reseller2@demo.local"

  @admin
  Scenario: Switching a reseller that does not exist
    Given "admin@demo.local" is logged in
    When they switch off the reseller #999999
    Then it is refused as not found

  @admin
  Scenario: An admin deletes a reseller with no users nor orders
    Given "admin@demo.local" is logged in
    And they created the reseller "ephemere@example.com" of "Éphémère"
    When they delete the reseller "ephemere@example.com"
    Then the reseller "ephemere@example.com" is gone

  @admin
  Scenario: A reseller with users is not deleted
    Given "admin@demo.local" is logged in
    When they delete the reseller "reseller@demo.local"
    Then it is refused with the message "Ce revendeur a encore des utilisateurs ou des commandes : suppression impossible."
    And the reseller "reseller@demo.local" is still listed

  Scenario: A reader may not switch a reseller off
    Given "reader@demo.local" is logged in
    When they switch off the reseller "reseller2@demo.local"
    Then it is refused as forbidden
    And the reseller "reseller2@demo.local" is still active

  Scenario: A reader may not delete a reseller
    Given "reader@demo.local" is logged in
    When they delete the reseller "reseller2@demo.local"
    Then it is refused as forbidden
    And the reseller "reseller2@demo.local" is still listed

  @reseller
  Scenario: A reseller may not create a reseller
    Given "reseller@demo.local" is logged in
    When they create the reseller "nadia@neuve.example" of "Neuve Étiquettes"
    Then it is refused as forbidden
    And there is no account "nadia@neuve.example"
