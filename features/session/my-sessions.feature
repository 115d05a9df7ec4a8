@session
Feature: My open sessions
  Every browser a user logs in from has a session of its own. From the user menu the user sees them
  (when each started and was last seen, in which browser, this one marked) and ends the ones it no
  longer uses: that browser is logged out at once (docs/access.md#sessions).

  @reseller
  Scenario: A reseller ends the session of another browser, which is logged out
    Given "reseller@demo.local" is also logged in on another browser
    And "reseller@demo.local" is logged in
    When they open their sessions
    Then they see 2 open sessions, newest first, this one marked
    When they end the other session
    Then they see 1 open session, newest first, this one marked
    And the other browser is logged out at its next call
    And the session is open for "reseller@demo.local" as reseller

  @admin
  Scenario: An admin ends every other session at once and keeps this one
    Given "admin@demo.local" is also logged in on 2 other browsers
    And "admin@demo.local" is logged in
    When they end all their other sessions
    Then 2 other sessions ended
    And the other browsers are logged out at their next call
    When they open their sessions
    Then they see 1 open session, newest first, this one marked

  @reseller
  Scenario: Another account's sessions are neither listed nor ended
    Given "reseller2@demo.local" is also logged in on another browser
    And "reseller@demo.local" is logged in
    When they open their sessions
    Then they see 1 open session, newest first, this one marked
    When they try to end the session of "reseller2@demo.local" by its id
    Then it is refused as not found
    And the other browser is still logged in

  @reseller
  Scenario: A reseller sees support working in its account as support, and leaves it to support
    Given "admin@demo.local" works in the account of "reseller@demo.local" from another browser
    And "reseller@demo.local" is logged in
    When they open their sessions
    Then they see 2 open sessions, newest first, this one marked
    And one of them is support, without its browser
    When they try to end the support session
    Then it is refused as not found
    When they end all their other sessions
    Then 0 other sessions ended
    And the other browser is still logged in
