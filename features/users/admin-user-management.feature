@users
Feature: Managing users, as an admin
  The admin creates readers and admins, edits them, switches them off and on, and deletes them.

  Background:
    Given "admin@demo.local" is logged in

  @admin @smoke
  Scenario: An admin creates a reader
    When they create the reader "nora.reader@demo.local"
    Then "nora.reader@demo.local" is in the user list as reader

  @admin
  Scenario: A username already taken is refused
    When they create the reader "reseller2@demo.local"
    Then it is refused as invalid on the field "username"
    And there is still one account "reseller2@demo.local"

  @admin
  Scenario: An invalid email is refused
    When they create the reader "not-an-email"
    Then it is refused as invalid on the field "username"
    And there is no account "not-an-email"

  @admin
  Scenario: An admin renames a user
    When they rename "reader@demo.local" to "Rita Lecture"
    Then "reader@demo.local" shows the name "Rita Lecture"

  @admin
  Scenario: An admin deactivates a user, who can no longer log in
    When they deactivate "reader@demo.local"
    Then "reader@demo.local" is inactive and they are told "Désactivé : reader@demo.local"
    And "reader@demo.local" can no longer log in with the password "demo"

  @admin
  Scenario: An admin reactivates a user
    Given they deactivated "reader@demo.local"
    When they activate "reader@demo.local"
    Then "reader@demo.local" is active and they are told "Activé : reader@demo.local"

  @admin
  Scenario: An admin cannot switch off their own account
    When they deactivate "admin@demo.local"
    Then it is refused as forbidden
    And "admin@demo.local" can still log in with the password "demo"

  @admin
  Scenario: Switching a user who does not exist
    When they deactivate the user #999999
    Then it is refused as not found

  @admin
  Scenario: An admin deletes a user
    When they delete "reader@demo.local"
    Then "reader@demo.local" is gone

  @admin
  Scenario: An admin cannot delete their own account
    When they delete "admin@demo.local"
    Then it is refused with the message "Vous ne pouvez pas supprimer votre propre compte."
    And "admin@demo.local" is still in the user list
