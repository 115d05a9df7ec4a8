import { useTranslation } from 'react-i18next';
import { RECORDS, type RecordEntity, type RecordKey } from '../../../application/shared/record-tokens';
import type { ListRecords } from '../../../application/shared/record.use-cases';
import type { Injector } from '../../../application/shared/token';
import { useServices } from '../../app/container-context';
import { useAsync } from '../use-async';
import type { Option, OptionSource } from './crud-config';

/** The list use case of one entity, typed by its key. */
function listOf<K extends RecordKey>(container: Injector, key: K): ListRecords<RecordEntity<K>> {
  return container.get(RECORDS[key].list);
}

/** The options of a select or checkbox group, loaded from another entity when needed. */
export function useOptions(source: OptionSource): { options: readonly Option[]; loading: boolean } {
  const { t } = useTranslation();
  const { container } = useServices();
  const entity = 'entity' in source ? source.entity : null;
  const result = useAsync(
    async () => {
      if (!entity || !('entity' in source)) return [];
      const page = await listOf(container, entity).execute({ page: 1, size: 100, sort: { field: 'id', order: 'asc' } });
      return page.items.map((row) => ({ value: String(row.id), label: source.label({ ...row }) }));
    },
    `options:${entity ?? 'fixed'}`,
  );
  if ('fixed' in source)
    return { options: source.fixed.map((o) => ({ value: o.value, label: t(o.labelKey) })), loading: false };
  return { options: result.data ?? [], loading: result.status === 'loading' };
}
