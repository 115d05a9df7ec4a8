import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { Database, UnreadableStoredData } from './database';
import { fastLoader } from './record-loader';

describe('the demo database snapshot', () => {
  it('restores every record of every collection, and the restored data works like the original', async () => {
    const seeded = await MockBackend.seeded();
    const snapshot = structuredClone(seeded.db.snapshot());
    const restored = await MockBackend.fromSnapshot(snapshot);

    for (const [name, rows] of Object.entries(seeded.db.snapshot())) {
      expect(restored.db.snapshot()[name as keyof typeof snapshot], name).toEqual(rows);
    }
    const { token } = await restored.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'fr');
    const ctx = restored.context(token);
    const first = restored.db.collections.orders.all()[0]!;
    expect(restored.orders.get(ctx, first.id)).toMatchObject({ id: first.id });
    // A record written after the restore is checked against its schema again.
    await expect(restored.db.collections.users.create({ id: 9999, username: 42 } as never)).rejects.toThrow(
      /does not match the schema/,
    );
    expect(ctx.caller.id).toBeGreaterThan(0);
  });

  it('pins @msw/data to the one version whose private record keys the fast loader was checked against', () => {
    const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
    const declared = read<{ devDependencies: Record<string, string> }>('../../package.json').devDependencies[
      '@msw/data'
    ];
    const installed = read<{ version: string }>('../../node_modules/@msw/data/package.json').version;
    // A range would let an install bring another version in silently (record-loader.ts would then fall
    // back to create(), ten times slower); a new version is a change of package.json, tested here.
    expect(declared).toBe(installed);
  });

  it('restores the stored text of every collection, reading each on its first use only', async () => {
    const seeded = await MockBackend.seeded();
    const packed = seeded.db.packed();
    const names = Object.keys(packed);
    const whole = await MockBackend.fromPacked(packed);
    expect([...whole.db.unreadCollections].sort()).toEqual([...names].sort());
    expect(whole.db.snapshot()).toEqual(seeded.db.snapshot());
    expect(whole.db.unreadCollections).toEqual([]);

    // A call's session and its user: those collections are read, the 3,000 orders and the quotes not.
    const restored = await MockBackend.fromPacked(packed);
    const { token } = await restored.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'fr');
    expect(restored.context(token).caller.username).toBe('admin@demo.local');
    expect(restored.db.unreadCollections).not.toContain('users');
    expect(restored.db.unreadCollections).not.toContain('tokens');
    expect(restored.db.unreadCollections).toEqual(expect.arrayContaining(['orders', 'quotes']));
    // Saved again, an unread collection is its text as it was read, not parsed and written anew.
    expect(restored.db.packed().orders).toBe(packed.orders);
    expect(restored.db.packed().tokens.map((text) => JSON.parse(text as string) as unknown)).toEqual([
      [expect.objectContaining({ token })],
    ]);
    // An appended audit entry changes its last text only: the store compresses that one again.
    const audit = restored.db.packed().audit;
    expect(audit.slice(0, packed.audit.length - 1)).toEqual(packed.audit.slice(0, -1));
    expect(audit.slice(packed.audit.length - 1)).not.toEqual(packed.audit.slice(-1));
  });

  it('finds a stored collection that does not read as records at its first use', async () => {
    const packed = { ...(await MockBackend.seeded()).db.packed(), orders: ['[{"id": 1}]', '[42]'] };
    const restored = await MockBackend.fromPacked(packed);
    expect(() => restored.db.collections.orders.all()).toThrow(UnreadableStoredData);
    expect(restored.db.unreadable).toBe('orders');
    expect(restored.db.collections.users.count()).toBeGreaterThan(0);
    // A reset starts again from the seed.
    await restored.reset();
    expect(restored.db.unreadable).toBeNull();
    expect(restored.db.collections.orders.count()).toBeGreaterThan(0);
  });

  it('restores through the fast loader with this @msw/data, and restored records can be found, updated and deleted', async () => {
    expect(await fastLoader()).not.toBeNull();
    const seeded = await MockBackend.seeded();
    const restored = await MockBackend.fromPacked(seeded.db.packed());
    const orders = restored.db.collections.orders;
    const target = orders.all()[5]!;
    const before = orders.count();
    await orders.update((q) => q.where({ id: target.id }), {
      data(record) {
        record.internalReference = 'changed';
      },
    });
    expect(orders.findFirst((q) => q.where({ id: target.id }))?.internalReference).toBe('changed');
    // The seeded database is untouched: the restore does not share its objects.
    expect(seeded.db.collections.orders.findFirst((q) => q.where({ id: target.id }))?.internalReference).not.toBe(
      'changed',
    );
    await orders.delete((q) => q.where({ id: target.id }));
    expect(orders.count()).toBe(before - 1);
    expect(orders.findFirst((q) => q.where({ id: target.id }))).toBeUndefined();
  });

  it('checks records against their schema outside a restore', async () => {
    const db = new Database();
    await expect(db.collections.users.create({ id: 1 } as never)).rejects.toThrow(/does not match the schema/);
    expect(db.collections.users.count()).toBe(0);
  });
});
