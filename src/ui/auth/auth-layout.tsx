import { Card, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../shell/language-select';

/** The frame of the pages shown before login: a centred card, with the language choice. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card-top">
          <span className="app-brand">{t('app.name')}</span>
          <LanguageSelect />
        </div>
        <H1 className="auth-title">{title}</H1>
        {children}
      </Card>
    </main>
  );
}
