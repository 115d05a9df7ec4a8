@orders @api
Feature: Orders and requests for a client written from the original call list
  Such a client names the order of a cancellation request `orderId`, reads the reseller of a
  non-conformity request as `reseller`, and saves an order's files under the name the server gives.

  @reseller
  Scenario: A reseller asks to cancel its pending order, naming it orderId
    Given the original-list client works as "reseller@demo.local"
    When it asks to cancel one of its pending orders, the order given as "orderId"
    Then the request is answered 201, pending, for that order
    And that order now waits for the cancellation

  @reseller
  Scenario: A cancellation request naming no order is refused on the order field
    Given the original-list client works as "reseller@demo.local"
    When it asks to cancel an order without naming it
    Then it is refused with 400 on the field "order"

  @admin
  Scenario: The non-conformity requests name their reseller and their order
    Given the original-list client works as "admin@demo.local"
    When it lists the non-conformity requests
    Then every request names its reseller with its company, and its order

  @admin
  Scenario: An order's files come in a zip named after the order
    Given the original-list client works as "admin@demo.local"
    When it downloads the files of an order
    Then the file is a zip named "order-zip-{id}.zip" after that order
