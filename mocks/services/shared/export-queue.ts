import { ApiError } from './api-error';
import type { CallContext } from './context';
import { message } from './messages';
import { onePer } from './one-per';

/**
 * docs/rules.md#exports: how many exports the server works on at once (the others wait their turn,
 * first come first served), and how many one user may have running or waiting (beyond: 429).
 * Each export works in slices (time-slices.ts): one at a time keeps every other caller's answer
 * within a slice and its garbage small, and a user cannot fill the server with exports.
 */
const EXPORT_LIMITS = { running: 1, perUser: 2, retryAfterSeconds: 5 } as const;

/** The exports (orders, quotes, audit) of one backend: at most `running` at once, `perUser` per user. */
export class ExportQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perUser = new Map<number, number>();

  /** Runs `job` (the whole export) in its turn; a user's third export while two are in flight is a 429. */
  async run<T>(ctx: CallContext, job: () => Promise<T>): Promise<T> {
    const user = ctx.caller.id;
    const mine = this.perUser.get(user) ?? 0;
    if (mine >= EXPORT_LIMITS.perUser) {
      throw new ApiError(
        429,
        { message: message(ctx.locale, 'exportsInFlight', { count: EXPORT_LIMITS.perUser }) },
        { 'retry-after': String(EXPORT_LIMITS.retryAfterSeconds) },
      );
    }
    this.perUser.set(user, mine + 1);
    try {
      await this.turn();
      try {
        return await job();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.perUser.get(user) ?? 1) - 1;
      if (left > 0) this.perUser.set(user, left);
      else this.perUser.delete(user);
    }
  }

  private turn(): Promise<void> {
    if (this.running < EXPORT_LIMITS.running) {
      this.running += 1;
      return Promise.resolve();
    }
    // The place is handed over by `release`: `running` stays counted.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

/** The export queue of one backend (its database), shared by every service that exports. */
export const exportQueueOf: (db: object) => ExportQueue = onePer(() => new ExportQueue());
