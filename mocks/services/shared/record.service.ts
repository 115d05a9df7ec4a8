import type * as v from 'valibot';
import { activeBody } from '../../../src/api/records';
import type { Database, IdCollectionName } from '../../db/database';
import { can } from '../../../src/domain/session/can';
import { ApiError } from './api-error';
import type { CallContext } from './context';
import { ALL_ROWS, parseListParams, runList, type ListRequest, type ListSpec } from './list-query';
import { message } from './messages';
import { validateBody } from './validation';
import { assertVersion } from './versions';
import type { AuditAction, AuditEntity } from '../../../src/domain/audit/audit';
import { auditLogOf, changesBetween } from '../audit/audit-log';

export interface Identified {
  readonly id: number;
}

/** A uniqueness rule: two records may not share this value (compared case-insensitively). */
interface UniqueRule<R> {
  readonly field: string;
  readonly value: (record: Omit<R, 'id'>) => string | number;
}

/**
 * One catalogue or settings entity of the mock API, as configuration: its collection, how it is
 * listed, its body's rules, what must be unique and what stops a delete. The service does the rest
 * (roles, 400/403/404, paging), the same way for every entity. `W` is the entity's wire shape in
 * src/api (the answer of its record operations).
 */
export interface EntityDefinition<R extends Identified, W, F = never> {
  readonly collection: IdCollectionName;
  readonly toDto: (record: R, ctx: CallContext) => W;
  readonly list: ListSpec<W>;
  /** true: the list answers every row (`_limit` and `_page` are not read), sorted and searched. */
  readonly unpaged?: boolean;
  /**
   * Validates a create or update body into the record's fields: the contract's body schema, its
   * ids narrowed to existing records (body-rules.ts).
   */
  readonly body: (ctx: CallContext, existing: R | null) => v.GenericSchema<unknown, Omit<R, 'id'>>;
  readonly unique?: readonly UniqueRule<R>[];
  /** Why this record may not be deleted (a message naming what uses it), or null. */
  readonly usedBy?: (record: R, ctx: CallContext) => string | null;
  /** What the list is about, from its filter (the CMS entries' type, `_type=tooltip`): it narrows total too. */
  readonly scope?: (filter: F | undefined) => ((dto: W) => boolean) | null;
  /** Whose table says who reads and writes it (docs/access.md#what-each-role-may-do; default: catalogue). */
  readonly subject?: 'catalogue' | 'settings';
  /** false: nobody writes it through the API (poses); every write is refused (403). */
  readonly writable?: boolean;
  /** The `active`-style switch field, for PUT /active/{id} (its body: `activeBody` of src/api/records.ts). */
  readonly activeField?: keyof R & string;
  /** false: the API offers no create (scenarios come from the production system); POST is refused (403). */
  readonly creatable?: boolean;
}

interface Table<R> {
  all(): R[];
  findFirst(predicate: (q: { where: (p: (r: R) => boolean) => unknown }) => unknown): R | undefined;
  create(record: R): Promise<R>;
  update(
    predicate: (q: { where: (p: (r: R) => boolean) => unknown }) => unknown,
    options: { data: (r: R) => void },
  ): Promise<R | undefined>;
  delete(predicate: (q: { where: (p: (r: R) => boolean) => unknown }) => unknown): R | undefined;
}

export class RecordService<R extends Identified, W, F = never> {
  constructor(
    protected readonly db: Database,
    protected readonly definition: EntityDefinition<R, W, F>,
  ) {}

  protected get table(): Table<R> {
    return this.db.collections[this.definition.collection] as unknown as Table<R>;
  }

  /** A 403 unless the caller may `action` this entity's subject. */
  protected assertCan(ctx: CallContext, action: 'read' | 'write'): void {
    const allowed = action === 'read' || this.definition.writable !== false;
    if (!allowed || !can(ctx.caller, action, this.definition.subject ?? 'catalogue')) {
      throw new ApiError(403, { message: message(ctx.locale, 'forbidden') });
    }
  }

  /** The entity's name in the audit trail (docs/audit.md): its record key (the CMS entries: `tooltips`). */
  protected get auditEntity(): AuditEntity {
    const name = this.definition.collection;
    return name === 'cms' ? 'tooltips' : (name as AuditEntity);
  }

  /** Records a write of this entity's record `id`: its fields before and after (null: none). */
  protected audit(ctx: CallContext, action: AuditAction, id: number, before: object | null, after: object | null) {
    auditLogOf(this.db).record(ctx, {
      action,
      entity: this.auditEntity,
      entityId: id,
      changes: changesBetween(before, after),
    });
  }

  protected find(ctx: CallContext, id: number): R {
    const record = this.table.findFirst((q) => q.where((r) => r.id === id));
    if (!record) throw new ApiError(404, { message: message(ctx.locale, 'notFound') });
    return record;
  }

  all(): R[] {
    return this.table.all();
  }

  /** An unpaged entity answers every row: it ignores the request's paging. */
  list(ctx: CallContext, request: ListRequest<F>): { list: W[]; total: number; totalRequest: number } {
    this.assertCan(ctx, 'read');
    const params = this.definition.unpaged
      ? {
          ...parseListParams({ ...request, page: undefined, size: undefined }, this.definition.list, ctx.locale),
          ...ALL_ROWS,
        }
      : parseListParams(request, this.definition.list, ctx.locale);
    const everything = this.table.all().map((r) => this.definition.toDto(r, ctx));
    const scope = this.definition.scope?.(request.filter);
    const all = scope ? everything.filter(scope) : everything;
    const { rows, totalRequest } = runList(all, params, this.definition.list);
    return { list: [...rows], total: all.length, totalRequest };
  }

  get(ctx: CallContext, id: number): W {
    this.assertCan(ctx, 'read');
    return this.definition.toDto(this.find(ctx, id), ctx);
  }

  protected assertUnique(ctx: CallContext, fields: Omit<R, 'id'>, exceptId?: number): void {
    for (const rule of this.definition.unique ?? []) {
      const wanted = String(rule.value(fields)).toLowerCase();
      const clash = this.table.all().find((r) => r.id !== exceptId && String(rule.value(r)).toLowerCase() === wanted);
      if (clash) {
        throw new ApiError(400, {
          message: message(ctx.locale, 'invalid'),
          errors: [{ field: rule.field, message: message(ctx.locale, 'alreadyUsed') }],
        });
      }
    }
  }

  async create(ctx: CallContext, body: unknown): Promise<W> {
    this.assertCan(ctx, 'write');
    if (this.definition.creatable === false) throw new ApiError(403, { message: message(ctx.locale, 'notAllowed') });
    const fields = validateBody(this.definition.body(ctx, null), body, ctx.locale);
    this.assertUnique(ctx, fields);
    const created = await this.table.create({ ...fields, id: this.db.nextId(this.definition.collection) } as R);
    this.audit(ctx, 'create', created.id, null, created);
    return this.definition.toDto(created, ctx);
  }

  /** `ifMatch`: the version the caller read (docs/api/README.md#versions-and-lost-updates); a stale one is a 412. */
  async update(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<W> {
    this.assertCan(ctx, 'write');
    const existing = this.find(ctx, id);
    assertVersion(ctx, ifMatch, () => this.get(ctx, id));
    const fields = validateBody(this.definition.body(ctx, existing), body, ctx.locale);
    this.assertUnique(ctx, fields, id);
    const before = structuredClone(existing);
    const updated = await this.table.update((q) => q.where((r) => r.id === id), {
      data: (r) => Object.assign(r, fields),
    });
    this.audit(ctx, 'update', id, before, updated as R);
    return this.definition.toDto(updated as R, ctx);
  }

  async setActive(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<W> {
    const field = this.definition.activeField;
    if (!field) throw new ApiError(404, { message: message(ctx.locale, 'notFound') });
    this.assertCan(ctx, 'write');
    this.find(ctx, id);
    assertVersion(ctx, ifMatch, () => this.get(ctx, id));
    const input = validateBody(activeBody(field), body, ctx.locale);
    const value = input[field] ?? input.isActive;
    if (typeof value !== 'boolean') {
      throw new ApiError(400, {
        message: message(ctx.locale, 'invalid'),
        errors: [{ field: 'isActive', message: message(ctx.locale, 'required') }],
      });
    }
    const before = { [field]: (this.find(ctx, id) as Record<string, unknown>)[field] };
    const updated = await this.table.update((q) => q.where((r) => r.id === id), {
      data: (r) => {
        (r as Record<string, unknown>)[field] = value;
      },
    });
    this.audit(ctx, 'update', id, before, { [field]: value });
    return this.definition.toDto(updated as R, ctx);
  }

  remove(ctx: CallContext, id: number): void {
    this.assertCan(ctx, 'write');
    const existing = this.find(ctx, id);
    const reason = this.definition.usedBy?.(existing, ctx);
    if (reason) throw new ApiError(400, { message: reason });
    const before = structuredClone(existing);
    this.table.delete((q) => q.where((r) => r.id === id));
    this.audit(ctx, 'delete', id, before, null);
  }
}
