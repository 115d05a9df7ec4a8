@session
Feature: Forgotten password
  A user asks for a reset link by email, then chooses a new password with it.

  Scenario: The email is required
    When someone asks for a password reset for ""
    Then the reset is refused with "Veuillez renseigner votre e-mail."
    And no reset link is issued

  Scenario Outline: An email without an active back-office account is refused
    When someone asks for a password reset for "<email>"
    Then the reset is refused with "Aucun compte actif n’utilise l’e-mail <email>."
    And no reset link is issued

    Examples:
      | email              |
      | nobody@demo.local  |
      | client@demo.local  |

  Scenario: A switched-off account gets no reset link
    Given the account "reseller2@demo.local" is switched off
    When someone asks for a password reset for "reseller2@demo.local"
    Then the reset is refused with "Aucun compte actif n’utilise l’e-mail reseller2@demo.local."
    And no reset link is issued

  @smoke
  Scenario Outline: A <who> resets the password and logs in with the new one
    When someone asks for a password reset for "<login>"
    Then a reset link is issued for "<login>"
    When they choose the password "n3w-passw0rd" with the link
    Then "<login>" can log in with the password "n3w-passw0rd"
    And "<login>" can no longer log in with the password "demo"

    Examples:
      | who      | login               |
      | admin    | admin@demo.local    |
      | reseller | reseller@demo.local |

  Scenario: A wrong token is refused
    Given a reset link was sent to "reseller@demo.local"
    When they choose the password "n3w-passw0rd" with the token "0000deadbeef"
    Then the password change is refused with "Ce lien est invalide ou a expiré."
    And "reseller@demo.local" can still log in with the password "demo"

  Scenario: A link sent to another user is refused
    Given a reset link was sent to "reseller@demo.local"
    When the password "n3w-passw0rd" is chosen with the link for "reseller2@demo.local"
    Then the password change is refused with "Ce lien appartient à un autre compte."
    And "reseller2@demo.local" can still log in with the password "demo"

  Scenario: A link works only once
    Given a reset link was sent to "admin@demo.local"
    And they chose the password "n3w-passw0rd" with the link
    When they choose the password "an0ther-one" with the link
    Then the password change is refused with "Ce lien est invalide ou a expiré."
