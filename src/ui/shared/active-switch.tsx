import { Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToggleActive } from '../../application/shared/record.use-cases';
import { NotFoundError } from '../../domain/shared/errors';
import { useNotify } from './use-notify';

/**
 * docs/screens.md#common-list-behaviour: the active switch of a row; 'activated' (success) or
 * 'disabled' (warning) toast naming the record (`name`: which of several switched rows it was); a
 * missing record gives the not-found toast; on failure the switch goes back.
 */
export function ActiveSwitch({
  id,
  active,
  name,
  label,
  toggle,
  disabled,
}: {
  id: number;
  active: boolean;
  /** The record as its list names it, in the toast. */
  name: string;
  label: string;
  toggle: ToggleActive;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { notify, notifyError } = useNotify();
  const [checked, setChecked] = useState(active);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChecked(active), [active]);
  return (
    <Switch
      className="inline-switch"
      checked={checked}
      disabled={disabled || busy}
      aria-label={label}
      label={checked ? t('common.active') : t('common.inactive')}
      onChange={() => {
        const next = !checked;
        setChecked(next);
        setBusy(true);
        toggle.toggleActive(id, next).then(
          (outcome) => {
            setBusy(false);
            notify({
              intent: outcome === 'activated' ? 'success' : 'warning',
              messageKey: `active.${outcome}`,
              values: { name },
            });
          },
          (error: unknown) => {
            setBusy(false);
            setChecked(!next);
            if (error instanceof NotFoundError)
              notify({ intent: 'danger', titleKey: 'errors.title', messageKey: 'active.notFound' });
            else notifyError(error);
          },
        );
      }}
    />
  );
}
