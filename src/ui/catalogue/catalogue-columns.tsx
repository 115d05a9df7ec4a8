import { Classes } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quantityName } from '../../domain/catalogue/quantity-per-roll';
import { formatCm, formatInteger, isLocale, type Locale } from '../../domain/shared/format';
import type { Column } from '../shared/list/list-page';

/** The id column every catalogue list starts with. */
export function idColumn<T extends { id: number }>(): Column<T> {
  return { key: 'id', labelKey: 'catalogue.fields.id', sortField: 'id', render: (r) => r.id };
}

/** A sortable column showing one value as text; the API sorts it by `key`. */
export function textColumn<T>(key: string, labelKey: string, value: (row: T) => ReactNode): Column<T> {
  return { key, labelKey, sortField: key, render: value };
}

/** Several linked records as badges, or 'none'. */
export function Names({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) return <span className={Classes.TEXT_MUTED}>{t('common.none')}</span>;
  return (
    <span className="badges">
      {names.map((name) => (
        <Tag key={name} minimal>
          {name}
        </Tag>
      ))}
    </span>
  );
}

function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'fr';
}

/** A size in cm in the reader's number format: "12,5 cm" in French. */
export function Cm({ value }: { value: number }) {
  return <>{formatCm(value, useLocale())}</>;
}

/** A count in the reader's number format: "100 000" in French. */
export function Count({ value }: { value: number }) {
  return <>{formatInteger(value, useLocale())}</>;
}

/** Quantities per roll as badges, each number as the reader writes it ("1 000"). */
export function QuantityNames({ names }: { names: readonly string[] }) {
  const locale = useLocale();
  return <Names names={names.map((name) => quantityName(name, locale))} />;
}

/** A mandrel as people name it: its diameter. */
export const mandrelName = (mandrel: { readonly number: number }): string => `${mandrel.number} mm`;
