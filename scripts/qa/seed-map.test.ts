import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_FILE, seedMapText } from './seed-map';

describe('the map of the demo seed (docs/seed.md)', () => {
  it('is current: `npm run steps` would write the committed page unchanged', async () => {
    const text = await seedMapText();
    expect(text).toMatch(/## reseller@demo\.local\n\nROLE_RESELLER, .+\n\n- \*\*Orders\*\*: \d+: "En attente" \d+/);
    expect(readFileSync(SEED_FILE, 'utf8') === text, 'docs/seed.md is stale: run `npm run steps`').toBe(true);
  });
});
