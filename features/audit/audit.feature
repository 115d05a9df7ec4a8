@audit
Feature: History and audit
  Every write through the API leaves an entry on the server (docs/audit.md): an order's detail tells
  its history, oldest first, and staff search the whole trail by record, person, action and dates.

  @admin @smoke
  Scenario: An order's timeline tells an admin's status change, in its words
    Given "admin@demo.local" is logged in
    And they open a pending order
    And they change its status to "En cours de traitement"
    When they read the history of that order
    Then its last entries are, oldest first:
      | action | by               | detail |
      | status | admin@demo.local | 0 → 1  |

  @reseller @admin
  Scenario: An order's timeline tells a cancellation asked then refused, in that order
    Given "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Le client hésite"
    And "admin@demo.local" is logged in
    And they refuse the cancellation request of that order
    When they read the history of that order
    Then its last entries are, oldest first:
      | action        | by                  | detail               |
      | cancel-ask    | reseller@demo.local | Le client hésite     |
      | status        | reseller@demo.local | 0 → 4                |
      | cancel-refuse | admin@demo.local    | pending → unapproved |
      | status        | admin@demo.local    | 4 → 0                |

  @reseller @admin
  Scenario: The reseller reads the same history, staff shown by role only
    Given "reseller@demo.local" is logged in
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Erreur de quantité"
    And "admin@demo.local" is logged in
    And they refuse the cancellation request of that order
    And "reseller@demo.local" is logged in
    When they read the history of that order
    Then its last entry is a status change by the team, not by name

  @admin
  Scenario: An admin connected as a reseller is shown as such
    Given "admin@demo.local" is logged in
    And they connect as "reseller@demo.local"
    And they open one of their "En attente" orders
    And they ask to cancel it saying "Demandé par le support"
    And "admin@demo.local" is logged in
    When they read the history of that order
    Then the cancellation asked is by "admin@demo.local" acting as "reseller@demo.local"

  @admin
  Scenario: The audit page's filters find one change among thousands
    Given "admin@demo.local" is logged in
    And they set the discount of "reseller2@demo.local" to 12
    When they filter the audit trail by the reseller "reseller2@demo.local"
    Then they see 1 entry of more than 10000
    And it says "discount" went to "12", by "admin@demo.local"

  @reseller
  Scenario: A reseller may not read the audit trail
    Given "reseller@demo.local" is logged in
    When they filter the audit trail by the reseller "reseller@demo.local"
    Then it is refused as forbidden
