import assert from 'node:assert/strict';
import { After, AfterAll, Before } from '@cucumber/cucumber';
import { answers, stopServing } from './mock-api';
import type { BackOfficeWorld } from './world';

/** Every scenario starts from the demo seed with a fresh container. */
Before(async function (this: BackOfficeWorld) {
  await this.start();
});

/** Every answer the mock gave in the scenario conforms to the OpenAPI document. */
After(async function () {
  assert.deepEqual(await answers.problems(), [], 'answers that break docs/api/openapi.json');
});

AfterAll(function () {
  stopServing();
  if (answers.checked) console.log(`${answers.checked} answers of the mock checked against the OpenAPI document`);
});
