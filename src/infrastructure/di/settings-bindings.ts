import type { AppContainer } from './app-container';
import type { SessionStore } from '../../application/session/session.store';
import {
  LoadEnvironmentConfig,
  LoadTooltips,
  SaveEnvironmentConfig,
} from '../../application/settings/settings.use-cases';
import { CONFIG_ENV, TOOLTIPS } from '../../application/settings/settings.tokens';
import { TRANSLATIONS } from '../../application/translations/translations.tokens';
import { SPREADSHEET_PORT } from '../../application/translations/spreadsheet.port';
import { ExportTranslations, ImportTranslations } from '../../application/translations/translations.use-cases';
import { XlsxSpreadsheet } from '../spreadsheet/xlsx-spreadsheet';
import type { Adapters } from './adapters';

/**
 * The settings screens' use cases beyond the generic record ones (bound from RECORD_ENDPOINTS):
 * tooltips by type, the one environment configuration, the translation export. The spreadsheet
 * adapter is the same in every mode: it needs no backend.
 */
export function bindSettingsUseCases(container: AppContainer, adapters: Adapters, session: SessionStore): void {
  const tooltips = adapters.records.tooltips;
  const config = adapters.records.configEnv;
  container.bind(TOOLTIPS.load, new LoadTooltips(tooltips));
  container.bind(CONFIG_ENV.loadOne, new LoadEnvironmentConfig(config));
  container.bind(CONFIG_ENV.saveOne, new SaveEnvironmentConfig(config));
  const spreadsheet = new XlsxSpreadsheet();
  container.bind(SPREADSHEET_PORT, spreadsheet);
  container.bind(TRANSLATIONS.export, new ExportTranslations(spreadsheet, session));
  container.bind(TRANSLATIONS.import, new ImportTranslations(spreadsheet, session));
}
