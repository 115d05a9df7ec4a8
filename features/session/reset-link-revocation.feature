@session
Feature: The reset link the owner holds
  Anyone may ask for an account's reset link, only its owner receives it: asking again sends a new
  link and leaves the one already sent working. The new password, chosen with any of them, ends them
  all; so do a switch-off and a deletion, and an account's id is never another's (docs/api/README.md#passwords).

  Scenario: A link asked for again leaves the first one working
    Given a reset link was sent to "reseller@demo.local"
    And they keep that first link to "reseller@demo.local"
    And a reset link was sent to "reseller@demo.local"
    When they choose the password "n3w-passw0rd" with the first link
    Then "reseller@demo.local" can log in with the password "n3w-passw0rd"

  Scenario: The new password ends the other links
    Given a reset link was sent to "reseller@demo.local"
    And they keep that first link to "reseller@demo.local"
    And a reset link was sent to "reseller@demo.local"
    And they chose the password "n3w-passw0rd" with the link
    When they choose the password "an0ther-passw0rd" with the first link
    Then the password change is refused with "Ce lien est invalide ou a expiré."
    And "reseller@demo.local" can log in with the password "n3w-passw0rd"

  @admin
  Scenario: A deleted account's link opens nothing, not even the account created after it
    Given "admin@demo.local" is logged in
    And they create the reader "leaving.reader@demo.local" with the password "welcome-2026"
    And a reset link was sent to "leaving.reader@demo.local"
    When they delete "leaving.reader@demo.local"
    And they create the admin "new.admin@demo.local" with the password "welcome-2026"
    And the password "inherited-2026" is chosen with the link for "new.admin@demo.local"
    Then the password change is refused with "Ce lien est invalide ou a expiré."
    And "new.admin@demo.local" can still log in with the password "welcome-2026"

  @admin
  Scenario: A switched-off account's link stays refused once it is switched on again
    Given a reset link was sent to "reader@demo.local"
    And "admin@demo.local" is logged in
    And they deactivated "reader@demo.local"
    When they activate "reader@demo.local"
    And they choose the password "n3w-passw0rd" with the link
    Then the password change is refused with "Ce lien est invalide ou a expiré."

  @admin
  Scenario: A password chosen with a reset link is recorded as the link's doing, not its owner's
    Given a reset link was sent to "reseller@demo.local"
    And they chose the password "n3w-passw0rd" with the link
    When "admin@demo.local" is logged in
    And they filter the audit trail by the user "reseller@demo.local"
    Then its newest entry is the password set through the reset link, by no session
