import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { dashboard, periodOf } from '../support/dashboard.context';
import type { BackOfficeWorld } from '../support/world';

When('they open the dashboard for {string}', function (this: BackOfficeWorld, period: string) {
  return dashboard(this).open(periodOf(period, this.dataNow()));
});

When('someone without a session opens the dashboard for {string}', function (this: BackOfficeWorld, period: string) {
  return dashboard(this).open(periodOf(period, this.dataNow()));
});

When(
  'they open the dashboard of {string} for {string}',
  function (this: BackOfficeWorld, login: string, period: string) {
    return dashboard(this).open(periodOf(period, this.dataNow()), this.account(login).id);
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

Given(
  '{string} placed these orders on {word}',
  function (this: BackOfficeWorld, login: string, day: string, table: DataTable) {
    return dashboard(this).placeOrders(login, day, table.hashes());
  },
);

Then('it shows a resale margin', function (this: BackOfficeWorld) {
  dashboard(this).assertShowsResaleMargin();
});

Then(
  'it shows {int} orders, a turnover of {float} and a resale margin of {float}',
  function (this: BackOfficeWorld, orders: number, turnover: number, margin: number) {
    dashboard(this).assertFigures({ orders, turnover, margin });
  },
);

Then('it shows no resale margin', function (this: BackOfficeWorld) {
  dashboard(this).assertNoResaleMargin();
});
