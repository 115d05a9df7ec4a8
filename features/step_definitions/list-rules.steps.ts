import { Given, Then, When } from '@cucumber/cucumber';
import { listRules } from '../support/list-rules.context';
import type { BackOfficeWorld } from '../support/world';

// The list conventions through the API itself (docs/api/README.md#lists): each When reads a list as
// any client could; each Then compares what it answered with other pages of the same list.

When('they read {string} in pages of 10, 25 and 50', function (this: BackOfficeWorld, path: string) {
  return listRules(this).readInPages(path);
});

Then('each page holds the next rows of one page of 100, none twice', function (this: BackOfficeWorld) {
  listRules(this).assertPagesInStep();
});

Then('a page past the end is empty, with the totals', function (this: BackOfficeWorld) {
  return listRules(this).assertPastTheEnd();
});

When('they read {string} with {string}', function (this: BackOfficeWorld, path: string, query: string) {
  return listRules(this).readWith(path, query);
});

Then('the page holds {int} rows', function (this: BackOfficeWorld, rows: number) {
  listRules(this).assertRows(rows);
});

Then('every row of the list is answered', function (this: BackOfficeWorld) {
  listRules(this).assertEveryRow();
});

When(
  'they read {string} sorted by {string}, ascending then descending',
  function (this: BackOfficeWorld, path: string, column: string) {
    return listRules(this).readSorted(path, column);
  },
);

Then('each page is in order, empty values last', function (this: BackOfficeWorld) {
  listRules(this).assertInOrderEmptyLast();
});

When('they read {string} without _index or _order', function (this: BackOfficeWorld, path: string) {
  return listRules(this).readInDefaultOrder(path);
});

Then('its rows come by {string}, the highest first', function (this: BackOfficeWorld, field: string) {
  listRules(this).assertNewestFirst(field);
});

When('they read {string} sorted by {string} twice', function (this: BackOfficeWorld, path: string, column: string) {
  return listRules(this).readTiedTwice(path, column);
});

Then('the tied rows come in the same order each time, and its pages of 25 in step', function (this: BackOfficeWorld) {
  listRules(this).assertTiesInStep();
});

When(
  'they search {string} for a word of the {string} of one of its rows, then for it in capitals without accents',
  function (this: BackOfficeWorld, path: string, field: string) {
    return listRules(this).searchAWordTwice(path, field);
  },
);

Then(
  'both searches find the same rows, totalRequest counts them and total is the whole list’s',
  function (this: BackOfficeWorld) {
    listRules(this).assertSearchesAgree();
  },
);

Given(
  'the API has mailed {string} an order confirmation and {string} a reset link',
  function (this: BackOfficeWorld, reseller: string, staff: string) {
    return listRules(this).mailTwoKinds(reseller, staff);
  },
);

When(
  'they read {string} with the {word} of one of its rows',
  function (this: BackOfficeWorld, path: string, param: string) {
    return listRules(this).filterRows(path, param);
  },
);

Then(
  'every row answered has that value, totalRequest counts them and total is the whole list’s',
  function (this: BackOfficeWorld) {
    listRules(this).assertFiltered();
  },
);

When('they read the orders of one day, from _start_date to _end_date', function (this: BackOfficeWorld) {
  return listRules(this).ordersOfOneDay();
});

Then('they are the orders from that Paris day’s first instant to its last', function (this: BackOfficeWorld) {
  listRules(this).assertOneDay();
});

When('they read {string} with the _resellerId[] of another reseller', function (this: BackOfficeWorld, path: string) {
  return listRules(this).readWithAnotherResellersId(path);
});

Then('the answer is the one without it', function (this: BackOfficeWorld) {
  listRules(this).assertSameRows();
});
