import { HistoryIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { RecordKey } from '../../application/shared/record-tokens';
import type { AuditEntity } from '../../domain/audit/audit';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { LinkButton } from '../shared/link-button';
import { recordHistoryHref } from './audit-filters-url';

/** The audit trail's name of a listed entity: the record keys, but one user and one reseller (docs/audit.md). */
export function auditEntityOf(key: RecordKey): AuditEntity {
  if (key === 'users') return 'user';
  if (key === 'resellers') return 'reseller';
  return key;
}

/**
 * "History of this record" on a record's page (docs/screens.md#audit): the audit page filtered to
 * it. Shown to those who may read the trail (staff).
 */
export function RecordHistoryLink({ entity, id }: { entity: AuditEntity; id: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!can(user, 'read', 'audit')) return null;
  return <LinkButton href={recordHistoryHref(entity, id)} icon={<HistoryIcon />} text={t('audit.historyLink')} />;
}
