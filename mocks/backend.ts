import { isLocale, type Locale } from '../src/domain/shared/format';
import { Database, type Snapshot } from './db/database';
import { seedDatabase } from './db/seed';
import { AuthService } from './services/auth.service';
import type { CallContext } from './services/context';
import { UsersService } from './services/users.service';

/** The mock backend: one database and the services that hold the server's behaviour. */
export class MockBackend {
  readonly auth: AuthService;
  readonly users: UsersService;

  constructor(readonly db: Database = new Database()) {
    this.auth = new AuthService(db);
    this.users = new UsersService(db);
  }

  /** The caller of a bearer token, for a service call; throws a 401 ApiError. */
  context(token: string | null | undefined, locale: Locale = 'fr'): CallContext {
    return { caller: this.auth.authenticate(token, locale), locale };
  }

  async reset(): Promise<void> {
    this.db.clear();
    await seedDatabase(this.db);
  }

  static async seeded(): Promise<MockBackend> {
    const backend = new MockBackend();
    await seedDatabase(backend.db);
    return backend;
  }

  static async fromSnapshot(snapshot: Snapshot): Promise<MockBackend> {
    const backend = new MockBackend();
    await backend.db.restore(snapshot);
    return backend;
  }
}

export function localeOf(value: string | null | undefined): Locale {
  return isLocale(value) ? value : 'fr';
}
