@session
Feature: Ending an account's sessions
  An admin ends every session of a user or a reseller from its detail page (a lost laptop, someone
  leaving): the account is logged out everywhere and must log in again (docs/access.md#sessions).

  @admin
  Scenario: An admin ends a reseller's sessions
    Given "reseller@demo.local" is also logged in on 2 other browsers
    And "admin@demo.local" is logged in
    When they end every session of "reseller@demo.local"
    Then they are told 2 sessions ended
    And the other browsers are logged out at their next call

  @admin
  Scenario: An admin ends the sessions of a back-office user
    Given "reader@demo.local" is also logged in on another browser
    And "admin@demo.local" is logged in
    When they end every session of "reader@demo.local"
    Then they are told 1 session ended
    And the other browser is logged out at its next call

  @reseller
  Scenario Outline: A <role> may not end an account's sessions
    Given "reseller2@demo.local" is also logged in on another browser
    And "<login>" is logged in
    When they end every session of "reseller2@demo.local"
    Then it is refused as forbidden
    And the other browser is still logged in

    Examples:
      | role     | login               |
      | reader   | reader@demo.local   |
      | reseller | reseller@demo.local |
