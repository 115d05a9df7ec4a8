import type { AuditEntryWire } from '../../../src/api/audit.api';
import { auditExportBody } from '../../../src/api/audit.api';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditExportFileName,
  changeText,
  isAuditAction,
  isAuditEntity,
  type AuditExportProperty,
} from '../../../src/domain/audit/audit';
import type { Locale } from '../../../src/domain/shared/format';
import { can } from '../../../src/domain/session/can';
import type { AuditRecord } from '../../db/audit.schema';
import type { Database } from '../../db/database';
import type { OrderRecord } from '../../db/orders.schema';
import type { ApiFieldError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { requireCan } from '../shared/access';
import { checkDates } from '../shared/list-filters';
import {
  checkInteger,
  checkListParams,
  fold,
  refuseParameters,
  runList,
  type ListRequest,
  type ListSpec,
} from '../shared/list-query';
import { message } from '../shared/messages';
import { exportFile, exportRows, type CellReaders, type ColumnLabels } from '../shared/spreadsheet-export';
import { validateBody } from '../shared/validation';
import { exportQueueOf } from '../shared/export-queue';
import type { XlsxWriter } from '../orders/xlsx-sheet';
import { writeXlsxOnDemand } from '../orders/xlsx-writer';
import { auditLogOf } from './audit-log';

/** The audit list's filter as the service takes it; the domain's AuditFilter fits it. */
export interface AuditListFilter {
  readonly entity?: string;
  readonly entityId?: number;
  readonly actorId?: number;
  readonly action?: string;
  readonly from?: string;
  readonly to?: string;
}

const listSpec: ListSpec<AuditRecord> = {
  // `at` sorts by the order of writing (ids grow with writes), which a clock set back cannot reorder.
  sortable: { at: (e) => e.id, entity: (e) => e.entity, action: (e) => e.action, actor: (e) => e.actorUsername },
  defaultSort: { field: 'at', order: 'desc' },
  searchText: (e) => `${e.actorUsername} ${e.actingAsUsername ?? ''} ${e.entityId ?? ''}`,
};

const MAX_ID = Number.MAX_SAFE_INTEGER;

/** An entry as the API answers it. */
export function auditEntryWire(e: AuditRecord): AuditEntryWire {
  return {
    id: e.id,
    at: e.at,
    actor: { id: e.actorId, username: e.actorUsername, role: e.actorRole },
    actingAs: e.actingAsId === null ? null : { id: e.actingAsId, username: e.actingAsUsername ?? '' },
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    orderId: e.orderId,
    changes: e.changes.map((c) => ({ ...c })),
  };
}

/**
 * A reseller's view of its record's entry (its order's timeline, its change events): staff by role
 * only, no connect-as, no manufacturing file.
 */
export function forReseller(e: AuditEntryWire): AuditEntryWire {
  const staff = e.actor.role === 'ROLE_ADMIN' || e.actor.role === 'ROLE_READER';
  return {
    ...e,
    actor: staff ? { id: null, username: '', role: e.actor.role } : e.actor,
    actingAs: null,
    changes: e.changes.filter((c) => c.field !== 'hasManufacturingPdf'),
  };
}

const EXPORT_LABELS: ColumnLabels<AuditExportProperty> = {
  id: { fr: 'N°', en: 'No.', es: 'N.º' },
  at: { fr: 'Date', en: 'Date', es: 'Fecha' },
  actor: { fr: 'Auteur', en: 'By', es: 'Autor' },
  actingAs: { fr: 'En tant que', en: 'Acting as', es: 'Como' },
  action: { fr: 'Action', en: 'Action', es: 'Acción' },
  entity: { fr: 'Objet', en: 'Record type', es: 'Objeto' },
  entityId: { fr: 'N° de l’objet', en: 'Record no.', es: 'N.º del objeto' },
  changes: { fr: 'Modifications', en: 'Changes', es: 'Cambios' },
};

const readers: CellReaders<AuditRecord, AuditExportProperty> = {
  id: (e) => e.id,
  at: (e) => ({ date: e.at }),
  actor: (e) => e.actorUsername,
  actingAs: (e) => e.actingAsUsername,
  action: (e) => e.action,
  entity: (e) => e.entity,
  entityId: (e) => e.entityId,
  changes: (e) => e.changes.map(changeText).join('\n') || null,
};

/**
 * GET /admin/audit, its export, and GET /admin/orders/{id}/history (docs/audit.md). The entries
 * are written by the services themselves (audit-log.ts); this reads them.
 */
export class AuditService {
  constructor(
    private readonly db: Database,
    private readonly findOrder: (ctx: CallContext, id: number) => OrderRecord,
    private readonly writeXlsx: XlsxWriter = writeXlsxOnDemand,
  ) {}

  private get log() {
    return auditLogOf(this.db);
  }

  /** The entries matching the filters, checked; one 400 names every refused parameter. */
  private matching(ctx: CallContext, request: ListRequest<AuditListFilter>, allPages: boolean) {
    requireCan(ctx, 'read', 'audit');
    const errors: ApiFieldError[] = [];
    const params = checkListParams(request, listSpec, ctx.locale, errors);
    const f = request.filter ?? {};
    if (f.entity !== undefined && !isAuditEntity(f.entity)) {
      errors.push({ field: '_entity', message: message(ctx.locale, 'oneOf', { values: AUDIT_ENTITIES.join(', ') }) });
    }
    if (f.action !== undefined && !isAuditAction(f.action)) {
      errors.push({ field: '_action', message: message(ctx.locale, 'oneOf', { values: AUDIT_ACTIONS.join(', ') }) });
    }
    const bounds = { fallback: 0, min: 0, max: MAX_ID };
    const entityId =
      f.entityId === undefined ? null : checkInteger(f.entityId, '_entityId', bounds, ctx.locale, errors);
    const actorId = f.actorId === undefined ? null : checkInteger(f.actorId, '_actorId', bounds, ctx.locale, errors);
    const { from, to } = checkDates(f.from, f.to, ctx.locale, errors);
    refuseParameters(errors, ctx.locale);

    const all = this.log.all();
    // The shortest index holding every match (one record, one person, one action, or the whole log),
    // cut to the date range by halving when the log is in time order; then each entry is tested
    // for what the index does not answer. When it answers everything, the count needs no test.
    const index = this.log.lookup({ entity: f.entity, entityId, actorId, action: f.action });
    const positions = index?.positions ?? null;
    const range = this.log.timeRange(positions, from, to);
    const answered = new Set([...(index?.answers ?? []), ...(range ? ['dates'] : [])]);
    const needle = fold(params.search);
    const asked = [
      f.entity !== undefined ? 'entity' : null,
      entityId !== null ? 'entityId' : null,
      actorId !== null ? 'actor' : null,
      f.action !== undefined ? 'action' : null,
      from !== null || to !== null ? 'dates' : null,
    ].filter((name): name is string => name !== null);
    const exact = !needle && asked.every((name) => answered.has(name));
    const test = (e: AuditRecord) =>
      exact ||
      ((f.entity === undefined || e.entity === f.entity) &&
        (entityId === null || e.entityId === entityId) &&
        (actorId === null || e.actorId === actorId || e.actingAsId === actorId) &&
        (f.action === undefined || e.action === f.action) &&
        (from === null || e.at >= from) &&
        (to === null || e.at < to) &&
        (!needle || fold(listSpec.searchText(e)).includes(needle)));
    const lo = range?.lo ?? 0;
    const hi = range?.hi ?? (positions ? positions.length : all.length);
    const at = (k: number) => all[positions ? (positions[k] as number) : k] as AuditRecord;
    const byDefault = params.index === 'at';
    const paging = allPages ? { ...params, page: 1, limit: Number.MAX_SAFE_INTEGER } : params;
    if (!byDefault) {
      const found: AuditRecord[] = [];
      for (let k = lo; k < hi; k++) if (test(at(k))) found.push(at(k));
      return runList(found, { ...paging, search: '' }, listSpec);
    }
    // By time of writing: walk from the right end and keep only the page's rows.
    const first = (paging.page - 1) * paging.limit;
    if (exact) {
      const total = hi - lo;
      const rows: AuditRecord[] = [];
      for (let n = first; n < Math.min(total, first + paging.limit); n++) {
        rows.push(at(paging.order === 'desc' ? hi - 1 - n : lo + n));
      }
      return { rows, totalRequest: total };
    }
    const rows: AuditRecord[] = [];
    let matched = 0;
    const visit = (e: AuditRecord) => {
      if (!test(e)) return;
      if (matched >= first && rows.length < paging.limit) rows.push(e);
      matched++;
    };
    if (paging.order === 'desc') for (let k = hi - 1; k >= lo; k--) visit(at(k));
    else for (let k = lo; k < hi; k++) visit(at(k));
    return { rows, totalRequest: matched };
  }

  /** GET /admin/audit (admin, reader). */
  list(
    ctx: CallContext,
    request: ListRequest<AuditListFilter>,
  ): { list: AuditEntryWire[]; total: number; totalRequest: number } {
    const { rows, totalRequest } = this.matching(ctx, request, false);
    return { list: rows.map(auditEntryWire), total: this.log.all().length, totalRequest };
  }

  /** POST /admin/audit/export: every matching entry, the chosen columns, text cells escaped. */
  async exportAudit(ctx: CallContext, request: ListRequest<AuditListFilter>, body: unknown) {
    requireCan(ctx, 'read', 'audit');
    const input = validateBody(auditExportBody, body, ctx.locale);
    const { rows } = this.matching(ctx, { ...request, page: undefined, size: undefined }, true);
    return exportQueueOf(this.db).run(ctx, async () => {
      const reader = { locale: ctx.locale, timeZone: input.timeZone };
      const sheet = await exportRows(rows, [...new Set(input.propertiesToExport)], readers, EXPORT_LABELS, reader);
      return exportFile(sheet, input.type, ctx.locale as Locale, this.writeXlsx, {
        fileName: auditExportFileName,
        sheet: { fr: 'Journal d’audit', en: 'Audit log', es: 'Registro de auditoría' },
      });
    });
  }

  /** GET /admin/orders/{id}/history: oldest first; a reseller its own orders' only (another's: 404). */
  history(ctx: CallContext, orderId: number): { list: AuditEntryWire[] } {
    const order = this.findOrder(ctx, orderId);
    const all = this.log.all();
    const list = this.log.ofOrder(order.id).map((i) => auditEntryWire(all[i] as AuditRecord));
    return { list: can(ctx.caller, 'read-all', 'order') ? list : list.map(forReseller) };
  }
}
