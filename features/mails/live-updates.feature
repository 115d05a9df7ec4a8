@mails
Feature: Live updates after a lost connection
  The app follows the changes on its event stream; after a lost connection it resumes from the last
  event it received and gets every change missed, or, when they are too many or too old to give, is
  told to reload what it shows (docs/api/README.md#events). Nothing is lost between a page's first
  reads and its stream either: each answer says which event its data was read as of.

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

  @reseller
  Scenario: A notification made between the page's first reads and its live updates still reaches the user
    Given "reseller@demo.local" is logged in
    And their app has read their notifications before its live updates connect
    When an admin places one of their orders in non-conformity meanwhile
    And their live updates connect
    Then their live updates give them the notification of it
