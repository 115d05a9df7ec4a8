/**
 * The audit trail (docs/audit.md): every write through the API leaves one entry per record it
 * changed, kept by the server (a trail kept by the browser could be forged). The order detail
 * shows its order's entries as a timeline; the audit page lists and filters them all.
 */

/** What an entry is about: the API's resources, the catalogue and settings entities by their keys. */
export const AUDIT_ENTITIES = [
  'order',
  'quote',
  'cancel-request',
  'non-conformity',
  'user',
  'reseller',
  'margin-grid',
  'country',
  'poses',
  'mandrels',
  'orientations',
  'papers',
  'finishes',
  'quantitiesPerRoll',
  'shapes',
  'categories',
  'categoryScenarios',
  'dimensions',
  'scenarios',
  'tooltips',
  'configEnv',
  /** A user's own list settings (docs/lists.md). */
  'view',
  'preferences',
  /** A mail of the outbox, read by staff (docs/audit.md). */
  'mail',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'delivery-note',
  'series-file',
  'validate',
  'cancel-ask',
  'cancel-approve',
  'cancel-refuse',
  'cancel-treatment-cancelled',
  'non-conformity-flag',
  'non-conformity-answer',
  'files-resync',
  'import',
  'sync',
  'login',
  'login-failed',
  'logout',
  'session-end',
  'connect-as',
  'password-reset',
  /** A mail of the outbox read (`GET /admin/mails/{id}`). */
  'read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A secret's value in an entry: never the secret itself (passwords, tokens, the FTP password). */
export const MASKED = '***';

export type AuditValue = string | number | boolean | null;

/** One field's change: `from` null on a create, `to` null on a delete. */
export interface AuditChange {
  readonly field: string;
  readonly from: AuditValue;
  readonly to: AuditValue;
}

/** Who wrote: an account (null id: an unknown login name of a failed login, or staff hidden from a reseller). */
interface AuditActor {
  readonly id: number | null;
  readonly username: string;
  readonly role: string | null;
}

export interface AuditEntry {
  readonly id: number;
  /** ISO instant. */
  readonly at: string;
  readonly actor: AuditActor;
  /** The reseller an admin worked as (connect-as), or null. */
  readonly actingAs: { readonly id: number; readonly username: string } | null;
  readonly action: AuditAction;
  readonly entity: AuditEntity;
  readonly entityId: number | null;
  /** The order the entry belongs to (its timeline), or null. */
  readonly orderId: number | null;
  readonly changes: readonly AuditChange[];
}

/** The audit page's filters (docs/screens.md#audit). Absent: not filtered. */
export interface AuditFilter {
  readonly entity?: AuditEntity;
  readonly entityId?: number;
  readonly actorId?: number;
  readonly action?: AuditAction;
  /** Days `YYYY-MM-DD` or ISO instants, inclusive. */
  readonly from?: string;
  readonly to?: string;
}

export const AUDIT_SORT_FIELDS = ['at', 'entity', 'action', 'actor'] as const;

export const AUDIT_EXPORT_PROPERTIES = [
  'id',
  'at',
  'actor',
  'actingAs',
  'action',
  'entity',
  'entityId',
  'changes',
] as const;
export type AuditExportProperty = (typeof AUDIT_EXPORT_PROPERTIES)[number];

/** docs/audit.md#the-calls: the export's file name, whatever the server calls it. */
export const auditExportFileName = (type: 'csv' | 'xlsx'): string => `audit-${type}.${type}`;

export const isAuditEntity = (value: unknown): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly unknown[]).includes(value);
export const isAuditAction = (value: unknown): value is AuditAction =>
  (AUDIT_ACTIONS as readonly unknown[]).includes(value);

/** A change as one line of text ("status: 1 → 3"), for exports and the expanded row. */
export const changeText = (change: AuditChange): string =>
  `${change.field}: ${String(change.from ?? '∅')} → ${String(change.to ?? '∅')}`;
