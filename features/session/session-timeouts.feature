@session
Feature: Session timeouts on the server
  The server ends a session after 30 minutes without a call, and 12 hours after its login however
  active it is; the back office's next call is then refused and the user is back at the login
  (docs/api/README.md#authentication).

  @admin @smoke
  Scenario: 31 minutes without a call end the session
    Given "admin@demo.local" is logged in
    When the server's clock moves on by 31 minutes
    Then their next call is refused and they are back at the login
    And exactly 1 notice says "Votre session a expiré. Merci de vous reconnecter."

  @reseller
  Scenario: Every call keeps the session for 30 more minutes
    Given "reseller@demo.local" is logged in
    When the server's clock moves on by 29 minutes
    Then their next call is answered
    When the server's clock moves on by 29 minutes
    Then their next call is answered
    And the session is open for "reseller@demo.local" as reseller

  Scenario: An active session still ends 12 hours after its login
    Given "reader@demo.local" is logged in
    When they keep working for 700 minutes, a call every 20 minutes
    Then their next call is answered
    When the server's clock moves on by 20 minutes
    Then their next call is refused and they are back at the login
