import { Given, Then, When } from '@cucumber/cucumber';
import { sessions } from '../support/sessions.context';
import type { BackOfficeWorld } from '../support/world';

// ---------------------------------------------------------------- other browsers

Given('{string} is also logged in on another browser', function (this: BackOfficeWorld, login: string) {
  return sessions(this).loggedInElsewhere(login);
});

Given(
  '{string} is also logged in on {int} other browsers',
  function (this: BackOfficeWorld, login: string, count: number) {
    return sessions(this).loggedInElsewhere(login, count);
  },
);

Given(
  '{string} works in the account of {string} from another browser',
  function (this: BackOfficeWorld, admin: string, reseller: string) {
    return sessions(this).supportWorksIn(admin, reseller);
  },
);

Then('one of them is support, without its browser', function (this: BackOfficeWorld) {
  sessions(this).assertSupportShown();
});

When('they try to end the support session', function (this: BackOfficeWorld) {
  return sessions(this).endSupportSession();
});

Then('the other browser is logged out at its next call', function (this: BackOfficeWorld) {
  return sessions(this).assertOthersLoggedOut();
});

Then('the other browsers are logged out at their next call', function (this: BackOfficeWorld) {
  return sessions(this).assertOthersLoggedOut();
});

When('the other browser ends the session the admin works from', function (this: BackOfficeWorld) {
  return sessions(this).otherBrowserEndsThisSession();
});

Then('the other browser is still logged in', function (this: BackOfficeWorld) {
  return sessions(this).assertOthersStillIn();
});

// ---------------------------------------------------------------- my sessions

When('they open their sessions', function (this: BackOfficeWorld) {
  return sessions(this).openMySessions();
});

Then('they see {int} open session(s), newest first, this one marked', function (this: BackOfficeWorld, count: number) {
  sessions(this).assertShown(count);
});

When('they end the other session', function (this: BackOfficeWorld) {
  return sessions(this).endOther();
});

When('they try to end the session of {string} by its id', function (this: BackOfficeWorld, login: string) {
  return sessions(this).endSessionOf(login);
});

When('they end all their other sessions', function (this: BackOfficeWorld) {
  return sessions(this).endAllOthers();
});

Then('{int} other session(s) ended', function (this: BackOfficeWorld, count: number) {
  sessions(this).assertEndedOthers(count);
});

// ---------------------------------------------------------------- an account's sessions

When('they end every session of {string}', function (this: BackOfficeWorld, login: string) {
  return sessions(this).endSessionsOf(login);
});

Then('they are told {int} session(s) ended', function (this: BackOfficeWorld, count: number) {
  sessions(this).assertToldEnded(count);
});

// ---------------------------------------------------------------- idle timeout

Given('they have the back office open in a second tab', function (this: BackOfficeWorld) {
  sessions(this).openSecondTab();
});

When('the second tab makes a call', function (this: BackOfficeWorld) {
  return sessions(this).secondTabCalls();
});

When('{int} minutes pass without a call', function (this: BackOfficeWorld, minutes: number) {
  return sessions(this).timePasses(minutes);
});

Then('they are warned that the session ends in {string}', function (this: BackOfficeWorld, time: string) {
  sessions(this).assertWarned(time);
});

Then('they are not warned', function (this: BackOfficeWorld) {
  sessions(this).assertNotWarned();
});

When('they choose to stay connected', function (this: BackOfficeWorld) {
  return sessions(this).stayConnected();
});

Then('the token of the session that timed out is refused', function (this: BackOfficeWorld) {
  return sessions(this).assertTimedOutTokenRefused();
});
