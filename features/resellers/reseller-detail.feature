Feature: A reseller's detail
  The detail shows the API data, global and sales info, both addresses and the email notifications.

  Scenario: The API card shows the token, the THETIS key and the API version
    Given "admin@demo.local" is logged in
    When they open the reseller "reseller@demo.local"
    Then the API card shows the API data of "reseller@demo.local"

  Scenario: The sales card shows the payment deadline as a day and the payment method
    Given "admin@demo.local" is logged in
    And the reseller "reseller2@demo.local" pays by "bank-card" before 2026-12-15
    When they open the reseller "reseller2@demo.local"
    Then the "sales" card reads "paymentDeadline" as "15/12/2026"
    And the "sales" card reads "paymentMode" as "resellers.paymentModes.bank-card"

  Scenario: A missing part of an address reads "none"
    Given "admin@demo.local" is logged in
    And the reseller "reseller2@demo.local" has no second delivery address
    When they open the reseller "reseller2@demo.local"
    Then the "delivery" card reads "address2" as "none"

  Scenario: Email notifications read yes or no
    Given "admin@demo.local" is logged in
    And the reseller "reseller2@demo.local" gets no "order_shipped" emails
    When they open the reseller "reseller2@demo.local"
    Then the "notifications" card reads "order_shipped" as "no"
    And the "notifications" card reads "order_confirmation" as "yes"

  Scenario: A reader opens a reseller's detail
    Given "reader@demo.local" is logged in
    When they open the reseller "reseller2@demo.local"
    Then the "global" card reads "company" as "Étiquettes Martin"
