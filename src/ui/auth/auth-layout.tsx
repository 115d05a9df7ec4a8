import { Card, HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../domain/shared/format';
import { LANGUAGES, storeLanguage } from '../i18n/i18n';

/** The frame of the pages shown before login: a centred card, with the language choice. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <main className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card-top">
          <span className="app-brand">{t('app.name')}</span>
          <HTMLSelect
            aria-label={t('header.language')}
            minimal
            value={i18n.language}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (!isLocale(next)) return;
              storeLanguage(next);
              void i18n.changeLanguage(next);
            }}
            options={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          />
        </div>
        <h1 className="bp6-heading auth-title">{title}</h1>
        {children}
      </Card>
    </main>
  );
}
