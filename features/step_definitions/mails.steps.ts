import { Given, Then, When } from '@cucumber/cucumber';
import { mails } from '../support/mails.context';
import type { BackOfficeWorld } from '../support/world';

Given(
  'the e-mail notification {string} of {string} is ticked',
  function (this: BackOfficeWorld, name: string, login: string) {
    mails(this).setNotification(login, name, true);
  },
);

Given(
  'the e-mail notification {string} of {string} is not ticked',
  function (this: BackOfficeWorld, name: string, login: string) {
    mails(this).setNotification(login, name, false);
  },
);

Given(
  '{string} last signed in to the back office in {word}',
  function (this: BackOfficeWorld, login: string, language: string) {
    return mails(this).signedInIn(login, language);
  },
);

Then('the reseller receives the mail {mail}', function (this: BackOfficeWorld, subject: string) {
  return mails(this).assertReceived(subject);
});

Then('the reseller is notified {mail}', function (this: BackOfficeWorld, text: string) {
  return mails(this).assertNotified(text);
});

Then('the reseller receives no mail', function (this: BackOfficeWorld) {
  return mails(this).assertNone();
});

Then('{string} receives the mail {mail}', function (this: BackOfficeWorld, login: string, subject: string) {
  return mails(this).assertReceived(subject, login);
});

When('they read the mail {mail} sent to {string}', function (this: BackOfficeWorld, subject: string, login: string) {
  return mails(this).read(subject, login);
});

Then('its link shows the token masked and none is offered to follow', function (this: BackOfficeWorld) {
  mails(this).assertLinkMasked();
});

Then('the audit trail says they read that mail', function (this: BackOfficeWorld) {
  return mails(this).assertReadRecorded();
});
