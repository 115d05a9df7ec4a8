import { Given, Then, When } from '@cucumber/cucumber';
import { live } from '../support/live.context';
import type { BackOfficeWorld } from '../support/world';

Given('their live updates lost their connection', function (this: BackOfficeWorld) {
  return live(this).loseConnection();
});

When('{int} changes they may see are made meanwhile', function (this: BackOfficeWorld, count: number) {
  return live(this).changesMeanwhile(count);
});

When('their live updates connect again', function (this: BackOfficeWorld) {
  return live(this).connectAgain();
});

Then('they receive the {int} changes missed, then are live again', function (this: BackOfficeWorld, count: number) {
  live(this).assertCaughtUp(count);
});

Then('they are told to reload what they show, then are live again', function (this: BackOfficeWorld) {
  live(this).assertToldToReload();
});

Given('their app has read their notifications before its live updates connect', function (this: BackOfficeWorld) {
  return live(this).readNotificationsFirst();
});

When('an admin places one of their orders in non-conformity meanwhile', function (this: BackOfficeWorld) {
  return live(this).flagOrderMeanwhile(this.currentLogin);
});

When('their live updates connect', function (this: BackOfficeWorld) {
  return live(this).connectAndWaitForNotification();
});

Then('their live updates give them the notification of it', function (this: BackOfficeWorld) {
  live(this).assertNotificationReceived();
});
