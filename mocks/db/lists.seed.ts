import { viewQuery } from '../../src/domain/lists/list-settings';
import type { Database } from './database';
import type { ViewRecord } from './lists.schema';

/**
 * A few saved views, so the demo shows the menu in use (docs/lists.md): the admin's daily queues, the
 * reader's, and one per demo reseller. Reseller 14's view is the one another user must not reach.
 */
export async function seedViews(db: Database, seedNow: number): Promise<void> {
  const at = new Date(seedNow - 3 * 86_400_000).toISOString();
  const byName = (username: string) => db.collections.users.findFirst((q) => q.where({ username }))?.id;
  const views: Omit<ViewRecord, 'id' | 'createdAt' | 'updatedAt'>[] = [
    {
      userId: byName('admin@demo.local')!,
      name: 'À traiter',
      list: 'orders',
      query: 'status[]=0&sort=createdAt&order=asc',
    },
    { userId: byName('admin@demo.local')!, name: 'En production', list: 'orders', query: 'status[]=2&size=50' },
    { userId: byName('admin@demo.local')!, name: 'Annulations demandées', list: 'orders', query: 'status[]=4' },
    { userId: byName('reader@demo.local')!, name: 'Expédiées', list: 'orders', query: 'status[]=3' },
    { userId: byName('reseller@demo.local')!, name: 'Mes commandes en attente', list: 'orders', query: 'status[]=0' },
    { userId: byName('reseller2@demo.local')!, name: 'En cours', list: 'orders', query: 'status[]=1' },
  ];
  // Stored as a save stores them (`viewQuery`), so a view read and saved back unchanged stays the same.
  await db.seed(
    'views',
    views.map((view, index) => ({
      ...view,
      query: viewQuery(view.query),
      id: index + 1,
      createdAt: at,
      updatedAt: at,
    })),
  );
}
