@users
Feature: The user list, as an admin
  The admin sees every account but the resellers' (they have their own list), newest first,
  25 per page, and can search, sort and page through it.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario: The list opens on the newest 25 users with the full count
    When they open the user list
    Then they see the newest 25 users and the count of every account but the resellers

  @admin
  Scenario: A search narrows the list
    When they search the users for "imprimerie dupont"
    Then they see only users matching "imprimerie dupont"

  @admin
  Scenario: A search for nonsense finds nothing
    When they search the users for "zzqxw-nothing-like-it"
    Then they see no user, for an active search

  @admin
  Scenario: Sorting by username
    When they sort the users by username
    Then the users are in username order

  @admin
  Scenario: The second page follows the first
    Given they open the user list
    When they open page 2 of the users
    Then they see users 26 to 50 of the newest first

  @admin
  Scenario: A page of 500 users is refused
    When they ask for 500 users per page
    Then it is refused as invalid on the field "_limit"
