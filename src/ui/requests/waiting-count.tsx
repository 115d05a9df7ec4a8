import { Tag } from '../shared/app-tag';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { CountedRequests } from '../../domain/requests/waiting-counts';
import { formatInteger, isLocale } from '../../domain/shared/format';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useConnection } from '../shared/connection/use-connection';
import './requests.css';

/**
 * The count beside a requests list's sidebar entry (docs/product.md#what-the-sidebar-counts,
 * docs/screens.md#header-sidebar-and-user-menu): how many wait, red when the answer is the user's
 * own, grey when it is someone else's, read out with whose answer it is; nothing when none waits or
 * the user counts nothing there. Under the counts' key: any request's change loads it again
 * (docs/screens.md#live-updates).
 */
export function WaitingCount({ list }: { list: CountedRequests }) {
  const { t, i18n } = useTranslation();
  const { waitingCounts } = useScreens();
  const { reachable } = useConnection();
  const { data: waiting, isError } = useQuery({
    queryKey: queryKeys.counts(list),
    queryFn: () => waitingCounts.execute(list),
  });
  // docs/screens.md#connection-lost: a count the server could not give says so, rather than vanishing.
  if (!waiting) {
    if (!isError) return null;
    const unknown = t('connection.countUnknown');
    return (
      <Tag round multiline className="menu-counter menu-counter--stale" htmlTitle={unknown}>
        <span aria-hidden>?</span>
        <span className="visually-hidden"> {unknown}</span>
      </Tag>
    );
  }
  if (!waiting.count) return null;
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const said = t(`requests.waitingCounts.${list}.${waiting.awaiting}`, { count: waiting.count });
  // While the server does not answer, the last count known, marked so.
  const told = reachable ? said : `${said} (${t('connection.countStale')})`;
  return (
    // A count is never cut. The pointer's tooltip says whose answer it is, as the hidden text says it
    // to a screen reader.
    <Tag
      round
      multiline
      intent={waiting.awaiting === 'yours' ? 'danger' : 'none'}
      className={reachable ? 'menu-counter' : 'menu-counter menu-counter--stale'}
      htmlTitle={told}
    >
      <span aria-hidden>{formatInteger(waiting.count, locale)}</span>
      <span className="visually-hidden"> {told}</span>
    </Tag>
  );
}
