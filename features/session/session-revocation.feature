@session
Feature: Sessions ended for good
  A password change, a switch-off, an admin ending an account's sessions, or the user ending its
  other sessions ends sessions on the server; the back office's next call is then refused and the
  user is back at the login (docs/api/README.md#authentication).

  @reseller
  Scenario: Changing one's password on another device ends this session, not that one
    Given "reseller@demo.local" is logged in
    And "reseller@demo.local" uses the API on another device
    When on the other device they change their password to "welcome-2026" with the current password "demo"
    Then their next call is refused and they are back at the login
    And the other device is still logged in

  Scenario: An admin setting the password ends every session of the account
    Given "reader@demo.local" is logged in
    And "admin@demo.local" uses the API on another device
    When on the other device they set the password of "reader@demo.local" to "welcome-2026"
    Then their next call is refused and they are back at the login

  @reseller
  Scenario Outline: Switching a <who> off ends its sessions
    Given "<login>" is logged in
    And "admin@demo.local" uses the API on another device
    When on the other device they switch off "<login>"
    Then their next call is refused and they are back at the login
    And "<login>" can no longer log in with the password "demo"

    Examples:
      | who      | login               |
      | user     | reader@demo.local   |
      | reseller | reseller@demo.local |

  @reseller
  Scenario: An admin ends a reseller's sessions
    Given "reseller@demo.local" is logged in
    And "admin@demo.local" uses the API on another device
    When on the other device they end every session of "reseller@demo.local"
    Then their next call is refused and they are back at the login
    And the other device is still logged in

  @admin
  Scenario: A user ends its other sessions from another device
    Given "admin@demo.local" is logged in
    And "admin@demo.local" uses the API on another device
    When on the other device they end their other sessions
    Then their next call is refused and they are back at the login
    And the other device is still logged in
