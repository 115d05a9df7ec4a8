@resellers @api @reseller
Feature: The server's margin grid rules, through the API
  The margin grid page checks a file before sending it (docs/rules.md#margin-price-csv); these
  scenarios send the file to the API itself, and the server must refuse on its own. `{uid}` in a
  file is a scenario the server offers for a grid.

  Scenario: The server refuses a line naming an unknown scenario
    Given "reseller@demo.local" calls the API
    When they send the API the margin grid
      """
      scenario_uid;quantity;marge
      SC-999-INCONNU;500;20
      """
    Then the API refuses it with 400, saying "Fichier refusé : 1 erreur(s), rien n’a été importé."
    And the refusal names "line 2": "Scénario inconnu : SC-999-INCONNU."
    And their margin grid is as it was

  Scenario: One bad line refuses the whole file: nothing is applied
    Given "reseller@demo.local" calls the API
    When they send the API the margin grid
      """
      scenario_uid;quantity;marge
      {uid};500;25
      {uid};1000;beaucoup
      """
    Then the API refuses it with 400, saying "Fichier refusé : 1 erreur(s), rien n’a été importé."
    And the refusal names "line 3": "Marge invalide « beaucoup » : entre 0 et 1000 attendue."
    And their margin grid is as it was

  Scenario: The server refuses a margin file over 2 MB
    Given "reseller@demo.local" calls the API
    When they send the API a margin grid of 3 MB
    Then the API refuses it with 413, saying "Fichier trop volumineux."
    And their margin grid is as it was

  Scenario: The server refuses a margin file of more than 10,000 lines before reading them
    Given "reseller@demo.local" calls the API
    When they send the API a margin grid of 699040 lines of empty cells
    Then the API refuses it with 400, saying "Fichier refusé : 1 erreur(s), rien n’a été importé."
    And the refusal names "file": "Le fichier dépasse 10000 lignes, en-tête à part."
    And their margin grid is as it was

  Scenario: A refused file lists its first 100 bad lines and counts them all
    Given "reseller@demo.local" calls the API
    When they send the API a margin grid of 10000 lines of empty cells
    Then the API refuses it with 400, saying "Fichier refusé : 30000 erreur(s), rien n’a été importé."
    And the refusal lists 100 lines, the first "line 2"
  Scenario: The server refuses a negative margin
    Given "reseller@demo.local" calls the API
    When they send the API the margin grid
      """
      scenario_uid;quantity;marge
      {uid};500;25
      {uid};1000;-5
      """
    Then the API refuses it with 400, saying "Fichier refusé : 1 erreur(s), rien n’a été importé."
    And the refusal names "line 3": "Marge invalide « -5 » : entre 0 et 1000 attendue."
    And their margin grid is as it was

  Scenario: The server refuses a quantity of 0
    Given "reseller@demo.local" calls the API
    When they send the API the margin grid
      """
      scenario_uid;quantity;marge
      {uid};500;25
      {uid};0;20
      """
    Then the API refuses it with 400, saying "Fichier refusé : 1 erreur(s), rien n’a été importé."
    And the refusal names "line 3": "Quantité invalide « 0 » : entier positif attendu."
    And their margin grid is as it was

  Scenario: The server refuses a scenario and quantity given twice
    Given "reseller@demo.local" calls the API
    When they send the API the margin grid
      """
      scenario_uid;quantity;marge
      {uid};500;25
      {uid};500;30
      """
    Then the API refuses it with 400, saying "Fichier refusé : 1 erreur(s), rien n’a été importé."
    And the refusal names "line 3": "Doublon de la ligne 2 ({uid} × 500)."
    And their margin grid is as it was
