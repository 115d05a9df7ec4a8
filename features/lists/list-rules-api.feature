@lists @api
Feature: The list conventions, through the API
  Every list of the API pages, counts, sorts, searches and filters the same way
  (docs/api/README.md#lists), and every table of the back office relies on it. These scenarios read
  the lists as any client could, and compare what they answer with other pages of the same list.

  @admin @smoke
  Scenario Outline: <path> is paged without overlap, each page the next rows
    Given "admin@demo.local" calls the API
    When they read "<path>" in pages of 10, 25 and 50
    Then each page holds the next rows of one page of 100, none twice
    And a page past the end is empty, with the totals

    Examples:
      | path          |
      | /admin/users  |
      | /admin/orders |
      | /admin/audit  |

  @admin
  Scenario: A page holds 25 rows unless _limit says otherwise, and never more than 100
    Given "admin@demo.local" calls the API
    When they read "/admin/users" with "_page=1"
    Then the page holds 25 rows
    When they read "/admin/users" with "_limit=101"
    Then the API refuses it with 400, saying "Paramètres de liste invalides."
    And the refusal names "_limit": "Valeur entre 1 et 100 attendue."

  @admin
  Scenario Outline: <path> sorts by <column> both ways, empty values last
    Given "admin@demo.local" calls the API
    When they read "<path>" sorted by "<column>", ascending then descending
    Then each page is in order, empty values last

    Examples:
      | path          | column         |
      | /admin/orders | carrier        |
      | /admin/users  | lastConnection |

  @admin
  Scenario Outline: Without _index or _order, <path> comes newest first
    Given "admin@demo.local" calls the API
    When they read "<path>" without _index or _order
    Then its rows come by "<field>", the highest first

    Examples:
      | path          | field     |
      | /admin/orders | createdAt |
      | /admin/users  | id        |

  @admin
  Scenario: Rows that tie keep their order
    Given "admin@demo.local" calls the API
    When they read "/admin/users" sorted by "roles" twice
    Then the tied rows come in the same order each time, and its pages of 25 in step

  @admin
  Scenario: A search ignores case and accents, and is counted
    Given "admin@demo.local" calls the API
    When they search "/admin/resellers" for a word of the "company" of one of its rows, then for it in capitals without accents
    Then both searches find the same rows, totalRequest counts them and total is the whole list’s

  @admin
  Scenario Outline: <filter> keeps only the rows of <path> it names
    Given "admin@demo.local" calls the API
    When they read "<path>" with the <filter> of one of its rows
    Then every row answered has that value, totalRequest counts them and total is the whole list’s

    Examples:
      | path                             | filter         |
      | /admin/orders                    | _filter[]      |
      | /admin/orders                    | _scenario[]    |
      | /admin/orders                    | _resellerId[]  |
      | /admin/quotes                    | _filter[]      |
      | /admin/order_request_cancels     | _filter[]      |
      | /admin/order_not_conformity_list | _filter[]      |
      | /admin/users                     | _resellerId    |
      | /admin/audit                     | _actorId       |

  @admin
  Scenario Outline: <filter> keeps only the mails of the outbox it names
    Given the API has mailed "reseller@demo.local" an order confirmation and "admin@demo.local" a reset link
    And "admin@demo.local" calls the API
    When they read "/admin/mails" with the <filter> of one of its rows
    Then every row answered has that value, totalRequest counts them and total is the whole list’s

    Examples:
      | filter         |
      | _type[]        |
      | _recipientId[] |

  @admin
  Scenario: A day as _end_date counts that day whole
    Given "admin@demo.local" calls the API
    When they read the orders of one day, from _start_date to _end_date
    Then they are the orders from that Paris day’s first instant to its last

  @reseller
  Scenario: A reseller's _resellerId is ignored
    Given "reseller@demo.local" calls the API
    When they read "/admin/orders" with the _resellerId[] of another reseller
    Then the answer is the one without it

  @admin
  Scenario: The dimensions are one list, whatever _limit and _page say
    Given "admin@demo.local" calls the API
    When they read "/admin/dimensions" with "_limit=1&_page=2"
    Then every row of the list is answered
