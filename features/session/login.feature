@session
Feature: Logging in and out
  Staff and resellers log in with their email and the password; a reseller's quote users
  may not use the back office. Logging out forgets the session.

  @smoke
  Scenario Outline: A <role> logs in
    When "<login>" logs in with the password "demo"
    Then the session is open for "<login>" as <role>

    Examples:
      | login               | role     |
      | admin@demo.local    | admin    |
      | reseller@demo.local | reseller |
      | reader@demo.local   | reader   |

  @smoke
  Scenario: A wrong password is refused with the server's message
    When "admin@demo.local" logs in with the password "not-the-password"
    Then the login is refused with the message "Identifiant ou mot de passe incorrect."
    And nobody is logged in

  Scenario: A reseller's quote user may not log in to the back office
    When "client@demo.local" logs in with the password "demo"
    Then the login is refused because the account may not use the back office
    And nobody is logged in

  @admin @reseller
  Scenario Outline: A <who> logs out
    Given "<login>" is logged in
    When they log out
    Then nobody is logged in
    And their former token is refused

    Examples:
      | who      | login               |
      | admin    | admin@demo.local    |
      | reseller | reseller@demo.local |
