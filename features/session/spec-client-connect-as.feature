@session @api
Feature: Connect as, for a client written from the original call list
  The original call list answers POST /admin/users/connect_as/{adminId}/{userId} with
  `userConnectAsToken` and `adminUser`, whose `api_token` is the admin's token: a client built from
  that list works in the reseller's account with the first and goes back to the admin with the second.

  Scenario: An admin connects as a reseller, then goes back with adminUser.api_token
    Given a client of the original call list is logged in as "admin@demo.local"
    When that client connects as "reseller@demo.local"
    Then with userConnectAsToken that client is "reseller@demo.local" and sees that reseller's data only
    When that client goes back with adminUser.api_token
    Then that client is "admin@demo.local" again and sees every reseller
