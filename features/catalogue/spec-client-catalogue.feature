@catalogue @api
Feature: The catalogue and the settings for a client written from the original call list
  Such a client knows each call by its path and sends only the parameters and fields the original
  list names. It switches a scenario by the scenario's update (the list has no other route for
  it), gets every dimension from one non-paged list, and finds every other call where the list
  says it is.

  Background:
    Given a client of the original call list is signed in as "admin@demo.local"

  @seed
  Scenario: It switches a scenario off by its update and reads it back off
    It needs the seed: it names the seed's scenario 1 by its id, and leaves it off.

    When it calls PUT "/admin/scenarios/1" with:
      """json
      { "status": false }
      """
    Then it is answered 200 with "status": false
    When it calls GET "/admin/scenarios/1"
    Then it is answered 200 with "status": false
    And the scenario 1 is off in the list of scenarios

  @seed
  Scenario: It switches a scenario back on beside its papers, finishes and categories
    It needs the seed: it switches the seed's scenario 9 off in its database first, and names papers 1 and 2 and category 2.

    Given the scenario 9 is off
    When it calls PUT "/admin/scenarios/9" with:
      """json
      { "papers": [2, 1], "finishes": [], "categories": [2], "status": true }
      """
    Then it is answered 200 with "status": true
    When it calls GET "/admin/scenarios/9"
    Then it is answered 200 with "status": true
    And the scenario read has the papers 1 and 2, no finish and the category 2
    And it names its paper 1, no finishing and its category 2 as the original list does

  @seed
  Scenario: The active route stays as an alias of the switch
    It needs the seed: it names the seed's scenario 1 by its id, and leaves it off.

    When it calls PUT "/admin/scenarios/active/1" with:
      """json
      { "status": false }
      """
    Then it is answered 200 with "status": false

  @seed
  Scenario: It lists the dimensions without parameters and gets all of them
    It needs the seed: it writes 30 dimensions into the seed's database and counts the seed's 15.

    Given 30 more dimensions came into the catalogue
    When it calls GET "/admin/dimensions"
    Then it is answered 200 with a list of 45 rows of 45

  @seed
  Scenario: It gets the poses for the category form
    It needs the seed: it counts the seed's 2 poses.

    When it calls GET "/admin/categories/poses"
    Then it is answered 200 with a list of 2 rows of 2

  @seed
  Scenario: It lists, reads, changes and synchronises the scenarios as written
    It needs the seed: it counts the seed's 13 scenarios and finds its Kraft papers.

    When it calls GET "/admin/scenarios" with "_limit=5&_page=2&_index=name&_order=asc&_search=SC-"
    Then it is answered 200 with a list of 5 rows of 13, sorted by "name"
    When it calls GET "/admin/scenarios" with "_search=Kraft"
    Then every row answered has "Kraft" in its "name"
    When it calls GET "/admin/scenarios/refresh"
    Then it is answered 200 with "message": "success"

  @seed
  Scenario: It deletes a scenario nothing uses
    It needs the seed: the production system's scenario 99 is written into the seed's database.

    Given the production system sent a scenario 99 that nothing uses
    When it calls DELETE "/admin/scenarios/99"
    Then it is answered 204
    When it calls GET "/admin/scenarios/99"
    Then it is answered 404

  @seed
  Scenario: It lists the calculator tooltips by ?_type=
    It needs the seed: it counts the seed's 2 tooltips.

    When it calls GET "/admin/cms" with "_type=tooltip"
    Then it is answered 200 with a list of 2 rows of 2
    When it calls GET "/admin/cms" with "_type=faq"
    Then it is answered 200 with a list of 0 rows of 0

  Scenario Outline: <path> takes its record calls as written
    When it creates a record at "<path>", lists it, changes it, reads it back and deletes it
    Then those calls are answered 201, 200, 200, 200 and 204
    And the list held the record, the read showed the change, and the record is gone

    Examples:
      | path                            |
      | /admin/categories               |
      | /admin/categories/scenarios     |
      | /admin/mandrels                 |
      | /admin/orientations             |
      | /admin/papers                   |
      | /admin/finishes                 |
      | /admin/provide-number-per-rolls |
      | /admin/dimensions               |
      | /shapes                         |
      | /admin/cms                      |
      | /admin/config_env               |
