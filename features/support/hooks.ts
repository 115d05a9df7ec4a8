import { AfterAll, Before } from '@cucumber/cucumber';
import { stopServing } from './mock-api';
import type { BackOfficeWorld } from './world';

/** Every scenario starts from the demo seed with a fresh container. */
Before(async function (this: BackOfficeWorld) {
  await this.start();
});

AfterAll(function () {
  stopServing();
});
