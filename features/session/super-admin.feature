@session
Feature: The super-admin's account is its own
  The super-admin holds the translation export, a right no call grants. Only the super-admin
  changes its own login and password, with its current password; another admin may change its name
  but neither its login, password or role, nor switch it off or delete it
  (docs/access.md#the-super-admin).

  Scenario Outline: Another admin may not <change> the super-admin
    Given "admin@demo.local" uses the API on another device
    When on the other device they try to <change> "superadmin@demo.local"
    Then the other device is refused as forbidden, saying "Seul le super-administrateur change son identifiant, son mot de passe et son rôle ; un autre administrateur ne peut ni le désactiver ni le supprimer."
    And "superadmin@demo.local" can still log in with the password "demo"
    And the translation export page is open to them

    Examples:
      | change                         |
      | set a new password for         |
      | change the login of            |
      | give the reader role to        |
      | switch off                     |
      | delete                         |

  @admin
  Scenario: Another admin may still rename the super-admin
    Given "admin@demo.local" is logged in
    When they rename "superadmin@demo.local" to "Serge Martin"
    Then "superadmin@demo.local" shows the name "Serge Martin"

  Scenario: The super-admin changes its own password with its current one
    Given "superadmin@demo.local" uses the API on another device
    When on the other device they change their password to "welcome-2026" with the current password "demo"
    Then the other device is answered
    And "superadmin@demo.local" can log in with the password "welcome-2026"
