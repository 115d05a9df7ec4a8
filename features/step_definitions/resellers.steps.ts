import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { resellers } from '../support/resellers.context';
import { resellerProfile } from '../support/reseller-profile.context';
import { resellerDetail } from '../support/reseller-detail.context';
import { marginPrices } from '../support/margin-prices.context';
import { deliveryCountries } from '../support/delivery-countries.context';
import type { BackOfficeWorld } from '../support/world';

// ---------------------------------------------------------------- list

When('they open the customers view of the resellers', function (this: BackOfficeWorld) {
  return resellers(this).openView('customers');
});

When('they open the prospects view of the resellers', function (this: BackOfficeWorld) {
  return resellers(this).openView('prospects');
});

When('they search the customers for {string}', function (this: BackOfficeWorld, text: string) {
  return resellers(this).openView('customers', { search: text });
});

When('they sort the customers by company', function (this: BackOfficeWorld) {
  return resellers(this).openView('customers', { sort: { field: 'company', order: 'asc' } });
});

When(
  'they open page {int} of the customers, {int} per page',
  function (this: BackOfficeWorld, page: number, size: number) {
    return resellers(this).openView('customers', { page, size });
  },
);

When('they look up the resellers matching {string}', function (this: BackOfficeWorld, text: string) {
  return resellers(this).lookUp(text);
});

Then('they see every customer, newest first', function (this: BackOfficeWorld) {
  resellers(this).assertWholeView('customers');
});

Then('they see every prospect, newest first', function (this: BackOfficeWorld) {
  resellers(this).assertWholeView('prospects');
});

Then(
  'the views count {int} customers and {int} prospects',
  function (this: BackOfficeWorld, customers: number, prospects: number) {
    return resellers(this).assertCounts(customers, prospects);
  },
);

Then('they see only the reseller {string}', function (this: BackOfficeWorld, login: string) {
  resellers(this).assertOnly(login);
});

Then('the resellers are in company order', function (this: BackOfficeWorld) {
  resellers(this).assertSortedByCompany();
});

Then('they see customers {int} to {int}, newest first', function (this: BackOfficeWorld, from: number, to: number) {
  resellers(this).assertRange('customers', from, to);
});

Then('the lookup offers only {string}', function (this: BackOfficeWorld, company: string) {
  resellers(this).assertLookupOffers(company);
});

// ---------------------------------------------------------------- create, edit, switch, delete

When('they create the reseller {string} of {string}', function (this: BackOfficeWorld, login: string, company: string) {
  return resellers(this).create(login, company);
});

Given(
  'they created the reseller {string} of {string}',
  function (this: BackOfficeWorld, login: string, company: string) {
    return resellers(this).created(login, company);
  },
);

Then('{string} is listed among the prospects as an active reseller', function (this: BackOfficeWorld, login: string) {
  return resellers(this).assertListedAsActiveProspect(login);
});

When(
  /^they create a reseller with the (\w+) "([^"]*)"$/,
  function (this: BackOfficeWorld, field: string, value: string) {
    return resellers(this).createWith(field, value);
  },
);

When('they create a reseller in the country #{int}', function (this: BackOfficeWorld, countryId: number) {
  return resellers(this).createInCountry(countryId);
});

Then('the form and the server both refuse the field {string}', function (this: BackOfficeWorld, field: string) {
  resellers(this).assertFormAndServerRefuse(field);
});

When(
  'they set the margin type of {string} to {string} and its type to {string}',
  function (this: BackOfficeWorld, login: string, margeType: string, type: string) {
    return resellers(this).setTypes(login, margeType, type);
  },
);

Then(
  '{string} has the margin type {string} and the type {string}',
  function (this: BackOfficeWorld, login: string, margeType: string, type: string) {
    return resellers(this).assertTypes(login, margeType, type);
  },
);

When('they switch off the reseller {string}', function (this: BackOfficeWorld, login: string) {
  return resellers(this).setActive(login, false);
});

Given('they switched off the reseller {string}', function (this: BackOfficeWorld, login: string) {
  return resellers(this).switchedOff(login);
});

When('they switch on the reseller {string}', function (this: BackOfficeWorld, login: string) {
  return resellers(this).setActive(login, true);
});

When('they switch off the reseller #{int}', function (this: BackOfficeWorld, id: number) {
  return resellers(this).setActiveById(id, false);
});

Then(
  'the reseller {string} is inactive and they are told {string}',
  function (this: BackOfficeWorld, login: string, outcome: string) {
    return resellers(this).assertActive(login, false, outcome);
  },
);

Then(
  'the reseller {string} is active and they are told {string}',
  function (this: BackOfficeWorld, login: string, outcome: string) {
    return resellers(this).assertActive(login, true, outcome);
  },
);

Then('the reseller {string} is still active', function (this: BackOfficeWorld, login: string) {
  resellers(this).assertStillActive(login);
});

When('they delete the reseller {string}', function (this: BackOfficeWorld, login: string) {
  return resellers(this).remove(login);
});

Then('the reseller {string} is gone', function (this: BackOfficeWorld, login: string) {
  return resellers(this).assertGone(login);
});

Then('the reseller {string} is still listed', function (this: BackOfficeWorld, login: string) {
  return resellers(this).assertStillListed(login);
});

// ---------------------------------------------------------------- detail

When('they open the reseller {string}', function (this: BackOfficeWorld, login: string) {
  return resellerDetail(this).open(login);
});

Given(
  'the reseller {string} pays by {paymentMode} before {word}',
  function (this: BackOfficeWorld, login: string, mode: string, deadline: string) {
    return resellerDetail(this).paysBy(login, mode, deadline);
  },
);

Given('the reseller {string} has no second delivery address', function (this: BackOfficeWorld, login: string) {
  return resellerDetail(this).withoutSecondDeliveryAddress(login);
});

Given(
  'the reseller {string} gets no {resellerMail} emails',
  function (this: BackOfficeWorld, login: string, key: string) {
    return resellerDetail(this).withoutEmails(login, key);
  },
);

Then(
  'the {string} card reads {string} as {string}',
  function (this: BackOfficeWorld, card: string, label: string, text: string) {
    resellerDetail(this).assertCardReads(card, label, text);
  },
);

Then('the API card shows the API data of {string}', function (this: BackOfficeWorld, login: string) {
  resellerDetail(this).assertApiCard(login);
});

// ---------------------------------------------------------------- profile

When('they open their profile', function (this: BackOfficeWorld) {
  return resellerProfile(this).openProfile();
});

When('they change the billing city of their profile to {string}', function (this: BackOfficeWorld, city: string) {
  return resellerProfile(this).changeBillingCity(city);
});

When('they change the email of their profile to {string}', function (this: BackOfficeWorld, email: string) {
  return resellerProfile(this).changeEmail(email);
});

When('they change the admin-only fields of their profile', function (this: BackOfficeWorld) {
  return resellerProfile(this).changeAdminOnlyFields();
});

Then('their profile shows the company {string}', function (this: BackOfficeWorld, company: string) {
  return resellerProfile(this).assertProfileShows('company', company);
});

Then('their profile shows the billing city {string}', function (this: BackOfficeWorld, city: string) {
  return resellerProfile(this).assertProfileShows('billing city', city);
});

Then(
  'their prospect flag, active flag, discount, type, margin type and THETIS key are unchanged',
  function (this: BackOfficeWorld) {
    return resellerProfile(this).assertAdminOnlyUnchanged();
  },
);

// ---------------------------------------------------------------- margin grid

When('they upload the margin grid:', function (this: BackOfficeWorld, text: string) {
  return marginPrices(this).upload(text);
});

When('they upload the margin grid saved with a BOM:', function (this: BackOfficeWorld, text: string) {
  return marginPrices(this).upload(text, { bom: true });
});

When('they upload an empty margin grid', function (this: BackOfficeWorld) {
  return marginPrices(this).upload('');
});

When('they open their margin grid', function (this: BackOfficeWorld) {
  return marginPrices(this).openGrid();
});

When('they preview the margin grid:', function (this: BackOfficeWorld, text: string) {
  return marginPrices(this).previewFile(text);
});

When('they download the margin model', function (this: BackOfficeWorld) {
  return marginPrices(this).downloadModel();
});

Then('their margin grid holds exactly:', function (this: BackOfficeWorld, table: DataTable) {
  return marginPrices(this).assertGridHolds(table.hashes() as { scenario: string; quantity: string; marge: string }[]);
});

Then(/^the upload is refused at lines? (.+)$/, function (this: BackOfficeWorld, lines: string) {
  marginPrices(this).assertRefusedAt(lines);
});

Then('the upload is refused for the whole file', function (this: BackOfficeWorld) {
  marginPrices(this).assertRefusedWhole();
});

Then('their margin grid is unchanged', function (this: BackOfficeWorld) {
  return marginPrices(this).assertGridUnchanged();
});

Then('their margin grid holds {int} lines', function (this: BackOfficeWorld, lines: number) {
  return marginPrices(this).assertGridSize(lines);
});

Then('they see the margin grid of {string} only', function (this: BackOfficeWorld, login: string) {
  return marginPrices(this).assertGridOf(login);
});

Then(/^the preview marks lines? (.+)$/, function (this: BackOfficeWorld, lines: string) {
  marginPrices(this).assertPreviewMarks(lines);
});

Then('the model is accepted as it is', function (this: BackOfficeWorld) {
  return marginPrices(this).assertModelAccepted();
});

// ---------------------------------------------------------------- delivery countries

When('they open the delivery countries in {string}', function (this: BackOfficeWorld, lang: string) {
  return deliveryCountries(this).openCountries(lang);
});

Given('they opened the delivery countries in {string}', function (this: BackOfficeWorld, lang: string) {
  return deliveryCountries(this).openedCountries(lang);
});

Given('the country {string} has been removed on the server meanwhile', function (this: BackOfficeWorld, code: string) {
  deliveryCountries(this).removeCountry(code);
});

When('they untick delivery to {string}', function (this: BackOfficeWorld, code: string) {
  return deliveryCountries(this).tick(code, false);
});

When('they tick delivery to {string}', function (this: BackOfficeWorld, code: string) {
  return deliveryCountries(this).tick(code, true);
});

Then(
  /^"([A-Z]{2})" is named "([^"]*)", with delivery (on|off)$/,
  function (this: BackOfficeWorld, code: string, name: string, delivery: 'on' | 'off') {
    deliveryCountries(this).assertCountry(code, name, delivery);
  },
);

Then(/^the box of "([A-Z]{2})" is (ticked|unticked)$/, function (this: BackOfficeWorld, code: string, state: string) {
  deliveryCountries(this).assertBox(code, state === 'ticked');
});

Then(
  /^after a reload delivery to "([A-Z]{2})" is (on|off)$/,
  function (this: BackOfficeWorld, code: string, state: string) {
    return deliveryCountries(this).assertDeliveryAfterReload(code, state === 'on');
  },
);

Then('an error toast tells the save failed', function (this: BackOfficeWorld) {
  deliveryCountries(this).assertErrorToast();
});

// ---------------------------------------------------------------- connect as

When('they connect as the reseller {string} from the reseller list', function (this: BackOfficeWorld, login: string) {
  return resellers(this).connectFromList(login);
});
