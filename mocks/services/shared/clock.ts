/**
 * The server's clock: what every service that reads the time asks (sessions, throttling, reset
 * links, creation dates). One per MockBackend (`backend.clock`), so a test moves time forward
 * (`backend.clock.advance(31 * 60_000)`) instead of waiting.
 */
export class Clock {
  private offsetMs = 0;

  constructor(private readonly source: () => number = () => Date.now()) {}

  now(): Date {
    return new Date(this.source() + this.offsetMs);
  }

  /** Moves the clock forward by `ms` milliseconds (tests). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error(`Clock.advance: ${ms} is not a duration`);
    this.offsetMs += ms;
  }
}
