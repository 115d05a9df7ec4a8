@session
Feature: The current password
  Changing one's own password or login e-mail needs the current password; an admin setting
  another account's password does not (docs/access.md#passwords).

  Scenario: A reseller changes its password only with its current password
    Given "reseller@demo.local" uses the API on another device
    When on the other device they change their password to "welcome-2026" without the current password
    Then the other device is refused on the field "currentPassword" saying "Saisissez votre mot de passe actuel."
    When on the other device they change their password to "welcome-2026" with the current password "not-it"
    Then the other device is refused on the field "currentPassword" saying "Le mot de passe actuel est incorrect."
    And "reseller@demo.local" can still log in with the password "demo"
    When on the other device they change their password to "welcome-2026" with the current password "demo"
    Then the other device is answered
    And "reseller@demo.local" can log in with the password "welcome-2026"

  Scenario: A reseller changes its login e-mail only with its current password
    Given "reseller@demo.local" uses the API on another device
    When on the other device they change their login to "jean.dupont@example.com" without the current password
    Then the other device is refused on the field "currentPassword" saying "Saisissez votre mot de passe actuel."
    When on the other device they change their login to "jean.dupont@example.com" with the current password "demo"
    Then the other device is answered
    And "jean.dupont@example.com" can log in with the password "demo"

  Scenario: An admin changes its own password only with its current password
    Given "admin@demo.local" uses the API on another device
    When on the other device they change their password to "welcome-2026" with the current password "wrong-one"
    Then the other device is refused on the field "currentPassword" saying "Le mot de passe actuel est incorrect."
    And "admin@demo.local" can still log in with the password "demo"

  Scenario: An admin sets another account's password without knowing it
    Given "admin@demo.local" uses the API on another device
    When on the other device they set the password of "reader@demo.local" to "welcome-2026"
    Then "reader@demo.local" can log in with the password "welcome-2026"

  Scenario: A reader changes its own password with its current password, and nothing else of its record
    Given "reader@demo.local" uses the API on another device
    When on the other device they change their password to "welcome-2026" with the current password "wrong-one"
    Then the other device is refused on the field "currentPassword" saying "Le mot de passe actuel est incorrect."
    When on the other device they change their password to "welcome-2026" with the current password "demo"
    Then the other device is answered
    And "reader@demo.local" can log in with the password "welcome-2026"
    When on the other device they change their last name to "Lecteur"
    Then the other device is refused as forbidden, saying "Accès refusé."
