import { Button } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm-dialog';
import { useNotify } from './use-notify';
import { useScreens } from '../app/use-cases';

/**
 * docs/access.md#sessions: an admin ends every session of a user or reseller from its detail page
 * (a lost laptop, a departure); the account must log in again everywhere. Confirmed first; the use
 * case says how many ended. The page shows it to admins only.
 */
export function EndSessionsButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const endSessions = useScreens().openSessions.endUsers;
  const { notifyError } = useNotify();
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const yes = await confirm({
      title: t('sessions.endForAccountTitle', { name }),
      body: t('sessions.endForAccountText', { name }),
      confirmText: t('sessions.endForAccount'),
      intent: 'danger',
    });
    if (!yes) return;
    setBusy(true);
    endSessions
      .execute(userId)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button icon={<LogOutIcon />} text={t('sessions.endForAccount')} loading={busy} onClick={() => void run()} />
      {dialog}
    </>
  );
}
