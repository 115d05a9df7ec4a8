import { Button, Callout } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordRef } from './live-changes';
import { useLiveMark } from './live-state';

/**
 * Above a form open on a record: says at once that someone else changed it, and offers to reload it
 * (the user's unsaved changes put back on top, as after a refused save: docs/screens.md#live-updates).
 * The save's If-Match stays the safety net.
 */
export function ChangedWhileOpen({ record, onReload }: { record: RecordRef; onReload: () => Promise<void> }) {
  const { t } = useTranslation();
  const mark = useLiveMark(record);
  // The changes known when the form opened, or reloaded last, are in it already.
  const [seen, setSeen] = useState(() => mark?.at ?? Date.now());
  const [reloading, setReloading] = useState(false);
  if (!mark || mark.at <= seen) return null;
  return (
    <Callout intent="warning" role="alert" className="changed-while-open">
      <p>{t('live.formChanged', { who: mark.who ?? t('live.team') })}</p>
      <Button
        icon={<RefreshIcon />}
        text={t('live.reload')}
        loading={reloading}
        onClick={() => {
          setReloading(true);
          const at = mark.at;
          void onReload().finally(() => {
            setReloading(false);
            setSeen(at);
          });
        }}
      />
    </Callout>
  );
}
