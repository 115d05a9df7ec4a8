import { Card, H1, HTMLTable } from '@blueprintjs/core';
import { ArrowLeftIcon, EditIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GetRecord } from '../../../application/shared/record.use-cases';
import { useInjected } from '../../app/container-context';
import { FullPageLoader } from '../../shell/full-page-loader';
import type { Column } from '../list/list-page';
import { LoadFailure } from '../load-failure';
import { useAsync } from '../use-async';
import type { Token } from '../../../application/shared/token';
import { LinkButton } from '../link-button';
import type { AuditEntity } from '../../../domain/audit/audit';
import { RecordHistoryLink } from '../../audit/record-history-link';

export interface CrudDetailProps<T extends { id: number }> {
  readonly id: number;
  /** The record's key (DOM ids) and its get use case's token. */
  readonly recordKey: string;
  /** The record's name in the audit trail, for its "history of this record" link. */
  readonly auditEntity: AuditEntity;
  readonly getToken: Token<GetRecord<T>>;
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
  const get = useInjected<GetRecord<T>>(props.getToken);
  const result = useAsync(() => get.execute(props.id), `${props.recordKey}:${props.id}`);
  const row = result.data;
  const titleId = `${props.recordKey}-show-title`;
  return (
    <section aria-labelledby={titleId}>
      <Link href={props.listPath} className="back-link">
        <ArrowLeftIcon /> {t('crud.back')}
      </Link>
      {result.status === 'loading' ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure error={result.error} onRetry={result.reload} notFoundText={t('crud.notFound')} />
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
