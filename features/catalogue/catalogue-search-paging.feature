@catalogue
Feature: Finding things in the catalogue, as an admin
  The catalogue lists search as the user types a word, and show 10 rows a page, newest first;
  category scenarios and scenarios show 25 a page; dimensions show every row on one page.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario Outline: An admin searches the <entities>
    When they search the <entities> for "<text>"
    Then they see only <entities> matching "<text>"

    Examples:
      | entities            | text   |
      | mandrels            | 76     |
      | orientations        | 7      |
      | papers              | poly   |
      | finishes            | dorure |
      | quantities per roll | 000    |
      | shapes              | carr   |
      | categories          | bière  |
      | category scenarios  | bière  |
      | scenarios           | kraft  |

  @admin
  Scenario Outline: An admin pages through the <entities>, 10 at a time
    Given there are 23 <entities>
    When they open page 3 of the <entities>
    Then they see 3 <entities> of 23, newest first

    Examples:
      | entities            |
      | mandrels            |
      | orientations        |
      | papers              |
      | finishes            |
      | quantities per roll |
      | shapes              |
      | categories          |

  @admin
  Scenario Outline: An admin pages through the <entities>, 25 at a time
    Given there are 40 <entities>
    When they open page 2 of the <entities>
    Then they see 15 <entities> of 40, newest first

    Examples:
      | entities           |
      | category scenarios |
      | scenarios          |

  @admin
  Scenario: The dimensions show on one page, without paging
    Given there are 30 dimensions
    When they open the dimension list
    Then they see all 30 dimensions on one page
