import type { EnvironmentConfig, EnvironmentConfigInput } from '../../domain/settings/environment-config';
import { TOOLTIP_CMS_TYPE, type Tooltip } from '../../domain/settings/tooltip';
import type { RecordRepository } from '../shared/record-repository.port';

/** docs/api/README.md#conventions: the API's largest page; tooltips are six at most. */
const LARGEST_PAGE = 100;

/** The calculator's tooltips, all of them (six at most: one per target type), oldest first. */
export class LoadTooltips {
  constructor(private readonly repository: Pick<RecordRepository<Tooltip, unknown>, 'list'>) {}
  async execute(): Promise<readonly Tooltip[]> {
    const page = await this.repository.list({
      page: 1,
      size: LARGEST_PAGE,
      sort: { field: 'id', order: 'asc' },
      filters: { _type: TOOLTIP_CMS_TYPE },
    });
    return page.items;
  }
}

/** The environment configuration: the one record there is, or null when none was saved yet. */
export class LoadEnvironmentConfig {
  constructor(private readonly repository: Pick<RecordRepository<EnvironmentConfig, unknown>, 'list'>) {}
  async execute(): Promise<EnvironmentConfig | null> {
    const page = await this.repository.list({ page: 1, size: 1, sort: { field: 'id', order: 'asc' } });
    return page.items[0] ?? null;
  }
}

/** Saves the configuration: updates the record there is, or creates the first one. */
export class SaveEnvironmentConfig {
  constructor(
    private readonly repository: Pick<RecordRepository<EnvironmentConfig, EnvironmentConfigInput>, 'create' | 'update'>,
  ) {}
  execute(input: EnvironmentConfigInput, id: number | null): Promise<EnvironmentConfig> {
    return id === null ? this.repository.create(input) : this.repository.update(id, input);
  }
}
