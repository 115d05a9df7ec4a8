import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScreens } from '../../app/use-cases';
import { queryKeys } from '../data/query-keys';
import type { Option, OptionSource } from './crud-config';

/** The options of a select or checkbox group, read from another entity when needed. */
export function useOptions(source: OptionSource): { options: readonly Option[]; loading: boolean } {
  const { t } = useTranslation();
  const { records } = useScreens();
  const entity = 'entity' in source ? source.entity : null;
  const query = useQuery({
    queryKey: queryKeys.options(entity ?? 'poses'),
    queryFn: async () => {
      if (!entity || !('entity' in source)) return [];
      const page = await records[entity].list({ page: 1, size: 100, sort: { field: 'id', order: 'asc' } });
      return page.items.map((row) => ({ value: String(row.id), label: source.label({ ...row }) }));
    },
    enabled: entity !== null,
  });
  if ('fixed' in source)
    return { options: source.fixed.map((o) => ({ value: o.value, label: t(o.labelKey) })), loading: false };
  return { options: query.data ?? [], loading: query.status === 'pending' };
}
