import { isLocale, type Locale } from '../src/domain/shared/format';
import { Database, type Snapshot } from './db/database';
import { seedDatabase } from './db/seed';
import { AuthService } from './services/auth.service';
import type { CallContext } from './services/context';
import type { RawQuery } from './services/context';
import { UsersService } from './services/users.service';
import { mandrelsEntity } from './services/catalogue/mandrels.entity';
import { RecordService } from './services/record.service';

/** What a listed entity's service offers: the calls of SPEC 7 for one resource. */
export interface RecordServiceLike {
  list(ctx: CallContext, query: RawQuery): unknown;
  get(ctx: CallContext, id: number): unknown;
  create(ctx: CallContext, body: unknown): unknown;
  update(ctx: CallContext, id: number, body: unknown): unknown;
  remove(ctx: CallContext, id: number): unknown;
  setActive?(ctx: CallContext, id: number, body: unknown): unknown;
}

/** The mock backend: one database and the services that hold the server's behaviour. */
export class MockBackend {
  readonly auth: AuthService;
  readonly users: UsersService;
  /** The services of the generic listed entities, by the key the adapters use. */
  readonly records: Readonly<Record<string, RecordServiceLike>>;

  constructor(readonly db: Database = new Database()) {
    this.auth = new AuthService(db);
    this.users = new UsersService(db);
    this.records = {
      users: this.users,
      mandrels: new RecordService(db, mandrelsEntity(db)),
    };
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
