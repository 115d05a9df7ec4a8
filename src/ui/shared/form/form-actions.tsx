import { AnchorButton, Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** A record form's cancel link (back to `cancelHref`) and save button. */
export function FormActions({ cancelHref, saving }: { cancelHref: string; saving: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div className="form-actions">
      <AnchorButton
        href={cancelHref}
        onClick={(event) => {
          event.preventDefault();
          navigate(cancelHref);
        }}
        text={t('form.cancel')}
      />
      <Button type="submit" intent="primary" loading={saving} text={t('form.save')} />
    </div>
  );
}
