import { Then, When } from '@cucumber/cucumber';
import { settings, type ConfigSetting } from '../support/settings.context';
import type { BackOfficeWorld } from '../support/world';

const SETTING = /(FTP URL|FTP login|THETIS URL|tracking API URL)/.source;
const IMPORT_REFUSALS: Record<string, string> = { 'wrong columns': 'columns', 'not a spreadsheet': 'unreadable' };

// ---------------------------------------------------------------- calculator tooltips

When('they open the calculator tooltips', function (this: BackOfficeWorld) {
  return settings(this).openTooltips();
});

Then('they see {int} tooltips', function (this: BackOfficeWorld, count: number) {
  settings(this).assertTooltipCount(count);
});

When(
  'they create the tooltip {string} for {string} saying {string}',
  function (this: BackOfficeWorld, name: string, type: string, text: string) {
    return settings(this).createTooltip(name, type, text);
  },
);

When(
  'they change the tooltip for {string} to {string} saying {string}',
  function (this: BackOfficeWorld, type: string, name: string, text: string) {
    return settings(this).editTooltip(type, name, text);
  },
);

When('they delete the tooltip for {string}', function (this: BackOfficeWorld, type: string) {
  return settings(this).deleteTooltip(type);
});

Then(
  'the calculator has the tooltip {string} for {string} saying {string}',
  function (this: BackOfficeWorld, name: string, type: string, text: string) {
    return settings(this).assertTooltipShown(name, type, text);
  },
);

Then('{string} still has exactly one tooltip', function (this: BackOfficeWorld, type: string) {
  return settings(this).assertTooltipsOf(type, 1);
});

Then('{string} has no tooltip', function (this: BackOfficeWorld, type: string) {
  return settings(this).assertTooltipsOf(type, 0);
});

Then('the type {string} is no longer offered for a new tooltip', function (this: BackOfficeWorld, type: string) {
  return settings(this).assertOffered(type, false);
});

Then('the type {string} is offered again for a new tooltip', function (this: BackOfficeWorld, type: string) {
  return settings(this).assertOffered(type, true);
});

// ---------------------------------------------------------------- environment configuration

When('they open the environment configuration', function (this: BackOfficeWorld) {
  return settings(this).openConfig();
});

When(new RegExp(`^they set the ${SETTING} to "([^"]*)"$`), function (this: BackOfficeWorld, setting, value) {
  return settings(this).setConfig({ [setting as ConfigSetting]: value as string });
});

Then(new RegExp(`^the ${SETTING} shows "([^"]*)"$`), function (this: BackOfficeWorld, setting, value) {
  settings(this).assertConfigSetting(setting as ConfigSetting, value as string);
});

Then('the FTP password and the tracking token are there to reveal', function (this: BackOfficeWorld) {
  settings(this).assertSecrets(true);
});

Then('the FTP password and the tracking token are withheld', function (this: BackOfficeWorld) {
  settings(this).assertSecrets(false);
});

When('they delete the environment configuration', function (this: BackOfficeWorld) {
  return settings(this).deleteConfig();
});

Then('the environment configuration is unchanged', function (this: BackOfficeWorld) {
  settings(this).assertConfigUnchanged();
});

// ---------------------------------------------------------------- translation export

When("they export the app's translations to a spreadsheet", function (this: BackOfficeWorld) {
  return settings(this).exportTranslations();
});

When(
  'they export translations holding {string}, {string}, {string}, {string} and {string}',
  function (this: BackOfficeWorld, a: string, b: string, c: string, d: string, e: string) {
    return settings(this).exportFormulaTexts([a, b, c, d, e]);
  },
);

Then('those cells start with an apostrophe in the spreadsheet', function (this: BackOfficeWorld) {
  return settings(this).assertCellsEscaped();
});

Then(
  'the spreadsheet has the columns key, fr, en, es and one row per translation key',
  function (this: BackOfficeWorld) {
    return settings(this).assertExportedTable();
  },
);

When('they import that spreadsheet', function (this: BackOfficeWorld) {
  return settings(this).importExported();
});

When('they import a spreadsheet with the columns {string}', function (this: BackOfficeWorld, columns: string) {
  const header = columns.split(',').map((c) => c.trim());
  return settings(this).importTable([header, header.map((c) => `${c} value`)]);
});

When('they import a file that is not a spreadsheet', function (this: BackOfficeWorld) {
  return settings(this).importBytes(new TextEncoder().encode('key;fr;en;es\nhello;Bonjour;Hello;Hola\n'));
});

Then('they get back the same translations in French, English and Spanish', function (this: BackOfficeWorld) {
  settings(this).assertImportedUnchanged();
});

Then('the import is refused as {string}', function (this: BackOfficeWorld, reason: string) {
  settings(this).assertImportRefused(IMPORT_REFUSALS[reason] ?? reason);
});

Then('the translation export page is denied to them', function (this: BackOfficeWorld) {
  settings(this).assertExportPage(false);
});

Then('the translation export page is open to them', function (this: BackOfficeWorld) {
  settings(this).assertExportPage(true);
});
