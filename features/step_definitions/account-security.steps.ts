import { Given, Then, When } from '@cucumber/cucumber';
import type { Role } from '../../src/domain/users/role';
import { accountSecurity } from '../support/account-security.context';
import { auth } from '../support/auth.context';
import { passwordReset } from '../support/password-reset.context';
import { users } from '../support/users.context';
import type { BackOfficeWorld } from '../support/world';

const accounts = accountSecurity;

// ---------------------------------------------------------------- throttling

Given(
  '{string} logged in with a wrong password {int} times',
  function (this: BackOfficeWorld, login: string, times: number) {
    return accounts(this).failLogins(login, times);
  },
);

Then('the login is refused with a wait of {int} seconds', function (this: BackOfficeWorld, seconds: number) {
  auth(this).assertMustWait(seconds);
});

// ---------------------------------------------------------------- the server's clock

When("the server's clock moves on by {int} minutes", function (this: BackOfficeWorld, minutes: number) {
  this.passTime(minutes);
});

When("the server's clock moves on by {int} seconds", function (this: BackOfficeWorld, seconds: number) {
  this.passTime(seconds / 60);
});

When(
  'they keep working for {int} minutes, a call every {int} minutes',
  function (this: BackOfficeWorld, minutes: number, every: number) {
    return accounts(this).keepWorking(minutes, every);
  },
);

Then('their next call is answered', function (this: BackOfficeWorld) {
  return accounts(this).assertNextCallAnswered();
});

Then('their next call is refused and they are back at the login', function (this: BackOfficeWorld) {
  return accounts(this).assertNextCallSendsToLogin();
});

// ---------------------------------------------------------------- another device

Given('{string} uses the API on another device', function (this: BackOfficeWorld, login: string) {
  return accounts(this).useApiElsewhere(login);
});

When(
  'on the other device they change their password to {string} with the current password {string}',
  function (this: BackOfficeWorld, password: string, current: string) {
    return accounts(this).changeOwn({ password }, current);
  },
);

When(
  'on the other device they change their password to {string} without the current password',
  function (this: BackOfficeWorld, password: string) {
    return accounts(this).changeOwn({ password });
  },
);

When(
  'on the other device they change their login to {string} with the current password {string}',
  function (this: BackOfficeWorld, login: string, current: string) {
    return accounts(this).changeOwn({ username: login }, current);
  },
);

When(
  'on the other device they change their login to {string} without the current password',
  function (this: BackOfficeWorld, login: string) {
    return accounts(this).changeOwn({ username: login });
  },
);

When('on the other device they change their last name to {string}', function (this: BackOfficeWorld, lastname: string) {
  return accounts(this).changeOwn({ lastname });
});

When(
  'on the other device they set the password of {string} to {string}',
  function (this: BackOfficeWorld, login: string, password: string) {
    return accounts(this).setPasswordOf(login, password);
  },
);

When('on the other device they make {string} a reader', function (this: BackOfficeWorld, login: string) {
  return accounts(this).makeReader(login);
});

When('on the other device they switch off {string}', function (this: BackOfficeWorld, login: string) {
  return accounts(this).switchOff(login);
});

When(
  'on the other device they try to set a new password for {string}',
  function (this: BackOfficeWorld, login: string) {
    return accounts(this).changeAccount(login, { password: 'welcome-2026' });
  },
);

When('on the other device they try to change the login of {string}', function (this: BackOfficeWorld, login: string) {
  return accounts(this).changeAccount(login, { username: 'taken.over@example.com' });
});

When(
  'on the other device they try to give the reader role to {string}',
  function (this: BackOfficeWorld, login: string) {
    return accounts(this).changeAccount(login, { roles: ['ROLE_READER'] });
  },
);

When('on the other device they try to switch off {string}', function (this: BackOfficeWorld, login: string) {
  return accounts(this).trySwitchOff(login);
});

When('on the other device they try to delete {string}', function (this: BackOfficeWorld, login: string) {
  return accounts(this).tryDelete(login);
});

Then('the other device is refused as forbidden, saying {string}', function (this: BackOfficeWorld, message: string) {
  accounts(this).assertForbidden(message);
});

When('on the other device they end every session of {string}', function (this: BackOfficeWorld, login: string) {
  return accounts(this).endSessionsOf(login);
});

When('on the other device they end their other sessions', function (this: BackOfficeWorld) {
  return accounts(this).endOtherSessions();
});

Then('the other device is answered', function (this: BackOfficeWorld) {
  accounts(this).assertAnswered();
});

Then(
  'the other device is refused on the field {string} saying {string}',
  function (this: BackOfficeWorld, field: string, message: string) {
    accounts(this).assertFieldRefused(field, message);
  },
);

Then('the other device is still logged in', function (this: BackOfficeWorld) {
  return accounts(this).assertDeviceStillIn();
});

// ---------------------------------------------------------------- passwords and logins in the back office

When(
  'they create the {role} {string} with the password {string}',
  function (this: BackOfficeWorld, role: Role, login: string, password: string) {
    return users(this).create(login, role, password);
  },
);

Then(
  'it is refused on the field {string} saying {string}',
  function (this: BackOfficeWorld, field: string, message: string) {
    accounts(this).assertRefusedOn(field, message);
  },
);

// ---------------------------------------------------------------- reset links

Given('they keep that first link to {string}', function (this: BackOfficeWorld, login: string) {
  passwordReset(this).keepFirstLink(login);
});

When('they choose the password {string} with the first link', function (this: BackOfficeWorld, password: string) {
  return passwordReset(this).chooseWithFirstLink(password);
});
