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
