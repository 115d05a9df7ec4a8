import { Given, Then, When } from '@cucumber/cucumber';
import type { NonConformityAnswer } from '../../src/domain/orders/order';
import type { CancelRequestStatus } from '../../src/domain/requests/requests';
import { QuoteActionRefusedError } from '../../src/domain/quotes/quote-errors';
import { RequestActionRefusedError } from '../../src/domain/requests/request-errors';
import type { CountedRequests } from '../../src/domain/requests/waiting-counts';
import { cancellationRequests } from '../support/cancellation-requests.context';
import { largePdf, pdfFile, textFile } from '../support/files';
import { nonConformities } from '../support/non-conformities.context';
import { orders } from '../support/orders.context';
import { assertNotTold, assertToldUnderTitle } from '../support/notices';
import { waitingCounts } from '../support/waiting-counts.context';
import type { BackOfficeWorld } from '../support/world';

// ------------------------------------------------------------------ shared

Then('it is refused because {string}', function (this: BackOfficeWorld, text: string) {
  this.assertRefusedShowing(text, RequestActionRefusedError, QuoteActionRefusedError);
});

Then(
  'they are told {string} under the title {string}',
  function (this: BackOfficeWorld, message: string, title: string) {
    assertToldUnderTitle(this.notices, message, title);
  },
);

Then('they are not told {string}', function (this: BackOfficeWorld, text: string) {
  assertNotTold(this.notices, text);
});

// ------------------------------------------------------------------ cancellation requests: asked

When('they ask to cancel it saying {string}', function (this: BackOfficeWorld, comment: string) {
  return cancellationRequests(this).askCancellation(comment);
});

When('they ask to cancel a pending order of {string}', function (this: BackOfficeWorld, login: string) {
  return cancellationRequests(this).askCancellationOfTheirs(login);
});

Then('the order shows the cancellation requested with {string}', function (this: BackOfficeWorld, comment: string) {
  return cancellationRequests(this).assertCancellationRequested(comment);
});

// ------------------------------------------------------------------ cancellation requests: lists

When('they open the cancellation requests', function (this: BackOfficeWorld) {
  return cancellationRequests(this).listCancels();
});

When('they search the cancellation requests for {string}', function (this: BackOfficeWorld, text: string) {
  return cancellationRequests(this).listCancels({ search: text });
});

When('they search the cancellation requests for the reference of that order', function (this: BackOfficeWorld) {
  const order = orders(this).openedOrder;
  return cancellationRequests(this).listCancels({ search: order?.internalReference ?? '' });
});

When(
  'they ask for page {int} of the cancellation requests, {int} per page',
  function (this: BackOfficeWorld, page: number, size: number) {
    return cancellationRequests(this).listCancels({ page, size });
  },
);

Then(
  'their request for that order comes first, pending, saying {string}',
  function (this: BackOfficeWorld, comment: string) {
    cancellationRequests(this).assertFirstIsThatOrder(comment);
  },
);

Then('no request for that order is listed', function (this: BackOfficeWorld) {
  cancellationRequests(this).assertThatOrderNotListed();
});

Then('they see only the cancellation requests of {string}', function (this: BackOfficeWorld, login: string) {
  cancellationRequests(this).assertOnlyCancelsOf(login);
});

Then(
  'they see the cancellation requests {int} to {int} of {int}, newest first',
  function (this: BackOfficeWorld, from: number, to: number, total: number) {
    cancellationRequests(this).assertCancelRange(from, to, total);
  },
);

Then('every cancellation request shown matches the reference of that order', function (this: BackOfficeWorld) {
  cancellationRequests(this).assertCancelsMatch(orders(this).openedOrder?.internalReference ?? '');
});

Then('no cancellation request is found', function (this: BackOfficeWorld) {
  cancellationRequests(this).assertNoCancelFound();
});

// ------------------------------------------------------------------ cancellation requests: answers

When('they approve the cancellation request of that order', async function (this: BackOfficeWorld) {
  await cancellationRequests(this).findCancelOfThatOrder();
  await cancellationRequests(this).answerCancel('approved');
});

When('they refuse the cancellation request of that order', async function (this: BackOfficeWorld) {
  await cancellationRequests(this).findCancelOfThatOrder();
  await cancellationRequests(this).answerCancel('unapproved');
});

When(
  'they approve a pending cancellation request of {string} straight through the API',
  async function (this: BackOfficeWorld, login: string) {
    await cancellationRequests(this).pickCancel('pending', login);
    await cancellationRequests(this).answerCancelThroughApi('approved');
  },
);

Given(
  'they pick a(n) {cancelRequestStatus} cancellation request',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    return cancellationRequests(this).pickCancel(status);
  },
);

Given(
  'they pick a(n) {cancelRequestStatus} cancellation request that no longer exists',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    cancellationRequests(this).missingCancel(status);
  },
);

When('they approve it', function (this: BackOfficeWorld) {
  return cancellationRequests(this).answerCancel('approved');
});

When('they refuse it', function (this: BackOfficeWorld) {
  return cancellationRequests(this).answerCancel('unapproved');
});

When('they approve it straight through the API', function (this: BackOfficeWorld) {
  return cancellationRequests(this).answerCancelThroughApi('approved');
});

When('they cancel its treatment', function (this: BackOfficeWorld) {
  return cancellationRequests(this).cancelTreatment();
});

When('they cancel its treatment straight through the API', function (this: BackOfficeWorld) {
  return cancellationRequests(this).cancelTreatmentThroughApi();
});

Then(
  'the cancellation request is {cancelRequestStatus}',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    return cancellationRequests(this).assertCancelIs(status);
  },
);

Then(
  'the cancellation request of that order is {cancelRequestStatus}',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    return cancellationRequests(this).assertCancelOfThatOrderIs(status);
  },
);

Then('its order shows {string}', function (this: BackOfficeWorld, status: string) {
  return cancellationRequests(this).assertItsOrderShows(status);
});

// ------------------------------------------------------------------ the sidebar's counts

Given('they note their count of {countedRequests}', function (this: BackOfficeWorld, list: CountedRequests) {
  return waitingCounts(this).note(list);
});

Then(
  'their count of {countedRequests} has gone up by {int}',
  function (this: BackOfficeWorld, list: CountedRequests, n: number) {
    return waitingCounts(this).assertChangedBy(list, n);
  },
);

Then(
  'their count of {countedRequests} has gone down by {int}',
  function (this: BackOfficeWorld, list: CountedRequests, n: number) {
    return waitingCounts(this).assertChangedBy(list, -n);
  },
);

Then('their count of {countedRequests} is unchanged', function (this: BackOfficeWorld, list: CountedRequests) {
  return waitingCounts(this).assertChangedBy(list, 0);
});

Then('they have no count of {countedRequests}', function (this: BackOfficeWorld, list: CountedRequests) {
  return waitingCounts(this).assertNone(list);
});

Then(
  'their sidebar reads the count of {countedRequests} as {string}',
  function (this: BackOfficeWorld, list: CountedRequests, shown: string) {
    return waitingCounts(this).assertShownAs(list, shown);
  },
);

// ------------------------------------------------------------------ non-conformities: placed

Given('the configuration has no FTP URL', function (this: BackOfficeWorld) {
  return nonConformities(this).removeFtpUrl();
});

When('they place it in non-conforming', function (this: BackOfficeWorld) {
  return nonConformities(this).placeNonConforming();
});

Then("the order waits for the reseller's answer, its status locked", function (this: BackOfficeWorld) {
  return nonConformities(this).assertWaitingNonConformity();
});

Then('the order is unchanged', function (this: BackOfficeWorld) {
  return nonConformities(this).assertUnchanged();
});

// ------------------------------------------------------------------ non-conformities

Given('an admin has placed an order of {string} in non-conforming', function (this: BackOfficeWorld, login: string) {
  return nonConformities(this).flagOrderOf(login);
});

When('they open the non-conforming orders', function (this: BackOfficeWorld) {
  return nonConformities(this).listNonConformities();
});

When(
  'they ask the API for the count of waiting non-conformities of {string}',
  function (this: BackOfficeWorld, login: string) {
    return nonConformities(this).countOfThroughApi(login);
  },
);

Then("that non-conformity comes first, waiting, with the admin's reason and comment", function (this: BackOfficeWorld) {
  nonConformities(this).assertFirstIsThatNonConformity();
});

Then('that non-conformity is not listed', function (this: BackOfficeWorld) {
  nonConformities(this).assertThatNonConformityNotListed();
});

Then('they see only the non-conformities of {string}, newest first', function (this: BackOfficeWorld, login: string) {
  nonConformities(this).assertOnlyNonConformitiesOf(login);
});

When(
  'they answer that non-conformity {nonConformityAnswer} saying {string}',
  function (this: BackOfficeWorld, answer: NonConformityAnswer, comment: string) {
    return nonConformities(this).answerNonConformity(answer, comment);
  },
);

When('they send a new PDF for each series of the order', function (this: BackOfficeWorld) {
  return nonConformities(this).sendFile((series) => pdfFile(`nouveau-${series.id}.pdf`), 'each');
});

When('they send a new PDF for the first series', function (this: BackOfficeWorld) {
  return nonConformities(this).sendFile((series) => pdfFile(`nouveau-${series.id}.pdf`), 'first');
});

When('they send {string} holding plain text for the first series', function (this: BackOfficeWorld, name: string) {
  return nonConformities(this).sendFile(() => textFile(name), 'first');
});

When(
  'they send {string} holding plain text for the first series straight through the API',
  function (this: BackOfficeWorld, name: string) {
    return nonConformities(this).sendFileThroughApi(textFile(name));
  },
);

When('they send a PDF of {int} MB for the first series', function (this: BackOfficeWorld, megabytes: number) {
  return nonConformities(this).sendFile(() => largePdf('lourd.pdf', megabytes), 'first');
});

Then('each series shows its new file, each told {string}', function (this: BackOfficeWorld, toast: string) {
  return nonConformities(this).assertEachSeriesHasNewFile(toast);
});

Then(
  'that non-conformity is answered {nonConformityAnswer} saying {string}',
  function (this: BackOfficeWorld, answer: NonConformityAnswer, comment: string) {
    return nonConformities(this).assertNonConformityAnswered(answer, comment);
  },
);

Then('that non-conformity still waits', function (this: BackOfficeWorld) {
  return nonConformities(this).assertNonConformityWaits();
});
