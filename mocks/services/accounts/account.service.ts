import type { Database } from '../../db/database';
import type { UserRecord } from '../../db/schema';
import { auditWrite } from '../audit/audit-log';
import { refuseFields, takenUsernameError } from '../auth/password-rules';
import type { SessionsService } from '../sessions/sessions.service';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { message } from '../shared/messages';
import { fieldError } from '../shared/validation';
import { assertVersion } from '../shared/versions';

/** Fields of an account that are bookkeeping, not a change anyone made. */
const ACCOUNT_NOISE = ['lastConnection', 'createdAt'];

/** The fields a new account starts with, beyond what its creator gives. */
export interface NewAccount {
  readonly id: number;
  readonly username: string;
  readonly password: string;
  readonly roles: string[];
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string | null;
  readonly isActive: boolean;
  readonly parent: number | null;
}

/**
 * What the users' and the resellers' services share: both keep accounts (the `users` collection)
 * whose login is unique, whose changes are audited under their entity, and whose switch-off or new
 * password ends their sessions (docs/access.md#sessions).
 */
export abstract class AccountService {
  constructor(
    protected readonly db: Database,
    protected readonly sessions: SessionsService,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  /** The audit trail's entity of the accounts this service keeps. */
  protected abstract readonly entity: 'user' | 'reseller';

  protected get users() {
    return this.db.collections.users;
  }

  protected notFound(ctx: CallContext): ApiError {
    return new ApiError(404, { message: message(ctx.locale, 'notFound') });
  }

  /** docs/access.md#passwords: a new account's login is no other account's. */
  protected assertUniqueUsername(ctx: CallContext, username: string): void {
    refuseFields([takenUsernameError(this.users, ctx.locale, username)], ctx.locale);
  }

  /** A new account, never connected yet, created now. */
  protected createAccount(account: NewAccount): Promise<UserRecord> {
    return this.users.create({ ...account, lastConnection: null, createdAt: this.now().toISOString(), rights: [] });
  }

  /** Records a change of one account in the audit trail (docs/audit.md), its bookkeeping left out. */
  protected audit(
    ctx: CallContext,
    action: 'create' | 'update' | 'delete',
    id: number,
    before: object | null,
    after: object | null,
  ): void {
    auditWrite(this.db, ctx, { action, entity: this.entity, entityId: id, omit: ACCOUNT_NOISE }, before, after);
  }

  /**
   * After a change of `account`: a new password ends its sessions and reset links (one's own change
   * keeps the session making it); a switch-off ends the account (`forgetAccount`). Called before the
   * change's audit entry, whose change event ends the streams of the sessions ended
   * (docs/api/README.md#events).
   */
  protected endSessionsAfterChange(ctx: CallContext, account: UserRecord, passwordChanged: boolean): void {
    if (!account.isActive) this.forgetAccount(account.id);
    else if (passwordChanged) {
      this.sessions.credentialsChanged(account.id, account.id === ctx.caller.id ? ctx.token : undefined);
    }
  }

  /**
   * The active switch (PUT …/active/{id}) of an account the caller may switch: on the version it read
   * (`current`, docs/api/README.md#versions-and-lost-updates), `isActive` required; `refuse` may
   * refuse the switch itself. Switched off, the account's sessions end.
   */
  protected async switchActive(
    ctx: CallContext,
    account: UserRecord,
    body: unknown,
    options: {
      readonly ifMatch: string | null | undefined;
      readonly current: () => unknown;
      readonly refuse?: (isActive: boolean) => void;
    },
  ): Promise<UserRecord> {
    assertVersion(ctx, options.ifMatch, options.current);
    const isActive = (body as { isActive?: unknown } | null)?.isActive;
    if (typeof isActive !== 'boolean') throw fieldError(ctx.locale, 'isActive', 'required');
    options.refuse?.(isActive);
    const was = account.isActive;
    const updated = (await this.users.update((q) => q.where({ id: account.id }), {
      data: (u) => {
        u.isActive = isActive;
      },
    })) as UserRecord;
    // Switched off: its sessions and reset links end for good (switched on again, they stay ended),
    // and what was its own goes.
    if (!isActive) this.forgetAccount(account.id);
    this.audit(ctx, 'update', account.id, { isActive: was }, { isActive });
    return updated;
  }

  /**
   * An account deleted or switched off: its sessions and reset links end, and what was its own goes
   * with it (saved views, list preferences, notifications), so that nothing of it is found again by
   * its id nor waits for it (docs/access.md#sessions; ids are never handed out twice: `Database.nextId`).
   */
  protected forgetAccount(id: number): void {
    this.sessions.credentialsChanged(id);
    const { views, preferences, notifications } = this.db.collections;
    views.deleteMany((q) => q.where({ userId: id }));
    preferences.deleteMany((q) => q.where({ userId: id }));
    notifications.deleteMany((q) => q.where({ userId: id }));
  }
}
