import {
  newViewBody,
  preferences as preferencesSchema,
  viewChangeBody,
  type PreferencesWire,
  type SavedViewWire,
} from '../../../src/api/lists.api';
import { isListId, viewQuery, VIEWS_PER_LIST_MAX } from '../../../src/domain/lists/list-settings';
import type { Database } from '../../db/database';
import type { ViewRecord } from '../../db/lists.schema';
import { auditWrite } from '../audit/audit-log';
import { requireCan, notFound } from '../shared/access';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { message } from '../shared/messages';
import { validateBody } from '../shared/validation';
import { assertVersion } from '../shared/versions';

const toWire = (r: ViewRecord): SavedViewWire => ({
  id: r.id,
  name: r.name,
  list: r.list,
  query: r.query,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** A view as the audit trail records it (its owner is the entry's actor). */
const audited = (r: Pick<ViewRecord, 'name' | 'list' | 'query'>) => ({ name: r.name, list: r.list, query: r.query });

/**
 * /me/preferences and /me/views (docs/lists.md): a back-office user's own list settings. Only the
 * caller's own records are reachable; another user's view is a 404, as if it did not exist.
 */
export class ListSettingsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private get views() {
    return this.db.collections.views;
  }

  private self(ctx: CallContext): number {
    requireCan(ctx, 'call', 'self-operation');
    return ctx.caller.id;
  }

  /** GET /me/preferences: the caller's settings; none saved yet is `{lists: {}}`. */
  preferences(ctx: CallContext): PreferencesWire {
    const userId = this.self(ctx);
    const record = this.db.collections.preferences.findFirst((q) => q.where({ userId }));
    return { lists: structuredClone(record?.lists ?? {}) } as PreferencesWire;
  }

  /** PUT /me/preferences: the whole document replaced; a stale `If-Match` is a 412. */
  async savePreferences(ctx: CallContext, body: unknown, ifMatch?: string | null): Promise<PreferencesWire> {
    const userId = this.self(ctx);
    assertVersion(ctx, ifMatch, () => this.preferences(ctx));
    const next = validateBody(preferencesSchema, body, ctx.locale);
    const before = this.preferences(ctx);
    const stored = { userId, lists: next.lists, updatedAt: this.now().toISOString() };
    const collection = this.db.collections.preferences;
    if (collection.findFirst((q) => q.where({ userId }))) {
      await collection.update((q) => q.where({ userId }), {
        data: (r) => {
          r.lists = structuredClone(next.lists);
          r.updatedAt = stored.updatedAt;
        },
      });
    } else {
      await collection.create(structuredClone(stored));
    }
    auditWrite(this.db, ctx, { action: 'update', entity: 'preferences', entityId: userId }, before, next);
    return this.preferences(ctx);
  }

  /** GET /me/views?_list: the caller's views, by list then name in the caller's language. */
  listViews(ctx: CallContext, list?: string): { list: SavedViewWire[]; total: number; totalRequest: number } {
    const userId = this.self(ctx);
    if (list !== undefined && !isListId(list)) {
      throw new ApiError(400, {
        message: message(ctx.locale, 'invalidParameters'),
        errors: [{ field: '_list', message: message(ctx.locale, 'invalid') }],
      });
    }
    const collator = new Intl.Collator(ctx.locale, { sensitivity: 'base', numeric: true });
    const mine = this.views.findMany((q) => q.where({ userId }));
    const rows = mine
      .filter((view) => list === undefined || view.list === list)
      .sort((a, b) => a.list.localeCompare(b.list) || collator.compare(a.name, b.name) || a.id - b.id)
      .map(toWire);
    return { list: rows, total: mine.length, totalRequest: rows.length };
  }

  /** POST /me/views: at most VIEWS_PER_LIST_MAX per list, names unique per list (case and accents aside). */
  async createView(ctx: CallContext, body: unknown): Promise<SavedViewWire> {
    const userId = this.self(ctx);
    const input = validateBody(newViewBody, body, ctx.locale);
    const siblings = this.views.findMany((q) => q.where({ userId, list: input.list }));
    if (siblings.length >= VIEWS_PER_LIST_MAX) {
      throw new ApiError(400, {
        message: message(ctx.locale, 'tooManyViews', { max: VIEWS_PER_LIST_MAX }),
        errors: [{ field: 'list', message: message(ctx.locale, 'tooManyViews', { max: VIEWS_PER_LIST_MAX }) }],
      });
    }
    this.assertNameFree(ctx, siblings, input.name, null);
    const at = this.now().toISOString();
    const record: ViewRecord = {
      id: this.db.nextId('views'),
      userId,
      name: input.name,
      list: input.list,
      query: viewQuery(input.query),
      createdAt: at,
      updatedAt: at,
    };
    await this.views.create(record);
    auditWrite(this.db, ctx, { action: 'create', entity: 'view', entityId: record.id }, null, audited(record));
    return toWire(record);
  }

  /** PUT /me/views/{id} {name, query}: renamed, or the list's current query saved in it. */
  async updateView(ctx: CallContext, id: number, body: unknown): Promise<SavedViewWire> {
    const existing = this.own(ctx, id);
    const input = validateBody(viewChangeBody, body, ctx.locale);
    const siblings = this.views.findMany((q) => q.where({ userId: existing.userId, list: existing.list }));
    this.assertNameFree(ctx, siblings, input.name, id);
    const query = viewQuery(input.query);
    const updated = (await this.views.update((q) => q.where({ id }), {
      data: (r) => {
        r.name = input.name;
        r.query = query;
        r.updatedAt = this.now().toISOString();
      },
    })) as ViewRecord;
    auditWrite(this.db, ctx, { action: 'update', entity: 'view', entityId: id }, audited(existing), audited(updated));
    return toWire(updated);
  }

  /** DELETE /me/views/{id}. */
  async deleteView(ctx: CallContext, id: number): Promise<void> {
    const existing = this.own(ctx, id);
    await this.views.delete((q) => q.where({ id }));
    auditWrite(this.db, ctx, { action: 'delete', entity: 'view', entityId: id }, audited(existing), null);
  }

  /** The caller's own view; another user's, like an unknown id, is a 404. */
  private own(ctx: CallContext, id: number): ViewRecord {
    const userId = this.self(ctx);
    const view = this.views.findFirst((q) => q.where({ id }));
    if (!view || view.userId !== userId) throw notFound(ctx);
    return view;
  }

  private assertNameFree(ctx: CallContext, siblings: readonly ViewRecord[], name: string, id: number | null): void {
    const collator = new Intl.Collator(ctx.locale, { sensitivity: 'base' });
    if (siblings.some((view) => view.id !== id && collator.compare(view.name, name) === 0)) {
      throw new ApiError(400, {
        message: message(ctx.locale, 'invalid'),
        errors: [{ field: 'name', message: message(ctx.locale, 'viewNameTaken') }],
      });
    }
  }
}
