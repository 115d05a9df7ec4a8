@session
Feature: An expired session
  Any refused call (401) logs the user out once, with a single notice, however many calls
  failed together.

  @admin @reseller
  Scenario Outline: Several lists refused together log the <who> out once
    Given "<login>" is logged in
    And the server has revoked the session
    When 3 lists load at the same time
    Then every list is refused as unauthorized
    And nobody is logged in
    And exactly 1 notice says "Votre session a expiré. Merci de vous reconnecter."

    Examples:
      | who      | login               |
      | admin    | admin@demo.local    |
      | reseller | reseller@demo.local |
