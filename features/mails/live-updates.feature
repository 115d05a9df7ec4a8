@mails
Feature: Live updates after a lost connection
  The app follows the changes on its event stream; after a lost connection it resumes from the last
  event it received and gets every change missed, or, when they are too many or too old to give, is
  told to reload what it shows (docs/api/README.md#events).

  @admin
  Scenario: A connection back after a few changes gets each of them
    Given "admin@demo.local" is logged in
    And their live updates lost their connection
    When 3 changes they may see are made meanwhile
    And their live updates connect again
    Then they receive the 3 changes missed, then are live again

  @admin
  Scenario: A connection back after more changes than a stream holds is told to reload
    Given "admin@demo.local" is logged in
    And their live updates lost their connection
    When 1500 changes they may see are made meanwhile
    And their live updates connect again
    Then they are told to reload what they show, then are live again
