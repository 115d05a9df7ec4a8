import type { EnvironmentConfig } from '../../domain/settings/environment-config';
import { TOOLTIP_CMS_TYPE, type CmsFilter, type Tooltip } from '../../domain/settings/tooltip';
import type { Versioned } from '../../domain/shared/version';
import type { RecordRepository } from '../shared/record-repository.port';

/** docs/api/README.md#conventions: the API's largest page; tooltips are six at most. */
const LARGEST_PAGE = 100;

/** The calculator's tooltips, all of them (six at most: one per target type), oldest first. */
export class LoadTooltips {
  constructor(private readonly repository: Pick<RecordRepository<Tooltip, unknown, CmsFilter>, 'list'>) {}
  async execute(): Promise<readonly Tooltip[]> {
    const page = await this.repository.list({
      page: 1,
      size: LARGEST_PAGE,
      sort: { field: 'id', order: 'asc' },
      filter: { cmsType: TOOLTIP_CMS_TYPE },
    });
    return page.items;
  }
}

/**
 * The environment configuration: the one record there is (read by id, for the version the form
 * saves with: docs/api/README.md#versions-and-lost-updates), or null when none was saved yet.
 */
export class LoadEnvironmentConfig {
  constructor(private readonly repository: Pick<RecordRepository<EnvironmentConfig, unknown>, 'list' | 'get'>) {}
  async execute(): Promise<Versioned<EnvironmentConfig> | null> {
    const page = await this.repository.list({ page: 1, size: 1, sort: { field: 'id', order: 'asc' } });
    const first = page.items[0];
    return first ? this.repository.get(first.id) : null;
  }
}
