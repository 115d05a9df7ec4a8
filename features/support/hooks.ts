import assert from 'node:assert/strict';
import { After, AfterAll, Before, type ITestCaseHookParameter } from '@cucumber/cucumber';
import { plural } from '../../scripts/qa/feature';
import { answers, REMOTE, remoteAnswers, stopServing } from './mock-api';
import type { BackOfficeWorld } from './world';

/** The scenarios `--base-url` skipped because they need the demo seed, with the reason each one gives. */
const needingTheSeed: string[] = [];

/** A scenario's description: the lines between its title and its first step (a `@seed` scenario's reason). */
export function descriptionOf({ gherkinDocument, pickle }: Pick<ITestCaseHookParameter, 'gherkinDocument' | 'pickle'>) {
  const id = pickle.astNodeIds[0];
  for (const child of gherkinDocument.feature?.children ?? []) {
    const scenarios = child.rule ? child.rule.children.map((c) => c.scenario) : [child.scenario];
    const found = scenarios.find((scenario) => scenario?.id === id);
    if (found) return found.description.trim().replace(/\s+/g, ' ');
  }
  return '';
}

/**
 * With `--base-url` (docs/qa.md#the-specs-against-any-server), a scenario that needs the demo seed's
 * records or database is skipped, saying why (its description): the server has its own data.
 */
Before({ tags: '@seed' }, function (this: BackOfficeWorld, hook: ITestCaseHookParameter) {
  if (!this.remote) return undefined;
  const why = descriptionOf(hook) || 'it needs the demo seed';
  needingTheSeed.push(`${hook.pickle.name} (${hook.pickle.uri}): ${why}`);
  this.log(`Skipped against ${this.remote.baseUrl}: ${why}`);
  return 'skipped';
});

/** Every scenario starts from the demo seed with a fresh container (with `--base-url`, from that server). */
Before(async function (this: BackOfficeWorld) {
  await this.start();
});

/** What the scenario set up is undone, last first; every answer it got conforms to the OpenAPI document. */
After(async function (this: BackOfficeWorld) {
  const failed: string[] = [];
  for (const undo of this.cleanUps.splice(0).reverse()) {
    await undo().catch((error: unknown) => failed.push(String(error)));
  }
  assert.deepEqual(await answers.problems(), [], 'answers that break docs/api/openapi.json');
  if (remoteAnswers) {
    assert.deepEqual(
      await remoteAnswers.problems(),
      [],
      `answers of ${REMOTE?.baseUrl} that break docs/api/openapi.json`,
    );
  }
  assert.deepEqual(failed, [], 'what the scenario set up could not be undone');
});

AfterAll(function () {
  stopServing();
  if (answers.checked) console.log(`${answers.checked} answers of the mock checked against the OpenAPI document`);
  if (remoteAnswers?.checked) {
    console.log(`${remoteAnswers.checked} answers of ${REMOTE?.baseUrl} checked against the OpenAPI document`);
  }
  if (needingTheSeed.length) {
    console.log(
      `\nSkipped against ${REMOTE?.baseUrl}, ${plural(needingTheSeed.length, 'scenario')} needing the demo seed:`,
    );
    for (const line of needingTheSeed) console.log(`- ${line}`);
  }
});
