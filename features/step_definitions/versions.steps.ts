import { Given, Then, When } from '@cucumber/cucumber';
import { versions } from '../support/versions.context';
import type { BackOfficeWorld } from '../support/world';

// docs/api/README.md#versions-and-lost-updates: several people on one record.

Given(
  '{string} and {string} both open the reseller {string}',
  function (this: BackOfficeWorld, first: string, second: string, reseller: string) {
    return versions(this).openReseller([first, second], reseller);
  },
);

When(
  '{string} saves the discount {float} on their copy of the reseller',
  function (this: BackOfficeWorld, login: string, discount: number) {
    return versions(this).saveReseller(login, { discount });
  },
);

When(
  '{string} saves the company {string} on their copy of the reseller',
  function (this: BackOfficeWorld, login: string, company: string) {
    return versions(this).saveReseller(login, { company });
  },
);

When(
  '{string} reloads the reseller and saves the company {string} again',
  async function (this: BackOfficeWorld, login: string, company: string) {
    await versions(this).reloadReseller(login);
    await versions(this).saveReseller(login, { company });
    versions(this).assertSucceeded(login);
  },
);

Then(
  'the reseller {string} has the discount {float} and the company {string}',
  function (this: BackOfficeWorld, reseller: string, discount: number, company: string) {
    return versions(this).assertReseller(reseller, discount, company);
  },
);

Given('{string} and {string} both open the same pending order', function (this: BackOfficeWorld, a: string, b: string) {
  return versions(this).openPendingOrder([a, b]);
});

When(
  '{string} moves their copy of the order to {string}',
  function (this: BackOfficeWorld, login: string, status: string) {
    return versions(this).moveOrder(login, status);
  },
);

When(
  '{string} reloads the order and moves it to {string}',
  async function (this: BackOfficeWorld, login: string, status: string) {
    await versions(this).reloadOrder(login);
    await versions(this).moveOrder(login, status);
    versions(this).assertSucceeded(login);
  },
);

Then('the order they both opened is {string}', function (this: BackOfficeWorld, status: string) {
  versions(this).assertOrderStatus(status);
});

Then(
  'the order they both opened went through {string}, {string}, {string}',
  function (this: BackOfficeWorld, a: string, b: string, c: string) {
    versions(this).assertOrderPath([a, b, c]);
  },
);

Then('{string} is told the record changed since they opened it', function (this: BackOfficeWorld, login: string) {
  versions(this).assertToldStale(login);
});

// A client of the original call list: no ETag read, no If-Match sent.

When(
  'a client of the original call list sets the discount of {string} to {float}',
  function (this: BackOfficeWorld, reseller: string, discount: number) {
    return versions(this).setDiscountWithoutVersion(reseller, discount);
  },
);

Then("that client's change is accepted", function (this: BackOfficeWorld) {
  versions(this).assertUnversionedChangeAccepted();
});
