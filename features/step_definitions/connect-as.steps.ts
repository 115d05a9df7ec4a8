import { Given, Then, When } from '@cucumber/cucumber';
import { auth } from '../support/auth.context';
import type { BackOfficeWorld } from '../support/world';

When('they connect as {string}', function (this: BackOfficeWorld, login: string) {
  return auth(this).connectAs(login);
});

Given('they connected as {string}', function (this: BackOfficeWorld, login: string) {
  return auth(this).connectedAs(login);
});

When("the admin's own session is logged out", function (this: BackOfficeWorld) {
  return auth(this).logOutAdminSession();
});

When('they go back to the admin account', function (this: BackOfficeWorld) {
  return auth(this).backToAdmin();
});

Then('they work as {string} on behalf of {string}', function (this: BackOfficeWorld, login: string, admin: string) {
  auth(this).assertWorkingAs(login, admin);
});

Then('they work as {string}', function (this: BackOfficeWorld, login: string) {
  auth(this).assertWorkingAs(login, null);
});
