import { sessionsApi as api } from '../../src/api/sessions.api';
import type { MockBackend } from '../backend';
import { implement } from './route';

/** The operations of src/api/sessions.api.ts: the caller's sessions, and an admin ending an account's. */
export function sessionHandlers(backend: MockBackend) {
  const sessions = backend.sessions;
  return [
    implement(api.getCurrentSession, (_input, ctx) => sessions.current(ctx)),
    implement(api.listMySessions, (_input, ctx) => sessions.listMine(ctx)),
    implement(api.endMySession, ({ params }, ctx) => sessions.endMine(ctx, params.sessionId ?? '')),
    implement(api.endMyOtherSessions, (_input, ctx) => sessions.endOthers(ctx)),
    implement(api.endUserSessions, ({ id }, ctx) => sessions.endForAccount(ctx, id())),
  ];
}
