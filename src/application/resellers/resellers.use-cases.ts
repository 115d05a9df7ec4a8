import { ForbiddenError } from '../../domain/shared/errors';
import type {
  Reseller,
  ResellerCounts,
  ResellerFilter,
  ResellerInput,
  ResellerSummary,
} from '../../domain/resellers/reseller';
import type { Versioned } from '../../domain/shared/version';
import { can } from '../../domain/session/can';
import type { SessionStore } from '../session/session.store';
import type { ResellerDirectory } from './reseller-directory.port';
import type { Records } from '../shared/record.use-cases';

/** The reseller records' generic use case (RECORDS.resellers): the profile is the reseller's own record. */
type ResellerRecords = Records<Reseller, ResellerInput, ResellerFilter>;

/** Resellers matching a text, for autocompletes; an empty text finds nothing. */
export class SearchResellers {
  constructor(private readonly directory: ResellerDirectory) {}
  async execute(text: string): Promise<readonly ResellerSummary[]> {
    const trimmed = text.trim();
    return trimmed ? this.directory.search(trimmed) : [];
  }
}

/** How many customers and prospects there are: the reseller list's view counts. */
export class CountResellers {
  constructor(private readonly directory: Pick<ResellerDirectory, 'counts'>) {}
  execute(): Promise<ResellerCounts> {
    return this.directory.counts();
  }
}

function ownId(session: SessionStore): number {
  const user = session.user;
  if (!user || !can(user, 'open', 'reseller-screen')) throw new ForbiddenError('resellers.profile.resellerOnly');
  return user.id;
}

/** The logged-in reseller's own record (its profile). */
export class GetResellerProfile {
  constructor(
    private readonly repository: Pick<ResellerRecords, 'get'>,
    private readonly session: SessionStore,
  ) {}
  execute(): Promise<Versioned<Reseller>> {
    return this.repository.get(ownId(this.session));
  }
}

/**
 * Saves the logged-in reseller's profile. The server ignores what only an admin sets; the
 * session's user follows the new names.
 */
export class SaveResellerProfile {
  constructor(
    private readonly repository: Pick<ResellerRecords, 'save'>,
    private readonly session: SessionStore,
  ) {}
  /** `version`: the one the profile was opened with (StaleRecordError when it changed since). */
  async execute(input: ResellerInput, version?: string): Promise<Versioned<Reseller>> {
    const saved = await this.repository.save(input, ownId(this.session), version);
    const user = this.session.user;
    if (user && user.id === saved.id) {
      this.session.updateUser({
        ...user,
        username: saved.username,
        firstname: saved.firstname,
        lastname: saved.lastname,
        company: saved.company,
      });
    }
    return saved;
  }
}
