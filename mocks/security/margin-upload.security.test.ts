/**
 * One reseller's margin grid file cannot freeze the server (docs/rules.md#margin-price-csv): a file
 * over the line limit is refused before a line is read, a refusal lists the first 100 bad lines and
 * counts them all, and the lines are read in slices that give the server back to other callers. The
 * probe of issue 40: a 2 MB file of 699,000 empty lines held every caller for 17.6 s and answered a
 * 160 MB list of 2,097,090 errors. One seeded backend for the whole file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MARGIN_CSV_MAX_LINES } from '../../src/domain/margin-prices/margin-csv';
import { ApiHarness, RESELLER_ID, turnsDuring } from './harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start();
}, 60_000);

/** A grid file of the header and `lines` lines of empty cells (`;;`): three errors each. */
const emptyLines = (lines: number) => `scenario_uid;quantity;marge\n${';;\n'.repeat(lines)}`;

const upload = (text: string) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'grille.csv');
  return api.call('POST', '/reseller_marge_prices', { token: api.tokens.reseller, body: form });
};

const grid = () =>
  JSON.stringify(api.backend.db.collections.margePrices.all().filter((r) => r.resellerId === RESELLER_ID));

describe('a margin grid file cannot freeze the server', () => {
  it('refuses the probe’s 2 MB file of 699,000 lines at once, in a short answer saying the limit', async () => {
    const before = grid();
    const text = emptyLines(699_040);
    expect(text.length).toBeGreaterThan(2_000_000);
    const answer = await upload(text);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Fichier refusé : 1 erreur(s), rien n’a été importé.',
      errors: [
        {
          field: 'file',
          message: `Le fichier dépasse ${MARGIN_CSV_MAX_LINES} lignes, en-tête à part.`,
        },
      ],
    });
    expect(grid()).toBe(before);
  });

  it('lists the first 100 bad lines of a file at the limit and counts them all, reading it in slices', async () => {
    const before = grid();
    let answer: Awaited<ReturnType<typeof upload>> | null = null;
    const turns = await turnsDuring(upload(emptyLines(MARGIN_CSV_MAX_LINES)).then((a) => (answer = a)));
    const { status, body } = answer!;
    expect(status).toBe(400);
    const { message, errors } = body as { message: string; errors: { field: string }[] };
    expect(message).toBe(`Fichier refusé : ${3 * MARGIN_CSV_MAX_LINES} erreur(s), rien n’a été importé.`);
    expect(errors).toHaveLength(100);
    expect(errors[0]?.field).toBe('line 2');
    expect(JSON.stringify(body).length).toBeLessThan(10_000);
    // A slice is 8 ms or 1,000 lines at most: the 10,000 lines take ten of them on any machine.
    expect(turns, 'turns of the event loop during the upload').toBeGreaterThanOrEqual(10);
    expect(grid()).toBe(before);
  }, 60_000);
});
