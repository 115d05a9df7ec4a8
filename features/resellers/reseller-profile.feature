@resellers
Feature: A reseller's own profile
  A reseller reads and edits its own record, except what only an admin sets; another reseller's
  record stays out of reach.

  @reseller
  Scenario: A reseller opens its profile
    Given "reseller@demo.local" is logged in
    When they open their profile
    Then their profile shows the company "Imprimerie Dupont"

  @reseller
  Scenario: A reseller changes its billing city
    Given "reseller@demo.local" is logged in
    When they change the billing city of their profile to "Villeurbanne"
    Then their profile shows the billing city "Villeurbanne"

  @reseller
  Scenario: A reseller cannot set what only an admin sets
    Given "reseller@demo.local" is logged in
    When they change the admin-only fields of their profile
    Then their prospect flag, active flag, discount, type, margin type and THETIS key are unchanged

  @reseller
  Scenario: A reseller's email stays unique
    Given "reseller@demo.local" is logged in
    When they change the email of their profile to "reseller2@demo.local"
    Then it is refused as invalid on the field "username"

  @reseller
  Scenario: A reseller cannot open another reseller's record
    Given "reseller@demo.local" is logged in
    When they open the reseller "reseller2@demo.local"
    Then it is refused as not found

  @admin
  Scenario: An admin has no reseller profile
    Given "admin@demo.local" is logged in
    When they open their profile
    Then it is refused as forbidden
