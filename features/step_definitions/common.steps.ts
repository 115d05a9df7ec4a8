import { Given, Then } from '@cucumber/cucumber';
import type { Role } from '../../src/domain/users/role';
import { auth } from '../support/auth.context';
import type { BackOfficeWorld, Refusal } from '../support/world';

Given('{string} is logged in', function (this: BackOfficeWorld, login: string) {
  return auth(this).loggedIn(login);
});

Then('it is refused as {refusal}', function (this: BackOfficeWorld, refusal: Refusal) {
  this.assertRefused(refusal);
});

Then(
  'it is refused as {refusal} on the field {string}',
  function (this: BackOfficeWorld, refusal: Refusal, field: string) {
    this.assertRefused(refusal, field);
  },
);

Then('it is refused with the message {string}', function (this: BackOfficeWorld, message: string) {
  auth(this).assertRefusedWithMessage(message);
});

Then('the session is open for {string} as {role}', function (this: BackOfficeWorld, login: string, role: Role) {
  auth(this).assertSessionOpen(login, role);
});

Then('nobody is logged in', function (this: BackOfficeWorld) {
  auth(this).assertLoggedOut();
});
