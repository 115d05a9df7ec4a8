import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import type { CountWaitingNonConformities } from '../../application/requests/requests.use-cases';
import { REQUESTS } from '../../application/requests/requests.tokens';
import { can } from '../../domain/session/can';
import { useInjected, useSession } from '../app/container-context';
import { useAsync } from '../shared/use-async';
import './requests.css';

/** Bumped when the reseller answers a request, so the sidebar asks for its count again. */
const waiting = proxy({ version: 0 });

export function refreshWaitingCount(): void {
  waiting.version += 1;
}

/**
 * The sidebar's count of the reseller's non-conformity requests waiting for an answer
 * (docs/screens.md#header-sidebar-and-user-menu); nothing for staff, or when none waits. The
 * requests use cases load only for a reseller.
 */
export function WaitingNonConformityCount() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { version } = useSnapshot(waiting);
  const count = useInjected<CountWaitingNonConformities>(REQUESTS.countWaitingNonConformities);
  const answers = can(user, 'answer', 'non-conformity');
  const result = useAsync(
    () => (answers ? count.execute() : Promise.resolve(null)),
    `${user?.id ?? ''}:${answers}:${version}`,
  );
  const value = result.data;
  if (!value) return null;
  return (
    // A count never needs ellipsising (which costs the shell a forced layout when it renders).
    <Tag round multiline intent="danger" className="menu-counter">
      <span aria-hidden>{value}</span>
      <span className="visually-hidden"> {t('requests.nonConformity.waitingCount', { count: value })}</span>
    </Tag>
  );
}
