@session
Feature: The reset link the owner holds
  Anyone may ask for an account's reset link, only its owner receives it: asking again sends a new
  link and leaves the one already sent working. The new password, chosen with any of them, ends them
  all (docs/api/README.md#passwords).

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
