@settings
Feature: Translation export
  The super-admin turns the app's translations (JSON, French, English and Spanish) into a
  spreadsheet with the columns key, fr, en, es, and a spreadsheet back into JSON.

  @admin
  Scenario: The translations go out to a spreadsheet and come back unchanged
    Given "superadmin@demo.local" is logged in
    When they export the app's translations to a spreadsheet
    Then the spreadsheet has the columns key, fr, en, es and one row per translation key
    When they import that spreadsheet
    Then they get back the same translations in French, English and Spanish

  @admin
  Scenario: Texts a spreadsheet could run as formulas are escaped, and come back as they were
    Given "superadmin@demo.local" is logged in
    When they export translations holding "=1+1", "+33 1 23 45 67 89", "-5", "@home" and "'quoted"
    Then those cells start with an apostrophe in the spreadsheet
    When they import that spreadsheet
    Then they get back the same translations in French, English and Spanish

  @admin
  Scenario: A spreadsheet with other columns is refused
    Given "superadmin@demo.local" is logged in
    When they import a spreadsheet with the columns "key, fr, en"
    Then the import is refused as "wrong columns"

  @admin
  Scenario: A file that is not a spreadsheet is refused
    Given "superadmin@demo.local" is logged in
    When they import a file that is not a spreadsheet
    Then the import is refused as "not a spreadsheet"

  @admin
  Scenario: Another admin may not use the translation export
    Given "admin@demo.local" is logged in
    When they export the app's translations to a spreadsheet
    Then it is refused as forbidden
    And the translation export page is denied to them

  @admin
  Scenario: The super-admin may open the translation export page
    Given "superadmin@demo.local" is logged in
    Then the translation export page is open to them
