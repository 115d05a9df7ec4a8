@session
Feature: Working as a reseller ends with the admin's session
  An admin connected as a reseller works in a session opened from its own: whatever ends the
  admin's session ends the work as the reseller too, and that work never outlasts the admin's
  12 hours (docs/access.md#connect-as-a-reseller).

  @admin
  Scenario: The admin's session ended from another of its browsers ends the work as the reseller
    Given "admin@demo.local" is logged in
    And they connected as "reseller@demo.local"
    And "admin@demo.local" is also logged in on another browser
    When the other browser ends the session the admin works from
    Then their next call is refused and they are back at the login

  @admin
  Scenario: The admin's own session logged out ends the work as the reseller
    Given "admin@demo.local" is logged in
    And they connected as "reseller@demo.local"
    When the admin's own session is logged out
    Then their next call is refused and they are back at the login

  @admin
  Scenario Outline: Another admin's change to the admin ends its work as the reseller: <change>
    Given "admin@demo.local" is logged in
    And they connected as "reseller@demo.local"
    And "superadmin@demo.local" uses the API on another device
    When on the other device they <change>
    Then their next call is refused and they are back at the login

    Examples:
      | change                                                   |
      | make "admin@demo.local" a reader                         |
      | switch off "admin@demo.local"                            |
      | set the password of "admin@demo.local" to "welcome-2026" |
      | end every session of "admin@demo.local"                  |

  @admin
  Scenario: Working as a reseller stops 12 hours after the admin's login
    Given "admin@demo.local" is logged in
    And they keep working for 700 minutes, a call every 20 minutes
    And they connected as "reseller@demo.local"
    When they keep working for 19 minutes, a call every 19 minutes
    Then their next call is answered
    When the server's clock moves on by 2 minutes
    Then their next call is refused and they are back at the login
