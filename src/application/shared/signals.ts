import { BehaviorSubject, Subject } from 'rxjs';
import { token } from './token';

type NoticeIntent = 'success' | 'warning' | 'danger' | 'primary' | 'none';

/** A toast to show: i18n keys with their values, so the UI says it in the user's language. */
export interface Notice {
  readonly intent: NoticeIntent;
  readonly titleKey?: string;
  readonly messageKey?: string;
  /** Already-human text, e.g. a server message, shown as is. */
  readonly message?: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * Whether the server answers (docs/screens.md#connection-lost): `reachable` false once a call reached no
 * server (the network, or the server, gone), true again at its next answer of any kind; `lostAt`, when it
 * went (the app's clock).
 */
export interface ConnectionState {
  readonly reachable: boolean;
  readonly lostAt: number | null;
}

/**
 * The application's in-process signals (a 401, activity, what a call read as of, the connection, the
 * notices to show): not the server's live-update events (docs/events.md). One instance per container.
 */
export class AppSignals {
  /** `now`: the clock the session's timing reads (the browser's, or the mock server's in tests). */
  constructor(readonly now: () => number = () => Date.now()) {}

  /**
   * A call came back 401: the session has expired or was revoked. Carries the token the call sent
   * (null: none), so a refusal of an older token never ends a newer session.
   */
  readonly unauthorized$ = new Subject<string | null | void>();
  readonly notices$ = new Subject<Notice>();
  /**
   * A call made with the session's token was answered: the server saw the session
   * (src/domain/session/idle.ts). Carries when the call was sent (`now()`): the server saw it at
   * or after that, however late the answer is read; nothing: now.
   */
  readonly activity$ = new Subject<number | void>();
  /**
   * A call made with the session's token was answered with its data as of this event (the answer's
   * `X-Last-Event-Id`: docs/api/README.md#events), so the event stream can give what came after.
   */
  readonly readAsOf$ = new Subject<string>();

  /** Whether the server answers; the HTTP client says so at each call (`reached`). */
  readonly connection$ = new BehaviorSubject<ConnectionState>({ reachable: true, lostAt: null });

  /** A call was answered by the server (true), or reached none (false); published only when that changes. */
  reached(answered: boolean): void {
    if (this.connection$.value.reachable === answered) return;
    this.connection$.next({ reachable: answered, lostAt: answered ? null : this.now() });
  }

  notify(notice: Notice): void {
    this.notices$.next(notice);
  }
}

export const APP_SIGNALS = token<AppSignals>('AppSignals');
