@settings
Feature: Who may see and change the settings
  Readers see the settings and change nothing; resellers do not reach them at all.

  Scenario: A reader sees the tooltips but may not add one
    Given "reader@demo.local" is logged in
    When they open the calculator tooltips
    Then they see 2 tooltips
    When they create the tooltip "Largeur" for "width" saying "En cm."
    Then it is refused as forbidden
    And "width" has no tooltip

  Scenario: A reader may not delete a tooltip
    Given "reader@demo.local" is logged in
    When they delete the tooltip for "mandrel"
    Then it is refused as forbidden
    And "mandrel" still has exactly one tooltip

  Scenario: A reader sees the configuration without its secrets and may not change it
    Given "reader@demo.local" is logged in
    When they open the environment configuration
    Then the FTP URL shows "ftp://ftp.labelprint.example/incoming"
    And the FTP password and the tracking token are withheld
    When they set the FTP URL to "ftp://ftp.reader.example"
    Then it is refused as forbidden
    And the environment configuration is unchanged

  Scenario: A reader may not delete the configuration
    Given "reader@demo.local" is logged in
    When they delete the environment configuration
    Then it is refused as forbidden
    And the environment configuration is unchanged

  @reseller
  Scenario: A reseller may not open the tooltips
    Given "reseller@demo.local" is logged in
    When they open the calculator tooltips
    Then it is refused as forbidden

  @reseller
  Scenario: A reseller may not open the environment configuration
    Given "reseller@demo.local" is logged in
    When they open the environment configuration
    Then it is refused as forbidden
