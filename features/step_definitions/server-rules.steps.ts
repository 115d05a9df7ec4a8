import { Given, Then, When } from '@cucumber/cucumber';
import type { NonConformityAnswer } from '../../src/domain/orders/order';
import type { QuoteStatus } from '../../src/domain/quotes/quote';
import type { CancelRequestStatus } from '../../src/domain/requests/requests';
import { serverRules } from '../support/server-rules.context';
import type { BackOfficeWorld } from '../support/world';

// The server's rules through the API itself (docs/qa.md#server-rules-through-the-api): each When
// calls the server straight, without the back office's pre-checks.

Given('{string} calls the API', function (this: BackOfficeWorld, login: string) {
  return serverRules(this).callAs(login);
});

Then('the API refuses it with {int}, saying {string}', function (this: BackOfficeWorld, status: number, text: string) {
  serverRules(this).assertRefused(status, text);
});

Then('the refusal names {string}: {string}', function (this: BackOfficeWorld, field: string, text: string) {
  serverRules(this).assertRefusedOn(field, text);
});

Then('the API answers {int}', function (this: BackOfficeWorld, status: number) {
  serverRules(this).assertAnswered(status);
});

// ---------------------------------------------------------------- order statuses

When(
  'they ask the API to move a(n) {string} order to {string}',
  function (this: BackOfficeWorld, from: string, to: string) {
    return serverRules(this).moveAnOrder(from, to);
  },
);

When(
  'they ask the API to move one of their {string} orders to {string}',
  function (this: BackOfficeWorld, from: string, to: string) {
    return serverRules(this).moveOneOfTheirs(from, to);
  },
);

When(
  'they ask the API to change the status of one of their {string} orders without saying to what',
  function (this: BackOfficeWorld, status: string) {
    return serverRules(this).changeOneOfTheirsWithoutBody(status);
  },
);

When(
  'they ask the API to move an order waiting for a non-conformity answer to {string}',
  function (this: BackOfficeWorld, to: string) {
    return serverRules(this).moveOrderWaitingForNonConformityAnswer(to);
  },
);

When(
  'they ask the API to move an order whose cancellation waits to {string}',
  function (this: BackOfficeWorld, to: string) {
    return serverRules(this).moveOrderWhoseCancellationWaits(to);
  },
);

When(
  'they ask the API to move a(n) {string} order and a(n) {string} order to {string}',
  function (this: BackOfficeWorld, first: string, second: string, to: string) {
    return serverRules(this).moveTwoOrders(first, second, to);
  },
);

Then(
  'the {string} order is now {string} and the {string} order is refused, saying {string}',
  function (this: BackOfficeWorld, moved: string, to: string, refused: string, text: string) {
    return serverRules(this).assertBulkOutcome(moved, to, refused, text);
  },
);

When('they ask the API for an order of another reseller', function (this: BackOfficeWorld) {
  return serverRules(this).readAnOrderOfAnotherReseller();
});

Then('that order is (still ){string}', function (this: BackOfficeWorld, status: string) {
  return serverRules(this).assertOrderIs(status);
});

Then(
  'its cancellation request is {cancelRequestStatus}',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    return serverRules(this).assertItsCancellationRequest(status);
  },
);

// ---------------------------------------------------------------- cancellation requests

When('they ask the API to cancel one of their {string} orders', function (this: BackOfficeWorld, status: string) {
  return serverRules(this).askCancellationOfTheirs(status);
});

Given(
  'they asked the API to cancel one of their {string} orders',
  async function (this: BackOfficeWorld, status: string) {
    await serverRules(this).askCancellationOfTheirs(status);
    serverRules(this).assertAnswered(201);
  },
);

When(
  'they ask the API to cancel one of their {string} orders with a comment of {int} characters',
  function (this: BackOfficeWorld, status: string, length: number) {
    return serverRules(this).askCancellationOfTheirs(status, 'Erreur de quantité. '.repeat(length).slice(0, length));
  },
);

When('they ask the API to cancel one of their orders whose cancellation waits', function (this: BackOfficeWorld) {
  return serverRules(this).askCancellationAgain();
});

When(
  'they ask the API to approve a(n) {cancelRequestStatus} cancellation request',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    return serverRules(this).answerCancelRequest(status, 'approved');
  },
);

When('they ask the API to refuse that cancellation request', function (this: BackOfficeWorld) {
  return serverRules(this).refuseThatCancellation();
});

When(
  'they ask the API to cancel the treatment of a(n) {cancelRequestStatus} cancellation request',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    return serverRules(this).cancelTreatmentOf(status);
  },
);

When(
  'they ask the API to cancel the treatment of a refused cancellation request whose order has since been delivered',
  function (this: BackOfficeWorld) {
    return serverRules(this).cancelTreatmentAfterDelivery();
  },
);

// ---------------------------------------------------------------- non-conformity

When(
  'they ask the API to place a(n) {string} order of {string} in non-conformity',
  function (this: BackOfficeWorld, status: string, login: string) {
    return serverRules(this).flagAnOrderOf(status, login);
  },
);

When('they ask the API to place an order placed by staff in non-conformity', function (this: BackOfficeWorld) {
  return serverRules(this).flagAnOrderPlacedByStaff();
});

When(
  'they ask the API to place an order waiting for a non-conformity answer in non-conformity',
  function (this: BackOfficeWorld) {
    return serverRules(this).flagOrderWaitingForNonConformityAnswer();
  },
);

Given('the configuration has no FTP URL any more', function (this: BackOfficeWorld) {
  return serverRules(this).withoutFtpUrl();
});

Given(
  'an admin placed one of the orders of {string} in non-conformity through the API',
  function (this: BackOfficeWorld, login: string) {
    return serverRules(this).nonConformityWaitsFor(login);
  },
);

When(
  'they ask the API to answer that non-conformity {nonConformityAnswer}',
  function (this: BackOfficeWorld, answer: NonConformityAnswer) {
    return serverRules(this).answerNonConformity(answer);
  },
);

Given(
  'they answered that non-conformity {nonConformityAnswer} through the API',
  function (this: BackOfficeWorld, answer: NonConformityAnswer) {
    return serverRules(this).answeredNonConformity(answer);
  },
);

// ---------------------------------------------------------------- quotes

When(
  'they ask the API to validate one of their {quoteStatus} quotes',
  function (this: BackOfficeWorld, status: QuoteStatus) {
    return serverRules(this).validateOneOf(status);
  },
);

When(
  'they ask the API to take a PDF for a series of one of their {quoteStatus} quotes',
  function (this: BackOfficeWorld, status: QuoteStatus) {
    return serverRules(this).sendSeriesFileOf(status);
  },
);

Then('that quote is (still ){quoteStatus}', function (this: BackOfficeWorld, status: QuoteStatus) {
  return serverRules(this).assertQuoteIs(status);
});

Given(
  'the reseller {string} has a discount of {int} %',
  function (this: BackOfficeWorld, login: string, percent: number) {
    return serverRules(this).discountOf(login, percent);
  },
);

Then("the order it became totals the quote's price less {int} %", function (this: BackOfficeWorld, percent: number) {
  return serverRules(this).assertOrderOfQuoteTotals(percent);
});

// ---------------------------------------------------------------- margin grid

When('they send the API the margin grid', function (this: BackOfficeWorld, csv: string) {
  return serverRules(this).sendMarginGrid(csv);
});

When('they send the API a margin grid of {int} MB', function (this: BackOfficeWorld, megabytes: number) {
  return serverRules(this).sendMarginGridOf(megabytes);
});

When('they send the API a margin grid of {int} lines of empty cells', function (this: BackOfficeWorld, lines: number) {
  return serverRules(this).sendMarginGridOfEmptyLines(lines);
});

Then(
  'the refusal lists {int} lines, the first {string}',
  function (this: BackOfficeWorld, count: number, first: string) {
    serverRules(this).assertLinesListed(count, first);
  },
);

Then('their margin grid is as it was', function (this: BackOfficeWorld) {
  return serverRules(this).assertGridUnchanged();
});

// ---------------------------------------------------------------- uploads

When(
  'they send the API {string} holding {pdfOrText} as the delivery note of a(n) {string} order',
  function (this: BackOfficeWorld, name: string, content: 'a PDF' | 'plain text', status: string) {
    return serverRules(this).sendDeliveryNoteHolding(name, content, status);
  },
);

When(
  'they send the API a PDF just over 20 MB as the delivery note of a(n) {string} order',
  function (this: BackOfficeWorld, status: string) {
    return serverRules(this).sendDeliveryNoteJustOver20Mb(status);
  },
);

Then("that order's delivery note is {string}", function (this: BackOfficeWorld, name: string) {
  return serverRules(this).assertDeliveryNote(name);
});

// ---------------------------------------------------------------- records and accounts

When('they ask the API to add a shape named as one it has, in capitals', function (this: BackOfficeWorld) {
  return serverRules(this).addShapeNamedAsOneInCapitals();
});

When('they ask the API to switch off their own account', function (this: BackOfficeWorld) {
  return serverRules(this).switchOffOwnAccount();
});

When('they ask the API to delete their own account', function (this: BackOfficeWorld) {
  return serverRules(this).deleteOwnAccount();
});

Then('their account is still active', function (this: BackOfficeWorld) {
  return serverRules(this).assertOwnAccountActive();
});

Given('a new reseller has a quote user and no order', function (this: BackOfficeWorld) {
  return serverRules(this).resellerWithQuoteUserOnly();
});

Given('a new reseller has an order and no quote user', function (this: BackOfficeWorld) {
  return serverRules(this).resellerWithOrderOnly();
});

Given('they made an account and switched it off through the API', function (this: BackOfficeWorld) {
  return serverRules(this).newAccountSwitchedOff();
});

When('that account logs in to the API', function (this: BackOfficeWorld) {
  return serverRules(this).thatAccountLogsIn();
});

Given('the account {string} is switched off', function (this: BackOfficeWorld, login: string) {
  return serverRules(this).switchedOff(login);
});

When('they ask the API to delete that reseller', function (this: BackOfficeWorld) {
  return serverRules(this).deleteThatReseller();
});

Then('that reseller is still there', function (this: BackOfficeWorld) {
  return serverRules(this).assertThatResellerStays();
});

Given('an order was placed at {string}', function (this: BackOfficeWorld, at: string) {
  return serverRules(this).orderPlacedAt(at);
});

When('they export that order as CSV naming no time zone', function (this: BackOfficeWorld) {
  return serverRules(this).exportThatOrder();
});

When('they export that order as CSV in the time zone {string}', function (this: BackOfficeWorld, zone: string) {
  return serverRules(this).exportThatOrder(zone);
});

Then('the file shows its creation as {string}', function (this: BackOfficeWorld, shown: string) {
  serverRules(this).assertExportedCreation(shown);
});
