import * as v from 'valibot';
import { TOOLTIP_CMS_TYPE, tooltipFormSchema } from '../../../src/domain/settings/tooltip';
import type { CmsRecord } from '../../db/catalogue.schema';
import type { EntityDefinition } from '../record.service';

/**
 * SPEC 7 /admin/cms: CMS entries, listed by type (`?_type=tooltip`). Calculator tooltips need a
 * name and a text, a known target type, and one tooltip per target type (400 on targetType).
 */
export function tooltipsEntity(): EntityDefinition<CmsRecord, CmsRecord> {
  return {
    collection: 'cms',
    toDto: (r) => ({ id: r.id, cmsType: r.cmsType, targetType: r.targetType, name: r.name, value: r.value }),
    list: {
      sortable: { id: (r) => r.id, targetType: (r) => r.targetType, name: (r) => r.name },
      defaultSort: { field: 'id', order: 'asc' },
      searchText: (r) => `${r.targetType} ${r.name} ${r.value}`,
    },
    scope: (query) => {
      const type = Array.isArray(query._type) ? query._type[0] : query._type;
      return type ? (r) => r.cmsType === type : null;
    },
    body: () =>
      v.object({
        ...tooltipFormSchema.entries,
        cmsType: v.optional(v.literal(TOOLTIP_CMS_TYPE, 'validation.cmsType'), TOOLTIP_CMS_TYPE),
      }),
    unique: [{ field: 'targetType', value: (r) => `${r.cmsType}:${r.targetType}` }],
  };
}
