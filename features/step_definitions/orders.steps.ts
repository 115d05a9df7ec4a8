import { Given, Then, When } from '@cucumber/cucumber';
import { orders } from '../support/orders.context';
import { orderBulk } from '../support/order-bulk.context';
import { assertTold } from '../support/notices';
import { orderFiles } from '../support/order-files.context';
import type { BackOfficeWorld } from '../support/world';

// ------------------------------------------------------------------ list

When('they open the order list', function (this: BackOfficeWorld) {
  return orders(this).list();
});

When(
  'they filter the orders by {string} from {string} to {string}',
  function (this: BackOfficeWorld, statuses: string, from: string, to: string) {
    return orders(this).filterByStatuses(statuses, from, to);
  },
);

When('they search the orders for {string}', function (this: BackOfficeWorld, text: string) {
  return orders(this).list({ search: text });
});

When('they filter the orders by the scenario suggested for {string}', function (this: BackOfficeWorld, text: string) {
  return orders(this).filterByScenario(text);
});

When('they filter the orders by the reseller suggested for {string}', function (this: BackOfficeWorld, text: string) {
  return orders(this).filterByReseller(text);
});

When('they sort the orders by total', function (this: BackOfficeWorld) {
  return orders(this).list({ sort: { field: 'total', order: 'desc' } });
});

When('they ask for {int} orders per page', function (this: BackOfficeWorld, size: number) {
  return orders(this).list({ size });
});

When('they ask for the orders of {string}', function (this: BackOfficeWorld, login: string) {
  return orders(this).listAsking(login);
});

Then('they see the newest {int} orders of all {int}', function (this: BackOfficeWorld, rows: number, total: number) {
  orders(this).assertNewestOfAll(rows, total);
});

Then(
  'they see only {string} orders created from {string} to {string}',
  function (this: BackOfficeWorld, statuses: string, from: string, to: string) {
    orders(this).assertStatusesAndDates(statuses, from, to);
  },
);

Then('every order shown matches {string}', function (this: BackOfficeWorld, text: string) {
  orders(this).assertSearchMatches(text);
});

Then('they see only the orders of that scenario', function (this: BackOfficeWorld) {
  orders(this).assertOnlyScenario();
});

Then('they see only their own orders of that scenario', function (this: BackOfficeWorld) {
  orders(this).assertOnlyOwnScenario();
});

Then('the scenarios offered are the active ones, those they may order', function (this: BackOfficeWorld) {
  return orders(this).assertOnlyActiveScenariosSuggested();
});

Then(
  'they see only the orders of {string}, placed by {string}',
  function (this: BackOfficeWorld, company: string, login: string) {
    orders(this).assertOnlyCompany(company, login);
  },
);

Then('they see only the orders of {string}', function (this: BackOfficeWorld, login: string) {
  orders(this).assertResellerView(login);
});

Then('the orders are in decreasing total order', function (this: BackOfficeWorld) {
  orders(this).assertSortedByTotal();
});

// ------------------------------------------------------------------ opening an order

When('they open a pending order', function (this: BackOfficeWorld) {
  return orders(this).openPending();
});

When('they open a not-conformed order', function (this: BackOfficeWorld) {
  return orders(this).openNotConformed();
});

When('they open a shipped order', function (this: BackOfficeWorld) {
  return orders(this).openShipped();
});

When('they open an order placed by staff', function (this: BackOfficeWorld) {
  return orders(this).openStaffOrder();
});

When('they open a flaggable order of {string}', function (this: BackOfficeWorld, login: string) {
  return orders(this).openFlaggable(login);
});

When('they open one of their orders', function (this: BackOfficeWorld) {
  return orders(this).openOwn('reseller@demo.local');
});

When('they open one of their {string} orders', function (this: BackOfficeWorld, status: string) {
  return orders(this).openOwn('reseller@demo.local', status);
});

When(
  'they open one of the {string} orders of {string}',
  function (this: BackOfficeWorld, status: string, login: string) {
    return orders(this).openOwn(login, status);
  },
);

When('they open an order of {string}', function (this: BackOfficeWorld, login: string) {
  return orders(this).openTheirs(login);
});

Then('they see every section with the manufacturing PDF', function (this: BackOfficeWorld) {
  orders(this).assertFullDetail(true);
});

Then('they see every section but the manufacturing PDF and the non-conformity', function (this: BackOfficeWorld) {
  orders(this).assertFullDetail(false);
});

Then(
  'the delay date is the creation date plus the delay of the matching category scenario',
  function (this: BackOfficeWorld) {
    orders(this).assertDelayDate();
  },
);

Then("they see its parcels with the carriers' tracking links", function (this: BackOfficeWorld) {
  orders(this).assertTracking();
});

Then('they can download its shipping label as a PDF', function (this: BackOfficeWorld) {
  return orderFiles(this).assertShippingLabelDownloads();
});

// ------------------------------------------------------------------ status

Given('{int} pending orders are selected', function (this: BackOfficeWorld, count: number) {
  orderBulk(this).selectPending(count);
});

Given(
  '{int} pending orders and one {string} order are selected',
  function (this: BackOfficeWorld, count: number, status: string) {
    orderBulk(this).selectMixed(count, status);
  },
);

When('they move the selected orders to {string}', function (this: BackOfficeWorld, status: string) {
  return orderBulk(this).moveSelection(status);
});

When('they change its status to {string}', function (this: BackOfficeWorld, status: string) {
  return orders(this).changeStatus(status);
});

Then('{int} orders are listed as {string}', function (this: BackOfficeWorld, count: number, status: string) {
  return orderBulk(this).assertSelectionMoved(count, status);
});

Then('the refusal reads {string}', function (this: BackOfficeWorld, message: string) {
  orderBulk(this).assertExplained(message);
});

Then('the order shows {string}', function (this: BackOfficeWorld, status: string) {
  return orders(this).assertShows(status);
});

Then('the change is refused because {string}', function (this: BackOfficeWorld, text: string) {
  orders(this).assertRefusedShowing(text);
});

Then('no new status is offered', function (this: BackOfficeWorld) {
  orders(this).assertNoTargets();
});

Then(
  'changing its status to {string} is refused because {string}',
  function (this: BackOfficeWorld, status: string, text: string) {
    return orders(this).assertChangeRefused(status, text);
  },
);

Then('they are told {string}', function (this: BackOfficeWorld, text: string) {
  assertTold(this.notices, text);
});

Then('they are told {string} as a danger', function (this: BackOfficeWorld, text: string) {
  assertTold(this.notices, text, 'danger');
});

// ------------------------------------------------------------------ files

When(
  'they export the orders as {string} with the columns {string}',
  function (this: BackOfficeWorld, type: 'csv' | 'xlsx', columns: string) {
    return orderFiles(this).exportOrders(type, columns);
  },
);

When('they select the first {int} orders of the list', function (this: BackOfficeWorld, count: number) {
  orderFiles(this).selectFirst(count);
});

Then('the file {string} holds the selected orders only', function (this: BackOfficeWorld, filename: string) {
  return orderFiles(this).assertSelectionExported(filename);
});

Given("a pending order's end customer is called {string}", function (this: BackOfficeWorld, name: string) {
  return orderFiles(this).renameEndCustomer(name);
});

Then(
  'the file {string} has the header {string} and every filtered order',
  function (this: BackOfficeWorld, filename: string, header: string) {
    return orderFiles(this).assertExported(filename, header);
  },
);

Then('the cell {string} of that order reads {string}', function (this: BackOfficeWorld, column: string, text: string) {
  return orderFiles(this).assertCell(column, text);
});

When('they sync the files of a not-conformed order', function (this: BackOfficeWorld) {
  return orderFiles(this).syncFilesOf('notConformed');
});

When('they sync the files of an order with a series file missing', function (this: BackOfficeWorld) {
  return orderFiles(this).syncFilesOf('missing');
});

When('they sync the files of a complete order', function (this: BackOfficeWorld) {
  return orderFiles(this).syncFilesOf('complete');
});

When('they download the files of a delivered order', function (this: BackOfficeWorld) {
  return orderFiles(this).downloadZip();
});

When('they download the files of one of their orders', function (this: BackOfficeWorld) {
  return orderFiles(this).downloadZipOfOwn('reseller@demo.local');
});

Then("the zip is saved as order-zip-\\{id} with the order's files", function (this: BackOfficeWorld) {
  return orderFiles(this).assertZip();
});

When('they upload the delivery note {string} holding a PDF', function (this: BackOfficeWorld, name: string) {
  return orderFiles(this).uploadDeliveryNote(name, '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
});

When('they upload the delivery note {string} holding plain text', function (this: BackOfficeWorld, name: string) {
  return orderFiles(this).uploadDeliveryNote(name, 'Bon de livraison (texte)');
});

Then("the order's delivery note is {string}", function (this: BackOfficeWorld, name: string) {
  return orderFiles(this).assertDeliveryNote(name);
});
