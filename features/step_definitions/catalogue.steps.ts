import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import { catalogueLinks } from '../support/catalogue-links.context';
import { catalogue } from '../support/catalogue.context';
import { ENTITIES_PATTERN, ENTITY_PATTERN, singularOf } from '../support/catalogue.fixtures';
import type { BackOfficeWorld } from '../support/world';

/** A catalogue entity as people say it: mandrel, quantity per roll, category scenario… */
defineParameterType({ name: 'catalogueEntity', regexp: ENTITY_PATTERN, transformer: (word: string) => word });
/** The same in the plural: mandrels, quantities per roll, category scenarios… */
defineParameterType({ name: 'catalogueEntities', regexp: ENTITIES_PATTERN, transformer: singularOf });

// ---------------------------------------------------------------- lists, search, paging

When('they open the {catalogueEntity} list', function (this: BackOfficeWorld, entity: string) {
  return catalogue(this).openList(entity);
});

When(
  'they search the {catalogueEntities} for {string}',
  function (this: BackOfficeWorld, entity: string, text: string) {
    return catalogue(this).openList(entity, { search: text });
  },
);

When('they open page {int} of the {catalogueEntities}', function (this: BackOfficeWorld, page: number, entity: string) {
  return catalogue(this).openList(entity, { page });
});

Given('there are {int} {catalogueEntities}', function (this: BackOfficeWorld, count: number, entity: string) {
  return catalogue(this).fill(entity, count);
});

Then(
  'they see only {catalogueEntities} matching {string}',
  function (this: BackOfficeWorld, entity: string, text: string) {
    catalogue(this).assertSearch(entity, text);
  },
);

Then(
  'they see {int} {catalogueEntities} of {int}, newest first',
  function (this: BackOfficeWorld, rows: number, entity: string, total: number) {
    return catalogue(this).assertPage(entity, rows, total);
  },
);

Then(
  'they see all {int} {catalogueEntities} on one page',
  function (this: BackOfficeWorld, count: number, entity: string) {
    catalogue(this).assertWholeList(entity, count);
  },
);

// ---------------------------------------------------------------- create, rename, delete

When('they create the {catalogueEntity} {string}', function (this: BackOfficeWorld, entity: string, name: string) {
  return catalogue(this).create(entity, name);
});

Given('they created the {catalogueEntity} {string}', function (this: BackOfficeWorld, entity: string, name: string) {
  return catalogue(this).created(entity, name);
});

When(
  'they rename the {catalogueEntity} {string} to {string}',
  function (this: BackOfficeWorld, entity: string, from: string, to: string) {
    return catalogue(this).rename(entity, from, to);
  },
);

When('they delete the {catalogueEntity} {string}', function (this: BackOfficeWorld, entity: string, name: string) {
  return catalogue(this).remove(entity, name);
});

Then('the {catalogueEntity} list shows {string}', function (this: BackOfficeWorld, entity: string, name: string) {
  return catalogue(this).assertListed(entity, name);
});

Then(
  'the {catalogueEntity} list shows {string} and no longer {string}',
  function (this: BackOfficeWorld, entity: string, to: string, from: string) {
    return catalogue(this).assertRenamed(entity, to, from);
  },
);

Then(
  'the {catalogueEntity} list still shows {string}( once)',
  function (this: BackOfficeWorld, entity: string, name: string) {
    return catalogue(this).assertStillListed(entity, name);
  },
);

Then(
  'the {catalogueEntity} list does not show {string}',
  function (this: BackOfficeWorld, entity: string, name: string) {
    return catalogue(this).assertNotListed(entity, name);
  },
);

Then('the {catalogueEntity} {string} is gone', function (this: BackOfficeWorld, entity: string, name: string) {
  return catalogue(this).assertGone(entity, name);
});

Then('it is refused with a message naming {string}', function (this: BackOfficeWorld, text: string) {
  catalogue(this).assertRefusedNaming(text);
});

// ---------------------------------------------------------------- categories

When('they open the category form', function (this: BackOfficeWorld) {
  return catalogueLinks(this).openPoses();
});

Then('the category form offers the poses {string}', function (this: BackOfficeWorld, poses: string) {
  return catalogueLinks(this).assertPoses(poses);
});

When(
  'they create the category {string} for the pose {string}',
  function (this: BackOfficeWorld, name: string, shortCode: string) {
    return catalogueLinks(this).createCategory(name, async (c) => ({ poseId: (await c.pose(shortCode)).id }));
  },
);

When('they create the category {string} without mandrels', function (this: BackOfficeWorld, name: string) {
  return catalogueLinks(this).createCategory(name, { mandrelIds: [] });
});

Then(
  'the category list shows {string} with the pose {string}',
  function (this: BackOfficeWorld, name: string, shortCode: string) {
    return catalogueLinks(this).assertCategoryPose(name, shortCode);
  },
);

// ---------------------------------------------------------------- papers

When(
  'they give the paper {string} the finishes {string}',
  function (this: BackOfficeWorld, name: string, finishes: string) {
    return catalogueLinks(this).giveFinishes('paper', name, finishes);
  },
);

When('they give the paper {string} the finish #{int}', function (this: BackOfficeWorld, name: string, id: number) {
  return catalogueLinks(this).giveUnknownFinish(name, id);
});

Then(
  'the paper list shows {string} with the finishes {string}',
  function (this: BackOfficeWorld, name: string, finishes: string) {
    return catalogueLinks(this).assertFinishes('paper', name, finishes);
  },
);

Then(
  'the paper {string} still has the finishes {string}',
  function (this: BackOfficeWorld, name: string, finishes: string) {
    return catalogueLinks(this).assertFinishes('paper', name, finishes, true);
  },
);

// ---------------------------------------------------------------- category scenarios

When(
  'they offer the scenario {string} in {string} with a delay of {int} days',
  function (this: BackOfficeWorld, scenario: string, category: string, delay: number) {
    return catalogueLinks(this).offer(scenario, category, delay);
  },
);

When(
  'they change the delay of {string} in {string} to {int} days',
  function (this: BackOfficeWorld, scenario: string, category: string, delay: number) {
    return catalogueLinks(this).changeDelay(scenario, category, delay);
  },
);

Then(
  '{string} offers {string} with a delay of {int} days',
  function (this: BackOfficeWorld, category: string, scenario: string, delay: number) {
    return catalogueLinks(this).assertOffers(category, scenario, delay);
  },
);

// ---------------------------------------------------------------- dimensions

When(
  'they add the dimension {string} of {float} by {float} cm to {string}',
  function (this: BackOfficeWorld, name: string, height: number, width: number, category: string) {
    return catalogueLinks(this).addDimension(name, height, width, category);
  },
);

Then(
  'the dimension {string} of {string} measures {string} by {string}',
  function (this: BackOfficeWorld, name: string, category: string, height: string, width: string) {
    return catalogueLinks(this).assertDimension(name, category, height, width);
  },
);

// ---------------------------------------------------------------- scenarios

When('they switch off the scenario {string}', function (this: BackOfficeWorld, name: string) {
  return catalogueLinks(this).switchScenario(name, false);
});

When('they switch on the scenario {string}', function (this: BackOfficeWorld, name: string) {
  return catalogueLinks(this).switchScenario(name, true);
});

Then(
  'the scenario {string} is off and they are told {string}',
  function (this: BackOfficeWorld, name: string, outcome: string) {
    return catalogueLinks(this).assertScenarioStatus(name, false, outcome);
  },
);

Then(
  'the scenario {string} is on and they are told {string}',
  function (this: BackOfficeWorld, name: string, outcome: string) {
    return catalogueLinks(this).assertScenarioStatus(name, true, outcome);
  },
);

Then('the scenario {string} is still on', function (this: BackOfficeWorld, name: string) {
  return catalogueLinks(this).assertScenarioStatus(name, true);
});

Given(
  'they gave the scenario {string} the finishes {string}',
  function (this: BackOfficeWorld, name: string, finishes: string) {
    return catalogueLinks(this).giveFinishes('scenario', name, finishes);
  },
);

When(
  'they give the scenario {string} the papers {string}, the finishes {string} and the categories {string}',
  function (this: BackOfficeWorld, name: string, papers: string, finishes: string, categories: string) {
    return catalogueLinks(this).giveLinks(name, papers, finishes, categories);
  },
);

Then(
  'the scenario {string} shows the papers {string}, the finishes {string} and the categories {string}',
  function (this: BackOfficeWorld, name: string, papers: string, finishes: string, categories: string) {
    return catalogueLinks(this).assertLinks(name, papers, finishes, categories);
  },
);

Given('the THETIS address is missing from the configuration', function (this: BackOfficeWorld) {
  return catalogueLinks(this).forgetThetisAddress();
});

When('they synchronise the scenarios', function (this: BackOfficeWorld) {
  return catalogueLinks(this).synchronise();
});

Then('they are told {int} scenario(s) was/were updated', function (this: BackOfficeWorld, count: number) {
  catalogueLinks(this).assertToldSynced(count);
});

Then(
  'they are told the synchronisation was aborted because {string}',
  function (this: BackOfficeWorld, reason: string) {
    catalogueLinks(this).assertToldAborted(reason);
  },
);

Then(
  'the scenario {string} is displayed as {string}',
  function (this: BackOfficeWorld, name: string, displayName: string) {
    return catalogueLinks(this).assertDisplayName(name, displayName);
  },
);
