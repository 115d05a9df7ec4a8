Feature: One live reset link per account
  Asking for a new reset link revokes the one sent before: only the newest works
  (docs/api/README.md#authentication).

  Scenario: A second link revokes the first
    Given a reset link was sent to "reseller@demo.local"
    And they keep that first link to "reseller@demo.local"
    And a reset link was sent to "reseller@demo.local"
    When they choose the password "n3w-passw0rd" with the first link
    Then the password change is refused with "error_token"
    And "reseller@demo.local" can still log in with the password "demo"
    When they choose the password "n3w-passw0rd" with the link
    Then "reseller@demo.local" can log in with the password "n3w-passw0rd"
