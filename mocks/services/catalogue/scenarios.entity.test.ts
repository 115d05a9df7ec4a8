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

  it('refuses a finishing that is not the first of the finishes sent with it, naming both; nothing changes', async () => {
    const before = await read(1);
    const other = (await api.call('GET', '/admin/finishes', { token: api.tokens.admin, query: { _limit: '100' } }))
      .body as { list: { id: number }[] };
    const stranger = other.list.find((f) => f.id !== before.finishes[0]?.id) as { id: number };
    const answer = await api.call('PUT', '/admin/scenarios/1', {
      token: api.tokens.admin,
      body: { ...before, finishing: stranger.id },
    });
    expect(answer.status).toBe(400);
    const fields = (answer.body as { errors: { field: string; message: string }[] }).errors;
    expect(fields.map((e) => e.field)).toEqual(['finishing', 'finishes']);
    expect(fields[0]?.message).toBe(
      '« finishing » doit être le premier de « finishes » : envoyez l’un des deux, ou les deux d’accord.',
    );
    expect(await read(1)).toEqual(before);
  });

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
