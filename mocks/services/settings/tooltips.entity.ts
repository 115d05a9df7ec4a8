import { cmsEntryBody, type CmsEntryWire } from '../../../src/api/settings.api';
import { isTooltipTargetType, type CmsFilter } from '../../../src/domain/settings/tooltip';
import type { CmsRecord } from '../../db/catalogue.schema';
import type { EntityDefinition } from '../shared/record.service';

/** The target type of a stored entry: the body lets only the calculator's six in. */
function targetTypeOf(record: CmsRecord): CmsEntryWire['targetType'] {
  if (!isTooltipTargetType(record.targetType)) throw new Error(`CMS entry ${record.id}: unknown target type`);
  return record.targetType;
}

/**
 * /admin/cms: CMS entries, listed by type (`?_type=tooltip`). Calculator tooltips need a name and
 * a text, a known target type, and one tooltip per target type (400 on targetType).
 */
export function tooltipsEntity(): EntityDefinition<CmsRecord, CmsEntryWire, CmsFilter> {
  return {
    collection: 'cms',
    subject: 'settings',
    toDto: (r) => ({ id: r.id, cmsType: r.cmsType, targetType: targetTypeOf(r), name: r.name, value: r.value }),
    list: {
      sortable: { id: (r) => r.id, targetType: (r) => r.targetType, name: (r) => r.name },
      defaultSort: { field: 'id', order: 'asc' },
      searchText: (r) => `${r.targetType} ${r.name} ${r.value}`,
    },
    scope: (filter) => {
      const type = filter?.cmsType;
      return type ? (r) => r.cmsType === type : null;
    },
    body: () => cmsEntryBody,
    unique: [{ field: 'targetType', value: (r) => `${r.cmsType}:${r.targetType}` }],
  };
}
