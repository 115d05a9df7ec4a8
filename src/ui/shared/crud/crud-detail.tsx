import { Card, H1, HTMLTable } from '@blueprintjs/core';
import { ArrowLeftIcon, EditIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FullPageLoader } from '../../shell/full-page-loader';
import type { Column } from '../list/list-page';
import { LoadFailure } from '../load-failure';
import { useRecordQuery } from '../data/use-record';
import { recordRef } from '../live/live-changes';
import { LinkButton } from '../link-button';
import type { AuditEntity } from '../../../domain/audit/audit';
import { RecordHistoryLink } from '../../audit/record-history-link';

export interface CrudDetailProps<T extends { id: number }> {
  readonly id: number;
  /** The record's key (DOM ids). */
  readonly recordKey: string;
  /** The record's name in the audit trail, for its "history of this record" link. */
  readonly auditEntity: AuditEntity;
  /** Reads the record. */
  readonly read: (id: number) => Promise<T>;
  /** The list's route: the back link, and `${listPath}/edit/{id}` for the edit button. */
  readonly listPath: string;
  readonly title: (row: T) => string;
  readonly rows: readonly Column<T>[];
  /** The edit button shows (writers, entities with a form). */
  readonly editable: boolean;
}

/** A record, read only: a back link, its title, an edit button for writers and a label/value table. */
export function CrudDetail<T extends { id: number }>(props: CrudDetailProps<T>) {
  const { t } = useTranslation();
  const result = useRecordQuery(recordRef(props.auditEntity, props.id), () => props.read(props.id));
  const row = result.data;
  const titleId = `${props.recordKey}-show-title`;
  return (
    <section aria-labelledby={titleId}>
      <Link href={props.listPath} className="back-link">
        <ArrowLeftIcon /> {t('crud.back')}
      </Link>
      {result.status === 'pending' ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure error={result.error} onRetry={() => void result.refetch()} notFoundText={t('crud.notFound')} />
      ) : null}
      {row ? (
        <>
          <header className="page-header">
            <H1 id={titleId}>{props.title(row)}</H1>
            <div className="page-toolbar">
              <RecordHistoryLink entity={props.auditEntity} id={row.id} />
              {props.editable ? (
                <LinkButton
                  href={`${props.listPath}/edit/${row.id}`}
                  icon={<EditIcon />}
                  text={t('actions.editShort')}
                />
              ) : null}
            </div>
          </header>
          <Card>
            <HTMLTable className="details-table">
              <tbody>
                {props.rows.map((column) => (
                  <tr key={column.key}>
                    <th scope="row">{t(column.labelKey)}</th>
                    <td>{column.render(row)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Card>
        </>
      ) : null}
    </section>
  );
}
