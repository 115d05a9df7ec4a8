@session
Feature: Password rules
  Every new or changed password has at least 8 characters, is not one of the 10,000 most common
  passwords and is not the login; the server refuses it on the password field
  (docs/access.md#passwords).

  @admin
  Scenario Outline: A <what> password is refused for a new user
    Given "admin@demo.local" is logged in
    When they create the reader "lea.martin@example.com" with the password "<password>"
    Then it is refused on the field "password" saying "<message>"
    And there is no account "lea.martin@example.com"

    Examples:
      | what      | password               | message                                                     |
      | common    | password               | Ce mot de passe est trop courant : choisissez-en un autre.  |
      | common    | 12345678               | Ce mot de passe est trop courant : choisissez-en un autre.  |
      | common    | azertyui               | Ce mot de passe est trop courant : choisissez-en un autre.  |
      | too short | court                  | Le mot de passe doit contenir au moins 8 caractères.        |
      | login     | Lea.Martin@example.com | Le mot de passe ne peut pas être identique à l’identifiant. |

  @admin
  Scenario: A password that meets the rules is accepted
    Given "admin@demo.local" is logged in
    When they create the reader "lea.martin@example.com" with the password "welcome-2026"
    Then "lea.martin@example.com" can log in with the password "welcome-2026"

  Scenario: A reset link refuses a common password and still works with a good one
    Given a reset link was sent to "reseller@demo.local"
    When they choose the password "iloveyou" with the link
    Then it is refused on the field "password" saying "Ce mot de passe est trop courant : choisissez-en un autre."
    When they choose the password "n3w-passw0rd" with the link
    Then "reseller@demo.local" can log in with the password "n3w-passw0rd"
