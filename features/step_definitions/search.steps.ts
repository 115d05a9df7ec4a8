import { Then, When } from '@cucumber/cucumber';
import type { QuickKind } from '../../src/domain/search/quick-search';
import { palette } from '../support/search.context';
import type { BackOfficeWorld } from '../support/world';

When('they search the palette for {string}', function (this: BackOfficeWorld, text: string) {
  return palette(this).search(text);
});

When('they search the palette for the number of one of their own orders', function (this: BackOfficeWorld) {
  return palette(this).searchOrderOf(this.currentLogin);
});

When('they search the palette for the number of an order of {string}', function (this: BackOfficeWorld, login: string) {
  return palette(this).searchOrderOf(login);
});

When('they search the palette for the quote reference of that order', function (this: BackOfficeWorld) {
  return palette(this).searchQuoteOfOpenedOrder();
});

Then('the palette finds that order’s quote, which opens', function (this: BackOfficeWorld) {
  return palette(this).assertQuoteOfOpenedOrderOpens();
});

Then('the first order found is that order', function (this: BackOfficeWorld) {
  palette(this).assertFirstOrderIsTheOne();
});

Then('no order found is that order', function (this: BackOfficeWorld) {
  palette(this).assertOrderNotFound();
});

Then('no reseller is found', function (this: BackOfficeWorld) {
  palette(this).assertNone('reseller');
});

Then('the palette finds a {word} called {string}', function (this: BackOfficeWorld, kind: string, label: string) {
  palette(this).assertFound(kind as QuickKind, label);
});

Then('the hits come grouped as orders, quotes, resellers, users', function (this: BackOfficeWorld) {
  palette(this).assertGrouped(['order', 'quote', 'reseller', 'user']);
});

Then('nothing is found', function (this: BackOfficeWorld) {
  palette(this).assertNothing();
});
