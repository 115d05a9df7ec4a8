@concurrency
Feature: No lost update: a change made on a stale copy is refused
  Two people who open the same record and save it one after the other must not silently undo each
  other's change: the second is told the record changed since they opened it, nothing of theirs is
  saved, and once they reload it their change goes through with the first one kept
  (docs/api/README.md#versions-and-lost-updates).

  Scenario: Two admins save the same reseller: the stale copy is refused, then saved after a reload
    Given "admin@demo.local" and "superadmin@demo.local" both open the reseller "reseller@demo.local"
    When "admin@demo.local" saves the discount 15 on their copy of the reseller
    And "superadmin@demo.local" saves the company "Dupont & Fils" on their copy of the reseller
    Then "superadmin@demo.local" is told the record changed since they opened it
    And the reseller "reseller@demo.local" has the discount 15 and the company "Imprimerie Dupont"
    When "superadmin@demo.local" reloads the reseller and saves the company "Dupont & Fils" again
    Then the reseller "reseller@demo.local" has the discount 15 and the company "Dupont & Fils"

  @smoke
  Scenario: Two admins change the same order's status: the stale copy is refused, then changed after a reload
    Given "admin@demo.local" and "superadmin@demo.local" both open the same pending order
    When "admin@demo.local" moves their copy of the order to "En cours de traitement"
    And "superadmin@demo.local" moves their copy of the order to "Annulée"
    Then "superadmin@demo.local" is told the record changed since they opened it
    And the order they both opened is "En cours de traitement"
    When "superadmin@demo.local" reloads the order and moves it to "En production"
    Then the order they both opened went through "En attente", "En cours de traitement", "En production"

  Scenario: A client of the original call list, sending no version, still saves; the older copy is then refused
    Given "admin@demo.local" and "superadmin@demo.local" both open the reseller "reseller@demo.local"
    When a client of the original call list sets the discount of "reseller@demo.local" to 8
    Then that client's change is accepted
    When "admin@demo.local" saves the company "Dupont & Fils" on their copy of the reseller
    Then "admin@demo.local" is told the record changed since they opened it
    And the reseller "reseller@demo.local" has the discount 8 and the company "Imprimerie Dupont"
