import { Given, Then, When } from '@cucumber/cucumber';
import type { BackOfficeWorld } from '../support/world';

When('someone asks for a password reset for {string}', function (this: BackOfficeWorld, email: string) {
  return this.askPasswordReset(email);
});

Given('a reset link was sent to {string}', function (this: BackOfficeWorld, login: string) {
  return this.resetLinkSent(login);
});

Then('the reset is refused with {string}', function (this: BackOfficeWorld, key: string) {
  this.assertRefusedWithMessage(key);
});

Then('no reset link is issued', function (this: BackOfficeWorld) {
  this.assertNoResetLink();
});

Then('a reset link is issued for {string}', function (this: BackOfficeWorld, login: string) {
  this.assertResetLinkFor(login);
});

When('they choose the password {string} with the link', function (this: BackOfficeWorld, password: string) {
  return this.choosePassword(password);
});

Given('they chose the password {string} with the link', function (this: BackOfficeWorld, password: string) {
  return this.choseNewPassword(password);
});

When(
  'they choose the password {string} with the token {string}',
  function (this: BackOfficeWorld, password: string, token: string) {
    return this.choosePassword(password, { token });
  },
);

When(
  'the password {string} is chosen with the link for {string}',
  function (this: BackOfficeWorld, password: string, login: string) {
    return this.choosePassword(password, { forLogin: login });
  },
);

Then('the password change is refused with {string}', function (this: BackOfficeWorld, key: string) {
  this.assertRefusedWithMessage(key);
});

Then(
  '{string} can (still )log in with the password {string}',
  function (this: BackOfficeWorld, login: string, password: string) {
    return this.assertCanLogIn(login, password);
  },
);

Then(
  '{string} can no longer log in with the password {string}',
  function (this: BackOfficeWorld, login: string, password: string) {
    return this.assertCannotLogIn(login, password);
  },
);
