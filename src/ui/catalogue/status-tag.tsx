import { Tag } from '../shared/app-tag';
import { useTranslation } from 'react-i18next';

/** A scenario's status as a badge: green active, grey inactive. */
export function StatusTag({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return <Tag intent={active ? 'success' : 'none'}>{active ? t('common.active') : t('common.inactive')}</Tag>;
}
