@users
Feature: Users, as a reader
  A reader sees what an admin sees but may change nothing.

  Scenario: A reader sees the user list
    Given "reader@demo.local" is logged in
    When they open the user list
    Then they see the newest 25 users and the count of every account but the resellers

  Scenario: A reader may not create a user
    Given "reader@demo.local" is logged in
    When they create the reader "nora.reader@demo.local"
    Then it is refused as forbidden
    And there is no account "nora.reader@demo.local"
