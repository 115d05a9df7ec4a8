import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import type { CountWaitingNonConformities } from '../../application/requests/requests.use-cases';
import { REQUESTS } from '../../application/requests/requests.tokens';
import { isReseller } from '../../domain/users/role';
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
  const reseller = isReseller(user);
  const result = useAsync(
    () => (reseller ? count.execute() : Promise.resolve(null)),
    `${user?.id ?? ''}:${reseller}:${version}`,
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
