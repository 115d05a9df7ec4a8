@non-conformities
Feature: Non-conforming orders and the reseller's answer
  An admin places a reseller's order in non-conforming; the reseller sees it waiting in its own
  list and sidebar count, and answers 'print anyway' or 'send new file' with one new PDF per
  series. Either answer puts the order back in progress. Staff's sidebar counts every
  non-conformity still waiting for a reseller's answer.

  @reseller
  Scenario: A flagged order waits in the reseller's list and counts in its sidebar
    Given "reseller@demo.local" is logged in
    And they note their count of waiting non-conformities
    And an admin has placed an order of "reseller@demo.local" in non-conforming
    When "reseller@demo.local" is logged in
    And they open the non-conforming orders
    Then that non-conformity comes first, waiting, with the admin's reason and comment
    And they see only the non-conformities of "reseller@demo.local", newest first
    And their count of waiting non-conformities has gone up by 1
    And their sidebar reads the count of waiting non-conformities as "N en attente"

  @reseller
  Scenario: Another reseller sees nothing of it and keeps its count
    Given "reseller2@demo.local" is logged in
    And they note their count of waiting non-conformities
    And an admin has placed an order of "reseller@demo.local" in non-conforming
    When "reseller2@demo.local" is logged in
    And they open the non-conforming orders
    Then that non-conformity is not listed
    And they see only the non-conformities of "reseller2@demo.local", newest first
    And their count of waiting non-conformities is unchanged
    When they ask the API for the count of waiting non-conformities of "reseller@demo.local"
    Then it is refused as not found

  @admin
  Scenario Outline: The <who> counts the non-conformities waiting for a reseller's answer, every reseller's
    Given "<login>" is logged in
    And they note their count of waiting non-conformities
    And an admin has placed an order of "reseller@demo.local" in non-conforming
    When "<login>" is logged in
    Then their count of waiting non-conformities has gone up by 1
    And their sidebar reads the count of waiting non-conformities as "N en attente des revendeurs"
    When they note their count of waiting non-conformities
    And "reseller@demo.local" is logged in
    And they answer that non-conformity "Imprimer en l’état" saying "Imprimez tel quel"
    And "<login>" is logged in
    Then their count of waiting non-conformities has gone down by 1

    Examples:
      | who    | login             |
      | admin  | admin@demo.local  |
      | reader | reader@demo.local |

  @reseller @smoke
  Scenario: The reseller prints as is: the order is in progress again
    Given an admin has placed an order of "reseller@demo.local" in non-conforming
    And "reseller@demo.local" is logged in
    And they note their count of waiting non-conformities
    When they open the non-conforming orders
    And they answer that non-conformity "Imprimer en l’état" saying "Imprimez tel quel"
    Then they are told "Réponse envoyée."
    And that non-conformity is answered "Imprimer en l’état" saying "Imprimez tel quel"
    And the order shows "En cours de traitement"
    And their count of waiting non-conformities has gone down by 1

  @reseller
  Scenario: Sending new files needs one for every series
    Given an admin has placed an order of "reseller@demo.local" in non-conforming
    And "reseller@demo.local" is logged in
    When they open the non-conforming orders
    And they answer that non-conformity "Nouveau fichier envoyé" saying "Voici les fichiers"
    Then it is refused because "Envoyez un nouveau PDF pour chaque série avant de valider."
    And they are not told "Réponse envoyée."
    And that non-conformity still waits

  @reseller
  Scenario: A file that is not a PDF is refused, by the back office and by the API
    Given an admin has placed an order of "reseller@demo.local" in non-conforming
    And "reseller@demo.local" is logged in
    When they open the non-conforming orders
    And they send "etiquette.pdf" holding plain text for the first series
    Then it is refused because "Ce fichier n’est pas un PDF."
    And they are not told "Nouveau fichier envoyé."
    When they send "etiquette.pdf" holding plain text for the first series straight through the API
    Then it is refused as invalid on the field "file"

  @reseller
  Scenario: A file over 20 MB is refused
    Given an admin has placed an order of "reseller@demo.local" in non-conforming
    And "reseller@demo.local" is logged in
    When they open the non-conforming orders
    And they send a PDF of 21 MB for the first series
    Then it is refused because "Ce fichier dépasse 20 Mo."

  @reseller
  Scenario: The reseller sends a new PDF per series, then its answer: the order is in progress again
    Given an admin has placed an order of "reseller@demo.local" in non-conforming
    And "reseller@demo.local" is logged in
    And they note their count of waiting non-conformities
    When they open the non-conforming orders
    And they send a new PDF for each series of the order
    Then each series shows its new file, each told "Nouveau fichier envoyé."
    When they answer that non-conformity "Nouveau fichier envoyé" saying "Fichiers corrigés"
    Then they are told "Réponse envoyée."
    And that non-conformity is answered "Nouveau fichier envoyé" saying "Fichiers corrigés"
    And the order shows "En cours de traitement"
    And their count of waiting non-conformities has gone down by 1

  @admin
  Scenario Outline: The <who> cannot send files nor answer for the reseller
    Given an admin has placed an order of "reseller@demo.local" in non-conforming
    And "<login>" is logged in
    When they send a new PDF for the first series
    Then it is refused as forbidden
    When they answer that non-conformity "Imprimer en l’état" saying "Par l'équipe"
    Then it is refused as forbidden
    And that non-conformity still waits

    Examples:
      | who    | login             |
      | admin  | admin@demo.local  |
      | reader | reader@demo.local |

  @reseller
  Scenario: Another reseller cannot send files nor answer a reseller's request
    Given an admin has placed an order of "reseller@demo.local" in non-conforming
    And "reseller2@demo.local" is logged in
    When they send a new PDF for the first series
    Then it is refused as not found
    When they answer that non-conformity "Imprimer en l’état" saying "Pas le mien"
    Then it is refused as not found
    When "reseller@demo.local" is logged in
    Then that non-conformity still waits
