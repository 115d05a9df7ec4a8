@settings
Feature: Environment configuration
  An admin sets where orders go (FTP), the production system (THETIS) and the tracking API.
  URLs are checked: ftp:// for the FTP server, http(s):// for the others.

  Background:
    Given "admin@demo.local" is logged in

  @admin
  Scenario: An admin sees the configuration, secrets included (masked on screen until revealed)
    When they open the environment configuration
    Then the FTP URL shows "ftp://ftp.labelprint.example/incoming"
    And the THETIS URL shows "https://thetis.labelprint.example/api"
    And the FTP password and the tracking token are there to reveal

  @admin @smoke
  Scenario: An admin edits the configuration
    When they set the FTP URL to "ftp://ftp.new.example/orders"
    And they open the environment configuration
    Then the FTP URL shows "ftp://ftp.new.example/orders"

  @admin
  Scenario: An admin may leave the FTP URL empty
    When they set the FTP URL to ""
    And they open the environment configuration
    Then the FTP URL shows ""

  @admin
  Scenario Outline: A URL of the wrong kind is refused
    When they set the <setting> to "<url>"
    Then it is refused as invalid on the field "<field>"
    And the environment configuration is unchanged

    Examples:
      | setting          | url                  | field          |
      | FTP URL          | https://ftp.example  | ftpUrl         |
      | THETIS URL       | ftp://thetis.example | thetisUrl      |
      | tracking API URL | not a url            | trackingApiUrl |
