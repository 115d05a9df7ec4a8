import { beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness } from '../../security/harness';

/**
 * docs/api/README.md#decisions-for-clients-written-from-the-original-call-list: a scenario's update
 * takes the original call list's single `paper`, `finishing` and `category` (a list of one), and a
 * body where one of them disagrees with its list is refused naming both, never one silently ignored.
 */
describe('PUT /admin/scenarios/{id} with the single paper, finishing and category', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start();
  });

  const read = async (id: number) =>
    (await api.call('GET', `/admin/scenarios/${id}`, { token: api.tokens.admin })).body as {
      papers: { id: number }[];
      finishes: { id: number }[];
      finishing: { id: number } | null;
    };

  it.each([
    ['paper', 'papers', '/admin/papers'],
    ['finishing', 'finishes', '/admin/finishes'],
    ['category', 'categories', '/admin/categories'],
  ] as const)(
    'refuses a %s that is not the first of the %s sent with it, naming both; nothing changes',
    async (single, list, path) => {
      const before = await read(1);
      const sent = (before as unknown as Record<string, { id: number }[]>)[list] ?? [];
      const other = (await api.call('GET', path, { token: api.tokens.admin, query: { _limit: '100' } })).body as {
        list: { id: number }[];
      };
      const stranger = other.list.find((f) => f.id !== sent[0]?.id) as { id: number };
      const answer = await api.call('PUT', '/admin/scenarios/1', {
        token: api.tokens.admin,
        body: { ...before, [list]: sent.map((r) => r.id), [single]: stranger.id },
      });
      expect(answer.status).toBe(400);
      const fields = (answer.body as { errors: { field: string; message: string }[] }).errors;
      expect(fields.map((e) => e.field)).toEqual([single, list]);
      expect(fields[0]?.message).toBe(
        `« ${single} » doit être le premier de « ${list} » : envoyez l’un des deux, ou les deux d’accord.`,
      );
      expect(await read(1)).toEqual(before);
    },
  );

  it('takes a single field alone as a list of one, null as none', async () => {
    const finishes = (await api.call('GET', '/admin/finishes', { token: api.tokens.admin, query: { _limit: '2' } }))
      .body as { list: { id: number }[] };
    const chosen = finishes.list[1] as { id: number };
    const answer = await api.call('PUT', '/admin/scenarios/1', {
      token: api.tokens.admin,
      body: { finishing: chosen.id },
    });
    expect(answer.status).toBe(200);
    expect((await read(1)).finishes.map((f) => f.id)).toEqual([chosen.id]);
    await api.call('PUT', '/admin/scenarios/1', { token: api.tokens.admin, body: { finishing: null } });
    expect(await read(1)).toMatchObject({ finishes: [], finishing: null });
  });

  it('takes both when they agree, as an answer shows them', async () => {
    const before = await read(2);
    const answer = await api.call('PUT', '/admin/scenarios/2', { token: api.tokens.admin, body: before });
    expect(answer.status).toBe(200);
    expect(await read(2)).toEqual(before);
  });
});
