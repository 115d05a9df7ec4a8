import type { Container } from 'inversify';
import type { SessionStore } from '../../application/session/session.store';
import {
  LoadEnvironmentConfig,
  LoadTooltips,
  SaveEnvironmentConfig,
} from '../../application/settings/settings.use-cases';
import { SPREADSHEET_PORT } from '../../application/translations/spreadsheet.port';
import { ExportTranslations, ImportTranslations } from '../../application/translations/translations.use-cases';
import { XlsxSpreadsheet } from '../spreadsheet/xlsx-spreadsheet';
import type { Adapters } from './adapters';

/**
 * The settings screens' use cases beyond the generic record ones (bound from RECORD_ENDPOINTS):
 * tooltips by type, the one environment configuration, the translation export. The spreadsheet
 * adapter is the same in every mode: it needs no backend.
 */
export function bindSettingsUseCases(container: Container, adapters: Adapters, session: SessionStore): void {
  const tooltips = adapters.records.tooltips as unknown as ConstructorParameters<typeof LoadTooltips>[0];
  const config = adapters.records.configEnv as unknown as ConstructorParameters<typeof SaveEnvironmentConfig>[0] &
    ConstructorParameters<typeof LoadEnvironmentConfig>[0];
  container.bind(LoadTooltips).toConstantValue(new LoadTooltips(tooltips));
  container.bind(LoadEnvironmentConfig).toConstantValue(new LoadEnvironmentConfig(config));
  container.bind(SaveEnvironmentConfig).toConstantValue(new SaveEnvironmentConfig(config));
  const spreadsheet = new XlsxSpreadsheet();
  container.bind(SPREADSHEET_PORT).toConstantValue(spreadsheet);
  container.bind(ExportTranslations).toConstantValue(new ExportTranslations(spreadsheet, session));
  container.bind(ImportTranslations).toConstantValue(new ImportTranslations(spreadsheet, session));
}
