import { Given, Then, When } from '@cucumber/cucumber';
import type { BackOfficeWorld } from '../support/world';

When('they connect as {string}', function (this: BackOfficeWorld, login: string) {
  return this.connectAs(login);
});

Given('they connected as {string}', function (this: BackOfficeWorld, login: string) {
  return this.connectedAs(login);
});

When('they go back to the admin account', function (this: BackOfficeWorld) {
  return this.backToAdmin();
});

Then('they work as {string} on behalf of {string}', function (this: BackOfficeWorld, login: string, admin: string) {
  this.assertWorkingAs(login, admin);
});

Then('they work as {string}', function (this: BackOfficeWorld, login: string) {
  this.assertWorkingAs(login, null);
});
