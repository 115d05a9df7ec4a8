@session
Feature: Coming back to the back office
  A reload keeps the session when the server still knows its token; otherwise it ends.

  @admin @reseller
  Scenario Outline: A <role> finds the session open after a reload
    Given "<login>" is logged in
    When the page is reloaded
    Then the session is open for "<login>" as <role>

    Examples:
      | login               | role     |
      | admin@demo.local    | admin    |
      | reseller@demo.local | reseller |

  @reseller
  Scenario: A session the server revoked ends at the reload
    Given "reseller@demo.local" is logged in
    And the server has revoked the session
    When the page is reloaded
    Then nobody is logged in

  Scenario: A session with a token the server never issued ends at the reload
    Given the browser keeps a session of "admin@demo.local" with an unknown token
    When the page is reloaded
    Then nobody is logged in
