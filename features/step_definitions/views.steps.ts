import { Then, When } from '@cucumber/cucumber';
import { views } from '../support/views.context';
import type { BackOfficeWorld } from '../support/world';

const ORDER = { 'oldest first': 'asc', 'newest first': 'desc' } as const;
type OrderWords = keyof typeof ORDER;

When(
  'they save the order list of status {string}, {word} {word}, {int} per page, as the view {string}',
  function (this: BackOfficeWorld, status: string, w1: string, w2: string, size: number, name: string) {
    return views(this).saveOrderView(name, status, ORDER[`${w1} ${w2}` as OrderWords], size);
  },
);

Then('their views of the order list include {string}', function (this: BackOfficeWorld, name: string) {
  return views(this).assertListed(name, true);
});

Then('their views of the order list do not include {string}', function (this: BackOfficeWorld, name: string) {
  return views(this).assertListed(name, false);
});

When('they open the view {string}', function (this: BackOfficeWorld, name: string) {
  return views(this).open(name);
});

Then(
  'every order listed is {string}, {word} {word}, {int} per page',
  function (this: BackOfficeWorld, status: string, w1: string, w2: string, size: number) {
    views(this).assertOpened(status, ORDER[`${w1} ${w2}` as OrderWords], size);
  },
);

When(
  'they rename the view of {string} called {string} to {string}',
  function (this: BackOfficeWorld, login: string, name: string, to: string) {
    return views(this).renameViewOf(login, name, to);
  },
);

Then('{string} still has the view {string}', function (this: BackOfficeWorld, login: string, name: string) {
  views(this).assertStillHas(login, name);
});
