import { Given, Then, When } from '@cucumber/cucumber';
import { passwordReset } from '../support/password-reset.context';
import { auth } from '../support/auth.context';
import type { BackOfficeWorld } from '../support/world';

When('someone asks for a password reset for {string}', function (this: BackOfficeWorld, email: string) {
  return passwordReset(this).ask(email);
});

Given('a reset link was sent to {string}', function (this: BackOfficeWorld, login: string) {
  return passwordReset(this).linkSent(login);
});

Then('the reset is refused with {string}', function (this: BackOfficeWorld, text: string) {
  auth(this).assertRefusedWithMessage(text, undefined, { email: passwordReset(this).askedFor });
});

Then('no reset link is issued', function (this: BackOfficeWorld) {
  passwordReset(this).assertNoLink();
});

Then('a reset link is issued for {string}', function (this: BackOfficeWorld, login: string) {
  passwordReset(this).assertLinkFor(login);
});

When('they choose the password {string} with the link', function (this: BackOfficeWorld, password: string) {
  return passwordReset(this).choose(password);
});

Given('they chose the password {string} with the link', function (this: BackOfficeWorld, password: string) {
  return passwordReset(this).chose(password);
});

When(
  'they choose the password {string} with the token {string}',
  function (this: BackOfficeWorld, password: string, token: string) {
    return passwordReset(this).choose(password, { token });
  },
);

When(
  'the password {string} is chosen with the link for {string}',
  function (this: BackOfficeWorld, password: string, login: string) {
    return passwordReset(this).choose(password, { forLogin: login });
  },
);

Then('the password change is refused with {string}', function (this: BackOfficeWorld, text: string) {
  // The reset page shows the server's error_token or error_wrong_user under changePassword.*.
  auth(this).assertRefusedWithMessage(text, (message) => `changePassword.${message}`);
});

Then(
  '{string} can (still )log in with the password {string}',
  function (this: BackOfficeWorld, login: string, password: string) {
    return auth(this).assertCanLogIn(login, password);
  },
);

Then(
  '{string} can no longer log in with the password {string}',
  function (this: BackOfficeWorld, login: string, password: string) {
    return auth(this).assertCannotLogIn(login, password);
  },
);
