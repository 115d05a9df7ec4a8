@session
Feature: Staying connected
  A session ends after 30 minutes without a call. Two minutes before, the back office warns and
  offers to stay connected; a call in any tab of the browser keeps the session of every tab; at
  the end the session ends in the browser too and the user is told (docs/access.md#sessions).

  @admin
  Scenario: The warning comes two minutes before the end, and staying connected keeps the session
    Given "admin@demo.local" is logged in
    When 27 minutes pass without a call
    Then they are not warned
    When 1 minutes pass without a call
    Then they are warned that the session ends in "2:00"
    When they choose to stay connected
    Then they are not warned
    When 27 minutes pass without a call
    Then they are not warned
    And the session is open for "admin@demo.local" as admin

  @reseller
  Scenario: A call in another tab keeps the session of every tab
    Given "reseller@demo.local" is logged in
    And they have the back office open in a second tab
    When 20 minutes pass without a call
    And the second tab makes a call
    And 9 minutes pass without a call
    Then they are not warned
    And the session is open for "reseller@demo.local" as reseller

  @reseller
  Scenario: Without a call the session ends, and the user is told
    Given "reseller@demo.local" is logged in
    When 30 minutes pass without a call
    Then nobody is logged in
    And exactly 1 notice says "Votre session a expiré. Merci de vous reconnecter."
    And the token of the session that timed out is refused
