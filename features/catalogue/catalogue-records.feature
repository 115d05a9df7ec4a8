@catalogue
Feature: Keeping the catalogue, as an admin
  Mandrels, orientations, papers, finishes, quantities per roll, shapes, categories, dimensions
  and category scenarios are kept the same way: an admin adds, renames and deletes them, names and
  codes stay unique, numbers stay in range, and what something else still uses is not deleted.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario Outline: An admin adds a <entity>
    When they create the <entity> "<name>"
    Then the <entity> list shows "<name>"

    Examples:
      | entity            | name                               |
      | mandrel           | 50 mm                              |
      | orientation       | 9                                  |
      | paper             | Papier métallisé                   |
      | finish            | Vernis mat                         |
      | quantity per roll | 5000                               |
      | shape             | Étoile                             |
      | category          | Étiquettes miel                    |
      | dimension         | Format carré                       |
      | category scenario | Étiquettes bière / vin Vélin blanc |

  @admin
  Scenario Outline: An admin renames a <entity>
    Given they created the <entity> "<name>"
    When they rename the <entity> "<name>" to "<new name>"
    Then the <entity> list shows "<new name>" and no longer "<name>"

    Examples:
      | entity            | name             | new name             |
      | mandrel           | 50 mm            | 60 mm                |
      | orientation       | 9                | 10                   |
      | paper             | Papier métallisé | Papier nacré         |
      | finish            | Vernis mat       | Vernis brillant      |
      | quantity per roll | 5000             | 7500                 |
      | shape             | Étoile           | Cœur                 |
      | category          | Étiquettes miel  | Étiquettes confiture |
      | dimension         | Format carré     | Format bouteille     |

  @admin
  Scenario Outline: An admin deletes a <entity> nothing uses
    Given they created the <entity> "<name>"
    When they delete the <entity> "<name>"
    Then the <entity> "<name>" is gone

    Examples:
      | entity            | name                               |
      | mandrel           | 50 mm                              |
      | orientation       | 9                                  |
      | paper             | Papier métallisé                   |
      | finish            | Vernis mat                         |
      | quantity per roll | 5000                               |
      | category          | Étiquettes miel                    |
      | dimension         | Format carré                       |
      | category scenario | Étiquettes bière / vin Vélin blanc |

  @admin
  Scenario Outline: A <entity> still in use is not deleted, and the message says what uses it
    When they delete the <entity> "<name>"
    Then it is refused with a message naming "<used by>"
    And the <entity> list still shows "<name>"

    Examples:
      | entity            | name           | used by                                |
      | mandrel           | 40 mm          | Étiquettes alimentaires                |
      | orientation       | 5              | les catégories Étiquettes alimentaires |
      | paper             | Kraft brun     | les catégories Étiquettes vin          |
      | paper             | Kraft brun     | les scénarios vin Kraft brun           |
      | finish            | Gaufrage       | les papiers Vélin blanc, Papier vergé  |
      | quantity per roll | 250            | les catégories Étiquettes vin          |
      | category          | Étiquettes vin | les dimensions Petit format            |
      | category          | Étiquettes vin | les scénarios vin Vélin blanc          |

  @admin
  Scenario Outline: A <entity> whose <field> is out of range is refused
    When they create the <entity> "<name>"
    Then it is refused as invalid on the field "<field>"
    And the <entity> list does not show "<name>"

    Examples:
      | entity            | name   | field  |
      | mandrel           | 900 mm | number |
      | orientation       | 120    | number |
      | quantity per roll | 0      | name   |
      | quantity per roll | 250000 | name   |

  @admin
  Scenario Outline: A <entity> named like another is refused
    When they create the <entity> "<name>"
    Then it is refused as invalid on the field "<field>"
    And the <entity> list still shows "<name>" once

    Examples:
      | entity            | name                             | field    |
      | mandrel           | 76 mm                            | number   |
      | orientation       | 3                                | number   |
      | paper             | Kraft brun                       | name     |
      | finish            | Gaufrage                         | name     |
      | quantity per roll | 500                              | name     |
      | shape             | Rond                             | name     |
      | category          | Étiquettes vin                   | name     |
      | category scenario | Étiquettes vin / vin Vélin blanc | scenario |
