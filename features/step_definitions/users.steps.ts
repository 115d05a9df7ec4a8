import { Given, Then, When } from '@cucumber/cucumber';
import type { Role } from '../../src/domain/users/role';
import { users } from '../support/users.context';
import type { BackOfficeWorld } from '../support/world';

When('they open the user list', function (this: BackOfficeWorld) {
  return users(this).list();
});

When('they search the users for {string}', function (this: BackOfficeWorld, text: string) {
  return users(this).list({ search: text });
});

When('they sort the users by username', function (this: BackOfficeWorld) {
  return users(this).list({ sort: { field: 'username', order: 'asc' } });
});

When('they open page {int} of the users', function (this: BackOfficeWorld, page: number) {
  return users(this).list({ page });
});

When('they ask for {int} users per page', function (this: BackOfficeWorld, size: number) {
  return users(this).list({ size });
});

Then(
  'they see the newest {int} users and the count of every account but the resellers',
  function (this: BackOfficeWorld, rows: number) {
    users(this).assertStaffView(rows);
  },
);

Then('they see users {int} to {int} of the newest first', function (this: BackOfficeWorld, from: number, to: number) {
  users(this).assertShowsRange(from, to);
});

Then('they see only users matching {string}', function (this: BackOfficeWorld, text: string) {
  users(this).assertSearchMatches(text);
});

Then('they see no user, for an active search', function (this: BackOfficeWorld) {
  users(this).assertNoResults();
});

Then('the users are in username order', function (this: BackOfficeWorld) {
  users(this).assertSortedByUsername();
});

Then(
  'they see only the quote users of {string}, of {string}',
  function (this: BackOfficeWorld, login: string, company: string) {
    users(this).assertOnlyQuoteUsersOf(login, company);
  },
);

Then('no user of {string} is shown', function (this: BackOfficeWorld, login: string) {
  users(this).assertNoUserOf(login);
});

When('they create the {role} {string}', function (this: BackOfficeWorld, role: Role, login: string) {
  return users(this).create(login, role);
});

Then('{string} is in the user list as {role}', function (this: BackOfficeWorld, login: string, role: Role) {
  return users(this).assertListedAs(login, role);
});

Then(
  '{string} is in the user list as {role} of {string}',
  function (this: BackOfficeWorld, login: string, role: Role, owner: string) {
    return users(this).assertListedAs(login, role, owner);
  },
);

Then('the new user is a quote user of {string}', function (this: BackOfficeWorld, owner: string) {
  users(this).assertCreatedQuoteUserOf(owner);
});

Then('there is still one account {string}', function (this: BackOfficeWorld, login: string) {
  users(this).assertSingleAccount(login);
});

Then('there is no account {string}', function (this: BackOfficeWorld, login: string) {
  users(this).assertNoAccount(login);
});

When('they rename {string} to {string}', function (this: BackOfficeWorld, login: string, name: string) {
  return users(this).rename(login, name);
});

Then('{string} shows the name {string}', function (this: BackOfficeWorld, login: string, name: string) {
  return users(this).assertUserShows(login, name);
});

When('they open a user of {string}', function (this: BackOfficeWorld, owner: string) {
  return users(this).openUserOf(owner);
});

When('they deactivate {string}', function (this: BackOfficeWorld, login: string) {
  return users(this).setActive(login, false);
});

Given('they deactivated {string}', function (this: BackOfficeWorld, login: string) {
  return users(this).switchedOff(login);
});

When('they activate {string}', function (this: BackOfficeWorld, login: string) {
  return users(this).setActive(login, true);
});

When('they deactivate the user #{int}', function (this: BackOfficeWorld, id: number) {
  return users(this).setActiveById(id, false);
});

Then(
  '{string} is inactive and they are told {string}',
  function (this: BackOfficeWorld, login: string, outcome: string) {
    return users(this).assertActive(login, false, outcome);
  },
);

Then('{string} is active and they are told {string}', function (this: BackOfficeWorld, login: string, outcome: string) {
  return users(this).assertActive(login, true, outcome);
});

When('they delete {string}', function (this: BackOfficeWorld, login: string) {
  return users(this).remove(login);
});

Then('{string} is gone', function (this: BackOfficeWorld, login: string) {
  return users(this).assertGone(login);
});

Then('{string} is still in the user list', function (this: BackOfficeWorld, login: string) {
  return users(this).assertStillListed(login);
});
