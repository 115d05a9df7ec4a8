import type { Database } from '../../db/database';
import { RecordService } from '../shared/record.service';
import { configEnvEntity } from './config-env.entity';
import { tooltipsEntity } from './tooltips.entity';

/** The settings' record services, by the key the adapters use (src/infrastructure/shared/records.ts). */
export function settingsEntities(db: Database) {
  return {
    tooltips: new RecordService(db, tooltipsEntity()),
    configEnv: new RecordService(db, configEnvEntity()),
  };
}

export type SettingsServices = ReturnType<typeof settingsEntities>;
