import { Given, Then, When } from '@cucumber/cucumber';
import { auth } from '../support/auth.context';
import type { BackOfficeWorld, Refusal } from '../support/world';

When('{string} logs in with the password {string}', function (this: BackOfficeWorld, login: string, password: string) {
  return auth(this).logIn(login, password);
});

Then('the login is refused with the message {string}', function (this: BackOfficeWorld, message: string) {
  auth(this).assertRefusedWithMessage(message);
});

Then('the login is refused because the account may not use the back office', function (this: BackOfficeWorld) {
  auth(this).assertAccountNotAllowed();
});

When('they log out', function (this: BackOfficeWorld) {
  return auth(this).logOut();
});

Then('their former token is refused', function (this: BackOfficeWorld) {
  return auth(this).assertFormerTokenRefused();
});

When('the page is reloaded', function (this: BackOfficeWorld) {
  return auth(this).reload();
});

Given('the server has revoked the session', function (this: BackOfficeWorld) {
  auth(this).revokeSession();
});

Given('the browser keeps a session of {string} with an unknown token', function (this: BackOfficeWorld, login: string) {
  auth(this).storeUnknownSession(login);
});

When('{int} lists load at the same time', function (this: BackOfficeWorld, count: number) {
  return auth(this).loadListsTogether(count);
});

Then('every list is refused as {refusal}', function (this: BackOfficeWorld, refusal: Refusal) {
  auth(this).assertAllRefused(refusal);
});

Then('exactly {int} notice(s) says {string}', function (this: BackOfficeWorld, count: number, text: string) {
  auth(this).assertNotices(count, text);
});
