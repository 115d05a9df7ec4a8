import { Button, Callout, Classes, DialogBody, DialogFooter, HTMLTable, Spinner } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { Dialog } from '../shared/app-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../shared/use-phone-layout';
import type { OpenSession } from '../../domain/session/session';
import { summarizeUserAgent } from '../../domain/session/user-agent';
import { AppError } from '../../domain/shared/errors';
import { formatDateTime } from '../../domain/shared/format';
import { useConfirm } from '../shared/confirm-dialog';
import { LoadError } from '../shared/load-failure';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../shared/data/query-keys';
import { useNotify } from '../shared/use-notify';
import { useScreens } from '../app/use-cases';

/** "Chrome on Linux", "Firefox", or "Unknown browser", in the user's language. */
function useBrowserName(): (userAgent: string) => string {
  const { t } = useTranslation();
  return (userAgent) => {
    const { browser, os } = summarizeUserAgent(userAgent);
    if (browser && os) return t('sessions.browserOn', { browser, os });
    return browser ?? (os ? t('sessions.unknownBrowserOn', { os }) : t('sessions.unknownBrowser'));
  };
}

function SessionRows({
  sessions,
  busy,
  onEnd,
}: {
  sessions: readonly OpenSession[];
  busy: string | null;
  onEnd: (session: OpenSession, name: string) => void;
}) {
  const { t } = useTranslation();
  const browserName = useBrowserName();
  const phone = usePhoneLayout();
  const rows = sessions.map((s) => {
    // docs/access.md#connect-as-a-reseller: support working in the account, not its browser.
    const name = s.support ? t('sessions.support') : browserName(s.userAgent);
    return {
      session: s,
      browser: (
        <>
          {s.support ? (
            <Tag intent="primary" minimal multiline>
              {name}
            </Tag>
          ) : (
            name
          )}{' '}
          {s.current ? (
            <Tag intent="success" minimal multiline>
              {t('sessions.thisSession')}
            </Tag>
          ) : null}
        </>
      ),
      end: s.current ? null : s.support ? (
        <span className={Classes.TEXT_MUTED}>{t('sessions.supportHelp')}</span>
      ) : (
        <Button
          size="small"
          intent="danger"
          variant="outlined"
          text={t('sessions.end')}
          aria-label={t('sessions.endOne', { name, date: formatDateTime(s.startedAt) })}
          loading={busy === s.id}
          disabled={busy !== null && busy !== s.id}
          onClick={() => onEnd(s, name)}
        />
      ),
    };
  });
  const caption = t('sessions.caption', { count: sessions.length });
  // docs/screens.md#on-a-phone: one block per session, where the table's four columns were wider than a phone.
  if (phone)
    return (
      <>
        <p className={Classes.TEXT_MUTED}>{caption}</p>
        <ul className="stacked-list" aria-label={caption}>
          {rows.map(({ session: s, browser, end }) => (
            <li key={s.id} title={s.userAgent || undefined}>
              <strong>{browser}</strong>
              <span>
                {t('common.labelled', { label: t('sessions.startedAt') })} {formatDateTime(s.startedAt)}
              </span>
              <span>
                {t('common.labelled', { label: t('sessions.lastSeenAt') })} {formatDateTime(s.lastSeenAt)}
              </span>
              {end}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <HTMLTable compact striped className="full-width my-sessions-table">
      <caption className={Classes.TEXT_MUTED}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sessions.browser')}</th>
          <th scope="col">{t('sessions.startedAt')}</th>
          <th scope="col">{t('sessions.lastSeenAt')}</th>
          <th scope="col">
            <span className={Classes.TEXT_MUTED}>{t('sessions.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ session: s, browser, end }) => (
          <tr key={s.id}>
            <td title={s.userAgent || undefined}>{browser}</td>
            <td>{formatDateTime(s.startedAt)}</td>
            <td>{formatDateTime(s.lastSeenAt)}</td>
            <td>{end}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * docs/access.md#sessions: the user's open sessions (one per browser it logged in from), this one
 * marked; ending one, or every other one (confirmed). Refusals are shown in the dialog.
 */
export function MySessionsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { openSessions } = useScreens();
  const client = useQueryClient();
  const { notify } = useNotify();
  const [confirmDialog, confirm] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: queryKeys.sessions,
    queryFn: () => openSessions.listMine.execute(),
    enabled: isOpen,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.sessions });
  const failed = (error: unknown) => setProblem(error instanceof AppError ? error.message : 'errors.server');

  const end = (session: OpenSession, name: string) => {
    setBusy(session.id);
    setProblem(null);
    openSessions.endMine
      .execute(session.id)
      .then(() => {
        notify({ intent: 'success', messageKey: 'sessions.ended', values: { name } });
        refresh();
      }, failed)
      .finally(() => setBusy(null));
  };

  const endAll = async () => {
    const yes = await confirm({
      title: t('sessions.endOthersTitle'),
      body: t('sessions.endOthersText'),
      confirmText: t('sessions.endOthers'),
      intent: 'danger',
    });
    if (!yes) return;
    setBusy('others');
    setProblem(null);
    openSessions.endMyOthers
      .execute()
      .then((count) => {
        notify({ intent: 'success', messageKey: 'sessions.endedOthers', values: { count } });
        refresh();
      }, failed)
      .finally(() => setBusy(null));
  };

  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.current && !s.support).length;
  return (
    <>
      <Dialog
        isOpen={isOpen}
        onClose={onClose}
        title={t('sessions.title')}
        className="my-sessions-dialog"
        style={{ width: 'min(760px, 96vw)' }}
      >
        <DialogBody>
          <p className={Classes.TEXT_MUTED}>{t('sessions.intro')}</p>
          {problem ? (
            <Callout intent="danger" role="alert" className="spaced">
              {t(problem, { defaultValue: problem })}
            </Callout>
          ) : null}
          {sessions.status === 'error' ? <LoadError error={sessions.error} onRetry={refresh} /> : null}
          {sessions.status === 'pending' ? (
            <div role="status" className="connecting">
              <Spinner size={16} /> {t('sessions.loading')}
            </div>
          ) : null}
          {rows.length > 0 ? <SessionRows sessions={rows} busy={busy} onEnd={end} /> : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('sessions.close')} onClick={onClose} />
              <Button
                intent="danger"
                text={t('sessions.endOthers')}
                disabled={others === 0 || (busy !== null && busy !== 'others')}
                loading={busy === 'others'}
                onClick={() => void endAll()}
              />
            </>
          }
        />
      </Dialog>
      {confirmDialog}
    </>
  );
}
