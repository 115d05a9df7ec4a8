import { ForbiddenError } from '../../domain/shared/errors';
import type { Reseller, ResellerInput, ResellerSummary } from '../../domain/resellers/reseller';
import type { Versioned } from '../../domain/shared/version';
import { can } from '../../domain/session/can';
import type { SessionStore } from '../session/session.store';
import type { ResellerDirectory } from './reseller-directory.port';
import type { ResellerRepository } from './reseller-repository.port';

/** Resellers matching a text, for autocompletes; an empty text finds nothing. */
export class SearchResellers {
  constructor(private readonly directory: ResellerDirectory) {}
  async execute(text: string): Promise<readonly ResellerSummary[]> {
    const trimmed = text.trim();
    return trimmed ? this.directory.search(trimmed) : [];
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
    private readonly repository: Pick<ResellerRepository, 'get'>,
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
    private readonly repository: Pick<ResellerRepository, 'update'>,
    private readonly session: SessionStore,
  ) {}
  /** `version`: the one the profile was opened with (StaleRecordError when it changed since). */
  async execute(input: ResellerInput, version?: string): Promise<Versioned<Reseller>> {
    const saved = await this.repository.update(ownId(this.session), input, version);
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
