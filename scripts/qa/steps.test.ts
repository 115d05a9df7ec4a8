import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueText, loadCatalogue, STEPS_FILE, stepsOf } from './steps';

describe('the step catalogue (docs/steps.md)', () => {
  // Loaded once: cucumber's support code registers its steps when first imported.
  let catalogue: Awaited<ReturnType<typeof loadCatalogue>>;
  beforeAll(async () => {
    catalogue = await loadCatalogue();
  }, 60_000);

  it('is current: `npm run steps` would write the committed file unchanged', async () => {
    expect(catalogue.steps.length).toBeGreaterThan(100);
    const text = await catalogueText(catalogue.steps, catalogue.parameters);
    expect(readFileSync(STEPS_FILE, 'utf8') === text, 'docs/steps.md is stale: run `npm run steps`').toBe(true);
  });

  it('gives every step an example from a feature', () => {
    expect(catalogue.steps.filter((s) => s.example === null).map((s) => s.pattern)).toEqual([]);
  });

  it("reads an outline's steps once per example row", () => {
    const text = [
      'Feature: f',
      '  Scenario Outline: a <who> logs in',
      '    Given "<login>" is logged in',
      '    Examples:',
      '      | who   | login            |',
      '      | admin | admin@demo.local |',
      '      | other | other@demo.local |',
      '  Scenario: plain',
      '    Then nobody is logged in',
    ].join('\n');
    expect(stepsOf(text, 'f.feature')).toEqual([
      { keyword: 'Given', text: '"admin@demo.local" is logged in', file: 'f.feature' },
      { keyword: 'Given', text: '"other@demo.local" is logged in', file: 'f.feature' },
      { keyword: 'Then', text: 'nobody is logged in', file: 'f.feature' },
    ]);
  });
});
