import type { AppContainer } from './app-container';
import type { SessionStore } from '../../application/session/session.store';
import type * as Settings from '../../application/settings/settings.use-cases';
import { CONFIG_ENV, TOOLTIPS } from '../../application/settings/settings.tokens';
import { TRANSLATIONS } from '../../application/translations/translations.tokens';
import { SPREADSHEET_PORT } from '../../application/translations/spreadsheet.port';
import type * as Translations from '../../application/translations/translations.use-cases';
import type * as Xlsx from '../spreadsheet/xlsx-spreadsheet';
import type { Adapters } from './adapters';

/**
 * The settings screens' use cases beyond the generic record ones (bound from RECORD_ENDPOINTS):
 * tooltips by type, the one environment configuration, the translation export. The spreadsheet
 * adapter is the same in every mode: it needs no backend. Each loads with its first call (the
 * login page downloads none of them).
 */
export function bindSettingsUseCases(container: AppContainer, adapters: Adapters, session: SessionStore): void {
  const tooltips = adapters.records.tooltips;
  const config = adapters.records.configEnv;
  const settings = container.lazy<typeof Settings>(() => import('../../application/settings/settings.use-cases'));
  settings(TOOLTIPS.load, (m) => new m.LoadTooltips(tooltips));
  settings(CONFIG_ENV.loadOne, (m) => new m.LoadEnvironmentConfig(config));
  settings(CONFIG_ENV.saveOne, (m) => new m.SaveEnvironmentConfig(config));
  const spreadsheet = container.lazy<typeof Xlsx>(() => import('../spreadsheet/xlsx-spreadsheet'))(
    SPREADSHEET_PORT,
    (m) => new m.XlsxSpreadsheet(),
  );
  const translations = container.lazy<typeof Translations>(
    () => import('../../application/translations/translations.use-cases'),
  );
  translations(TRANSLATIONS.export, (m) => new m.ExportTranslations(spreadsheet, session));
  translations(TRANSLATIONS.import, (m) => new m.ImportTranslations(spreadsheet, session));
}
