import { Button, Classes, ProgressBar } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListContext } from '../shared/list/list-controller';
import { useNotify } from '../shared/use-notify';
import { useScreens } from '../app/use-cases';

/**
 * The scenario list's synchronise button: a progress bar while the server asks the production
 * system, then the use case's toast; the list reloads after a synchronisation.
 */
export function ScenarioSyncButton() {
  const { t } = useTranslation();
  const { refresh } = useListContext();
  const sync = useScreens().catalogue.synchroniseScenarios;
  const { notifyError } = useNotify();
  const [running, setRunning] = useState(false);
  return (
    <div className="sync-control">
      <Button
        icon={<RefreshIcon />}
        text={t('catalogue.scenarios.sync')}
        loading={running}
        aria-busy={running}
        onClick={() => {
          setRunning(true);
          sync.execute().then(
            (outcome) => {
              setRunning(false);
              if (outcome.kind === 'synced') void refresh();
            },
            (error: unknown) => {
              setRunning(false);
              notifyError(error);
            },
          );
        }}
      />
      <span role="status" className="sync-progress">
        {running ? (
          <>
            <ProgressBar intent="primary" aria-label={t('catalogue.scenarios.syncing')} />
            <span className={Classes.TEXT_MUTED}>{t('catalogue.scenarios.syncing')}</span>
          </>
        ) : null}
      </span>
    </div>
  );
}
