import { Button } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Reseller } from '../../domain/resellers/reseller';
import { useSessionUseCases } from '../app/container-context';
import { useConfirm } from '../shared/confirm-dialog';
import { useNotify } from '../shared/use-notify';

/**
 * 'Connect as' (admin only, docs/access.md#connect-as-a-reseller): confirmation naming the reseller,
 * then the app reloads at / as that reseller; "back to admin" returns to this page, as it was
 * (its tab, search and page in the URL).
 */
export function ConnectAsButton({ reseller, text }: { reseller: Reseller; text?: boolean }) {
  const { t } = useTranslation();
  const connectAs = useSessionUseCases().connectAs;
  const [dialog, confirm] = useConfirm();
  const { notifyError } = useNotify();
  const [location] = useLocation();
  const search = useSearch();
  const name = reseller.company || reseller.username;
  const label = t('resellers.list.connectAs', { name });
  return (
    <>
      <Button
        variant={text ? 'outlined' : 'minimal'}
        icon={<LogInIcon />}
        // Shown in words, the label is the whole name (WCAG 2.5.3: what is seen is what is said); as an
        // icon, the label names it and its tooltip shows it.
        text={text ? label : undefined}
        aria-label={text ? undefined : label}
        title={text ? undefined : label}
        onClick={async () => {
          const ok = await confirm({
            title: t('resellers.list.connectAsTitle', { name }),
            body: t('resellers.list.connectAsBody', { name, email: reseller.username }),
            confirmText: t('resellers.list.connectAsConfirm'),
            intent: 'warning',
          });
          if (!ok) return;
          connectAs.execute(reseller.id, `${location}${search ? `?${search}` : ''}`).then(
            () => window.location.assign(import.meta.env.BASE_URL),
            (error: unknown) => notifyError(error),
          );
        }}
      />
      {dialog}
    </>
  );
}
