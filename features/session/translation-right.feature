@session
Feature: The translation right follows the account
  The translation export is a right held by one account's id, not by its login: renamed, the
  account keeps it; an admin given the old login does not get it (docs/access.md#translation-export-right).
  Only the super-admin renames its own login (docs/access.md#the-super-admin).

  @admin
  Scenario: The super-admin renamed keeps the right, and the old login gives nothing
    Given "superadmin@demo.local" uses the API on another device
    When on the other device they change their login to "serge@labelprint.example" with the current password "demo"
    And "admin@demo.local" logs in with the password "demo"
    And they create the admin "superadmin@demo.local" with the password "welcome-2026"
    And they log out
    And "serge@labelprint.example" logs in with the password "demo"
    Then the translation export page is open to them
    When they export the app's translations to a spreadsheet
    Then the spreadsheet has the columns key, fr, en, es and one row per translation key
    When they log out
    And "superadmin@demo.local" logs in with the password "welcome-2026"
    Then the translation export page is denied to them
    When they export the app's translations to a spreadsheet
    Then it is refused as forbidden
