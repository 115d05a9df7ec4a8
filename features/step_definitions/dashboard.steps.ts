import { Then, When } from '@cucumber/cucumber';
import { dashboard, periodOf } from '../support/dashboard.context';
import type { BackOfficeWorld } from '../support/world';

When('they open the dashboard for {string}', function (this: BackOfficeWorld, period: string) {
  return dashboard(this).open(periodOf(period));
});

When('someone without a session opens the dashboard for {string}', function (this: BackOfficeWorld, period: string) {
  return dashboard(this).open(periodOf(period));
});

When(
  'they open the dashboard of {string} for {string}',
  function (this: BackOfficeWorld, login: string, period: string) {
    return dashboard(this).open(periodOf(period), this.account(login).id);
  },
);

Then('its orders and turnover are those of the order list for the same days', function (this: BackOfficeWorld) {
  return dashboard(this).assertAgreesWithList();
});

Then('its months and days add up to the same orders and turnover', function (this: BackOfficeWorld) {
  dashboard(this).assertChartsAddUp();
});

Then('it counts only the orders of {string}', function (this: BackOfficeWorld, login: string) {
  dashboard(this).assertOnlyOrdersOf(login);
});

Then('it shows the resale margin of those orders', function (this: BackOfficeWorld) {
  dashboard(this).assertResaleMargin();
});

Then('it shows no resale margin', function (this: BackOfficeWorld) {
  dashboard(this).assertNoResaleMargin();
});
