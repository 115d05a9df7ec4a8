import type { CurrentSessionWire, SessionRowWire } from '../../api/sessions.api';
import type { CurrentSession, OpenSession } from '../../domain/session/session';

export function toCurrentSession(d: CurrentSessionWire): CurrentSession {
  return {
    id: d.id,
    startedAt: d.startedAt,
    lastSeenAt: d.lastSeenAt,
    idleExpiresAt: d.idleExpiresAt,
    expiresAt: d.expiresAt,
    idleTimeoutSeconds: d.idleTimeoutSeconds,
  };
}

export function toOpenSession(d: SessionRowWire): OpenSession {
  return {
    id: d.id,
    startedAt: d.startedAt,
    lastSeenAt: d.lastSeenAt,
    userAgent: d.userAgent,
    current: d.current,
    support: d.support,
  };
}
