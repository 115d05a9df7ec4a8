import { Given, Then, When } from '@cucumber/cucumber';
import type { ExportType } from '../../src/domain/orders/order';
import type { QuoteStatus } from '../../src/domain/quotes/quote';
import { quotes } from '../support/quotes.context';
import type { BackOfficeWorld } from '../support/world';

// ------------------------------------------------------------------ list

When('they open the quote list', function (this: BackOfficeWorld) {
  return quotes(this).list();
});

When('they ask for the quotes of {string}', function (this: BackOfficeWorld, login: string) {
  return quotes(this).listAsking(login);
});

When('they filter the quotes by the reseller suggested for {string}', function (this: BackOfficeWorld, text: string) {
  return quotes(this).filterByReseller(text);
});

When(
  'they filter the quotes by the statuses {quoteStatus} and {quoteStatus}',
  function (this: BackOfficeWorld, one: QuoteStatus, other: QuoteStatus) {
    return quotes(this).filterByStatuses([one, other]);
  },
);

When('they filter the quotes from {string} to {string}', function (this: BackOfficeWorld, from: string, to: string) {
  return quotes(this).filterByDates(from, to);
});

When(
  'they search the quotes for the reference of a quote of {string}',
  function (this: BackOfficeWorld, login: string) {
    return quotes(this).searchReferenceOf(login);
  },
);

Then('they see the newest quotes of all resellers', function (this: BackOfficeWorld) {
  quotes(this).assertNewestOfAll();
});

Then('they see only their own quotes, newest first', function (this: BackOfficeWorld) {
  quotes(this).assertOnlyOwn();
});

Then('they see only the quotes of {string}, newest first', function (this: BackOfficeWorld, login: string) {
  quotes(this).assertOnlyOf(login, 'totalRequest');
});

Then(
  'they see only the quotes {quoteStatus} or {quoteStatus}, newest first',
  function (this: BackOfficeWorld, one: QuoteStatus, other: QuoteStatus) {
    quotes(this).assertInStatuses([one, other]);
  },
);

Then(
  'they see only the quotes created from {string} to {string}, newest first',
  function (this: BackOfficeWorld, from: string, to: string) {
    quotes(this).assertCreatedWithin(from, to);
  },
);

Then('that quote is found, and every quote shown matches its reference', function (this: BackOfficeWorld) {
  quotes(this).assertSearchFound();
});

// ------------------------------------------------------------------ detail

When('they open one of their quotes waiting for files', function (this: BackOfficeWorld) {
  return quotes(this).openWaiting('reseller@demo.local');
});

When('they open a quote of {string} waiting for files', function (this: BackOfficeWorld, login: string) {
  return quotes(this).openWaiting(login);
});

When(
  'they open a quote of {string} with the status {quoteStatus}',
  function (this: BackOfficeWorld, login: string, status: QuoteStatus) {
    return quotes(this).openWithStatus(login, status);
  },
);

Then(
  'they see its series, some without a file, and the status {quoteStatus}',
  function (this: BackOfficeWorld, status: QuoteStatus) {
    quotes(this).assertDetail(status);
  },
);

When('they validate the quote', function (this: BackOfficeWorld) {
  return quotes(this).validate();
});

Then('the refusal names each series without its file', function (this: BackOfficeWorld) {
  quotes(this).assertRefusalNamesMissingSeries();
});

When('they validate the quote straight through the API', function (this: BackOfficeWorld) {
  return quotes(this).validateThroughApi();
});

When('they send a PDF for each series without a file', function (this: BackOfficeWorld) {
  return quotes(this).sendPdfForEachMissing();
});

When('they send a PDF for the first series of the quote', function (this: BackOfficeWorld) {
  return quotes(this).sendPdfForFirst();
});

When(
  'they send {string} holding plain text for the first series of the quote',
  function (this: BackOfficeWorld, name: string) {
    return quotes(this).sendTextForFirst(name);
  },
);

When(
  'they send {string} holding plain text for the first series of the quote straight through the API',
  function (this: BackOfficeWorld, name: string) {
    return quotes(this).sendTextThroughApi(name);
  },
);

Then('each series shows its file, each told {string}', function (this: BackOfficeWorld, toast: string) {
  return quotes(this).assertEachSent(toast);
});

Then('the quote is {quoteStatus}', function (this: BackOfficeWorld, status: QuoteStatus) {
  return quotes(this).assertStatus(status);
});

Then(
  "the quote became a pending order, first of the order list, with the quote's reference",
  function (this: BackOfficeWorld) {
    return quotes(this).assertBecameOrder();
  },
);

// ------------------------------------------------------------------ export

Given("a quote's reference reads {string}", function (this: BackOfficeWorld, reference: string) {
  return quotes(this).plantReference(reference);
});

When(
  'they export the quotes as {string} with the columns {string}',
  function (this: BackOfficeWorld, type: ExportType, columns: string) {
    return quotes(this).exportQuotes(type, columns);
  },
);

When('they select the first {int} quotes of the list', function (this: BackOfficeWorld, count: number) {
  quotes(this).selectFirst(count);
});

Then('the file {string} holds the selected quotes only', function (this: BackOfficeWorld, filename: string) {
  return quotes(this).assertSelectionExported(filename);
});

Then(
  'the file {string} has the header {string} and every filtered quote',
  function (this: BackOfficeWorld, filename: string, header: string) {
    return quotes(this).assertExported(filename, header);
  },
);

Then('the cell {string} of that quote reads {string}', function (this: BackOfficeWorld, column: string, text: string) {
  return quotes(this).assertPlantedCell(column, text);
});
