import { beforeAll, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { VIEWS_PER_LIST_MAX } from '../../../src/domain/lists/list-settings';
import { login, refusalOf } from '../shared/service-test-kit';

/** Saved views and preferences (docs/lists.md): limits, ownership, and one audit entry per write. */
describe('list settings service', () => {
  let backend: MockBackend;
  beforeAll(async () => {
    backend = await MockBackend.seeded();
  });
  const trail = () => backend.db.collections.audit.all();

  it('records one entry per write, with the view’s fields, and none for a refused one', async () => {
    const ctx = await login(backend, 'reader@demo.local');
    const settings = backend.listSettings;
    const before = trail().length;
    const view = await settings.createView(ctx, { name: ' Dupont ', list: 'quotes', query: 'search=Dupont' });
    expect(view.name).toBe('Dupont');
    await settings.updateView(ctx, view.id, { name: 'Dupont', query: 'search=Dupont&size=50' });
    await settings.deleteView(ctx, view.id);
    await settings.savePreferences(ctx, { lists: { quotes: { density: 'compact' } } });
    expect((await refusalOf(() => settings.createView(ctx, { name: '', list: 'quotes', query: '' }))).status).toBe(400);
    const entries = trail()
      .slice(before)
      .filter((e) => e.entity === 'view' || e.entity === 'preferences');
    expect(entries.map((e) => [e.action, e.entity, e.actorUsername])).toEqual([
      ['create', 'view', 'reader@demo.local'],
      ['update', 'view', 'reader@demo.local'],
      ['delete', 'view', 'reader@demo.local'],
      ['update', 'preferences', 'reader@demo.local'],
    ]);
    expect(entries[1]!.changes).toEqual([{ field: 'query', from: 'search=Dupont', to: 'search=Dupont&size=50' }]);
    expect(entries[3]!.changes).toMatchObject([{ field: 'lists.quotes', from: null }]);
    expect(String(entries[3]!.changes[0]!.to)).toContain('compact');
  });

  it(`refuses a view over ${VIEWS_PER_LIST_MAX} on one list, and takes it on another list`, async () => {
    const ctx = await login(backend, 'superadmin@demo.local');
    const settings = backend.listSettings;
    for (let n = 1; n <= VIEWS_PER_LIST_MAX; n += 1) {
      await settings.createView(ctx, { name: `View ${n}`, list: 'users', query: `search=${n}` });
    }
    const refusal = await refusalOf(() => settings.createView(ctx, { name: 'One more', list: 'users', query: '' }));
    expect(refusal.status).toBe(400);
    expect(settings.listViews(ctx, 'users').list).toHaveLength(VIEWS_PER_LIST_MAX);
    await expect(settings.createView(ctx, { name: 'One more', list: 'resellers', query: '' })).resolves.toMatchObject({
      list: 'resellers',
    });
  });

  it('refuses a quote user (no back office) and an unknown list filter', async () => {
    const ctx = await login(backend, 'reseller@demo.local');
    expect((await refusalOf(() => backend.listSettings.listViews(ctx, 'nowhere'))).status).toBe(400);
    const front = { ...ctx, caller: { ...ctx.caller, roles: ['ROLE_RESELLER_FRONT'] } };
    expect((await refusalOf(() => backend.listSettings.preferences(front))).status).toBe(403);
  });
});
