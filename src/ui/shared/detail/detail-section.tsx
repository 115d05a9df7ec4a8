import { Card, Classes, H2, HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './detail-section.css';

export type DetailRow = readonly [label: string, value: ReactNode];

/** A titled card of label/value rows on a detail page; an absent value reads 'none' (docs/screens.md#orders). */
export function DetailSection({
  id,
  title,
  rows,
  children,
  className,
}: {
  id: string;
  title: string;
  className?: string;
  rows?: readonly DetailRow[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className={className ? `detail-section ${className}` : 'detail-section'}
      aria-labelledby={`${id}-title`}
      role="region"
    >
      <H2 id={`${id}-title`}>{title}</H2>
      {rows ? (
        <HTMLTable compact className="details-table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  {value === null || value === undefined || value === '' ? (
                    <span className={Classes.TEXT_MUTED}>{t('common.none')}</span>
                  ) : (
                    value
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {children}
    </Card>
  );
}
