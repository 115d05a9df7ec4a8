import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { audit, type TimelineLine } from '../support/audit.context';
import type { BackOfficeWorld } from '../support/world';

When('they read the history of that order', function (this: BackOfficeWorld) {
  return audit(this).readHistoryOfThatOrder();
});

Then('its last entries are, oldest first:', function (this: BackOfficeWorld, table: DataTable) {
  audit(this).assertLastEntries(table.hashes() as unknown as TimelineLine[]);
});

Then('its last entry is a status change by the team, not by name', function (this: BackOfficeWorld) {
  audit(this).assertLastIsStatusByTeam();
});

Then(
  'the cancellation asked is by {string} acting as {string}',
  function (this: BackOfficeWorld, admin: string, reseller: string) {
    audit(this).assertActingAs('cancel-ask', admin, reseller);
  },
);

Given('they set the discount of {string} to {int}', function (this: BackOfficeWorld, login: string, discount: number) {
  return audit(this).setDiscount(login, discount);
});

When('they filter the audit trail by the reseller {string}', function (this: BackOfficeWorld, login: string) {
  return audit(this).filterByReseller(login);
});

Then('they see {int} entry of more than {int}', function (this: BackOfficeWorld, count: number, total: number) {
  audit(this).assertFound(count, total);
});

Then(
  'it says {string} went to {string}, by {string}',
  function (this: BackOfficeWorld, field: string, to: string, by: string) {
    audit(this).assertFirstChange(field, to, by);
  },
);

When('they filter the audit trail by the user {string}', function (this: BackOfficeWorld, login: string) {
  return audit(this).filterByUser(login);
});

Then('its newest entry is the password set through the reset link, by no session', function (this: BackOfficeWorld) {
  audit(this).assertNewestIsPasswordSetByLink();
});
