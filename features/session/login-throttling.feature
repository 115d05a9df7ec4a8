@session
Feature: Login throttling
  After 5 failed logins for one login within 15 minutes, the next try waits 30 seconds, even with
  the right password; each further failure doubles the wait, up to 15 minutes. A success clears
  the count. A login that matches no account waits the same way (docs/api/README.md#authentication).

  Scenario: Five wrong passwords, then even the right one waits; after the wait it works
    Given "admin@demo.local" logged in with a wrong password 5 times
    When "admin@demo.local" logs in with the password "demo"
    Then the login is refused with a wait of 30 seconds
    And nobody is logged in
    When the server's clock moves on by 30 seconds
    And "admin@demo.local" logs in with the password "demo"
    Then the session is open for "admin@demo.local" as admin

  Scenario: One more wrong password after the wait doubles it
    Given "reseller@demo.local" logged in with a wrong password 5 times
    When the server's clock moves on by 30 seconds
    And "reseller@demo.local" logs in with the password "still-not-it"
    And "reseller@demo.local" logs in with the password "demo"
    Then the login is refused with a wait of 60 seconds

  Scenario: A success clears the failed logins
    Given "reader@demo.local" logged in with a wrong password 4 times
    And "reader@demo.local" is logged in
    And they log out
    And "reader@demo.local" logged in with a wrong password 4 times
    When "reader@demo.local" logs in with the password "demo"
    Then the session is open for "reader@demo.local" as reader

  Scenario: A login without an account waits the same way
    Given "nobody@demo.local" logged in with a wrong password 5 times
    When "nobody@demo.local" logs in with the password "demo"
    Then the login is refused with a wait of 30 seconds
