import { Given, Then, When } from '@cucumber/cucumber';
import type { NonConformityAnswer } from '../../src/domain/orders/order';
import type { CancelRequestStatus } from '../../src/domain/requests/requests';
import {
  assertRefusedBecause,
  assertToldUnderTitle,
  largePdf,
  pdfFile,
  requests,
  textFile,
} from '../support/requests.context';
import { orders } from '../support/orders.context';
import type { BackOfficeWorld } from '../support/world';

// ------------------------------------------------------------------ shared

Then('it is refused because {string}', function (this: BackOfficeWorld, reason: string) {
  assertRefusedBecause(this, reason);
});

Then(
  'they are told {string} under the title {string}',
  function (this: BackOfficeWorld, message: string, title: string) {
    assertToldUnderTitle(this, message, title);
  },
);

Then('they are not told {string}', function (this: BackOfficeWorld, text: string) {
  orders(this).assertNotTold(text);
});

// ------------------------------------------------------------------ cancellation requests: lists

When('they open the cancellation requests', function (this: BackOfficeWorld) {
  return requests(this).listCancels();
});

When('they search the cancellation requests for {string}', function (this: BackOfficeWorld, text: string) {
  return requests(this).listCancels({ search: text });
});

When('they search the cancellation requests for the reference of that order', function (this: BackOfficeWorld) {
  const order = orders(this).openedOrder;
  return requests(this).listCancels({ search: order?.internalReference ?? '' });
});

When(
  'they ask for page {int} of the cancellation requests, {int} per page',
  function (this: BackOfficeWorld, page: number, size: number) {
    return requests(this).listCancels({ page, size });
  },
);

Then(
  'their request for that order comes first, pending, saying {string}',
  function (this: BackOfficeWorld, comment: string) {
    requests(this).assertFirstIsThatOrder(comment);
  },
);

Then('no request for that order is listed', function (this: BackOfficeWorld) {
  requests(this).assertThatOrderNotListed();
});

Then('they see only the cancellation requests of {string}', function (this: BackOfficeWorld, login: string) {
  requests(this).assertOnlyCancelsOf(login);
});

Then(
  'they see the cancellation requests {int} to {int} of {int}, newest first',
  function (this: BackOfficeWorld, from: number, to: number, total: number) {
    requests(this).assertCancelRange(from, to, total);
  },
);

Then('every cancellation request shown matches the reference of that order', function (this: BackOfficeWorld) {
  requests(this).assertCancelsMatch(orders(this).openedOrder?.internalReference ?? '');
});

Then('no cancellation request is found', function (this: BackOfficeWorld) {
  requests(this).assertNoCancelFound();
});

// ------------------------------------------------------------------ cancellation requests: answers

When('they approve the cancellation request of that order', async function (this: BackOfficeWorld) {
  await requests(this).findCancelOfThatOrder();
  await requests(this).answerCancel('approved');
});

When('they refuse the cancellation request of that order', async function (this: BackOfficeWorld) {
  await requests(this).findCancelOfThatOrder();
  await requests(this).answerCancel('unapproved');
});

When(
  'they approve a pending cancellation request of {string} straight through the API',
  async function (this: BackOfficeWorld, login: string) {
    await requests(this).pickCancel('pending', login);
    await requests(this).answerCancelThroughApi('approved');
  },
);

Given('they pick a(n) {string} cancellation request', function (this: BackOfficeWorld, status: CancelRequestStatus) {
  return requests(this).pickCancel(status);
});

Given(
  'they pick a(n) {string} cancellation request that no longer exists',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    requests(this).missingCancel(status);
  },
);

When('they approve it', function (this: BackOfficeWorld) {
  return requests(this).answerCancel('approved');
});

When('they refuse it', function (this: BackOfficeWorld) {
  return requests(this).answerCancel('unapproved');
});

When('they approve it straight through the API', function (this: BackOfficeWorld) {
  return requests(this).answerCancelThroughApi('approved');
});

When('they cancel its treatment', function (this: BackOfficeWorld) {
  return requests(this).cancelTreatment();
});

When('they cancel its treatment straight through the API', function (this: BackOfficeWorld) {
  return requests(this).cancelTreatmentThroughApi();
});

Then('the cancellation request is {string}', function (this: BackOfficeWorld, status: CancelRequestStatus) {
  return requests(this).assertCancelIs(status);
});

Then(
  'the cancellation request of that order is {string}',
  function (this: BackOfficeWorld, status: CancelRequestStatus) {
    return requests(this).assertCancelOfThatOrderIs(status);
  },
);

Then('its order shows {string}', function (this: BackOfficeWorld, status: string) {
  return requests(this).assertItsOrderShows(status);
});

// ------------------------------------------------------------------ non-conformities

Given('an admin has placed an order of {string} in non-conforming', function (this: BackOfficeWorld, login: string) {
  return requests(this).flagOrderOf(login);
});

Given('they note their count of waiting non-conformities', function (this: BackOfficeWorld) {
  return requests(this).noteCount();
});

When('they open the non-conforming orders', function (this: BackOfficeWorld) {
  return requests(this).listNonConformities();
});

When(
  'they ask the API for the count of waiting non-conformities of {string}',
  function (this: BackOfficeWorld, login: string) {
    return requests(this).countOfThroughApi(login);
  },
);

Then("that non-conformity comes first, waiting, with the admin's reason and comment", function (this: BackOfficeWorld) {
  requests(this).assertFirstIsThatNonConformity();
});

Then('that non-conformity is not listed', function (this: BackOfficeWorld) {
  requests(this).assertThatNonConformityNotListed();
});

Then('they see only the non-conformities of {string}, newest first', function (this: BackOfficeWorld, login: string) {
  requests(this).assertOnlyNonConformitiesOf(login);
});

Then('their count of waiting non-conformities has gone up by {int}', function (this: BackOfficeWorld, n: number) {
  return requests(this).assertCountChangedBy(n);
});

Then('their count of waiting non-conformities has gone down by {int}', function (this: BackOfficeWorld, n: number) {
  return requests(this).assertCountChangedBy(-n);
});

Then('their count of waiting non-conformities is unchanged', function (this: BackOfficeWorld) {
  return requests(this).assertCountChangedBy(0);
});

Then('they have no count of waiting non-conformities', function (this: BackOfficeWorld) {
  return requests(this).assertNoCount();
});

When(
  'they answer that non-conformity {string} saying {string}',
  function (this: BackOfficeWorld, answer: NonConformityAnswer, comment: string) {
    return requests(this).answerNonConformity(answer, comment);
  },
);

When('they send a new PDF for each series of the order', function (this: BackOfficeWorld) {
  return requests(this).sendFile((series) => pdfFile(`nouveau-${series.id}.pdf`), 'each');
});

When('they send a new PDF for the first series', function (this: BackOfficeWorld) {
  return requests(this).sendFile((series) => pdfFile(`nouveau-${series.id}.pdf`), 'first');
});

When('they send {string} holding plain text for the first series', function (this: BackOfficeWorld, name: string) {
  return requests(this).sendFile(() => textFile(name), 'first');
});

When(
  'they send {string} holding plain text for the first series straight through the API',
  function (this: BackOfficeWorld, name: string) {
    return requests(this).sendFileThroughApi(textFile(name));
  },
);

When('they send a PDF of {int} MB for the first series', function (this: BackOfficeWorld, megabytes: number) {
  return requests(this).sendFile(() => largePdf('lourd.pdf', megabytes), 'first');
});

Then('each series shows its new file, each told {string}', function (this: BackOfficeWorld, toast: string) {
  return requests(this).assertEachSeriesHasNewFile(toast);
});

Then(
  'that non-conformity is answered {string} saying {string}',
  function (this: BackOfficeWorld, answer: NonConformityAnswer, comment: string) {
    return requests(this).assertNonConformityAnswered(answer, comment);
  },
);

Then('that non-conformity still waits', function (this: BackOfficeWorld) {
  return requests(this).assertNonConformityWaits();
});
