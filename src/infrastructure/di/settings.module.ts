import { SESSION_STORE } from '../../application/session/session.store';
import { RECORDS } from '../../application/shared/record-tokens';
import { CONFIG_ENV, TOOLTIPS } from '../../application/settings/settings.tokens';
import { SPREADSHEET_PORT } from '../../application/translations/spreadsheet.port';
import { TRANSLATIONS } from '../../application/translations/translations.tokens';
import { bindings, loaded } from './app-container';

const settings = () => import('../../application/settings/settings.use-cases');
const translations = () => import('../../application/translations/translations.use-cases');

/**
 * The settings screens beyond their record ones (src/infrastructure/di/records.module.ts): tooltips
 * by type, the one environment configuration, the translation export and import. The spreadsheet
 * adapter needs no backend: the same in every adapter family. Each loads with its first call.
 */
export const settingsModule = bindings((bind) => {
  const tooltips = RECORDS.tooltips.repository;
  const config = RECORDS.configEnv.repository;
  bind.factory(
    TOOLTIPS.load,
    [tooltips],
    loaded(settings, (m, repository) => new m.LoadTooltips(repository)),
  );
  bind.factory(
    CONFIG_ENV.loadOne,
    [config],
    loaded(settings, (m, repository) => new m.LoadEnvironmentConfig(repository)),
  );
  bind.factory(
    CONFIG_ENV.saveOne,
    [config],
    loaded(settings, (m, repository) => new m.SaveEnvironmentConfig(repository)),
  );
  bind.lazyAdapter(SPREADSHEET_PORT, () => import('../spreadsheet/xlsx-spreadsheet').then((m) => m.XlsxSpreadsheet));
  bind.factory(
    TRANSLATIONS.export,
    [SPREADSHEET_PORT, SESSION_STORE],
    loaded(translations, (m, spreadsheet, session) => new m.ExportTranslations(spreadsheet, session)),
  );
  bind.factory(
    TRANSLATIONS.import,
    [SPREADSHEET_PORT, SESSION_STORE],
    loaded(translations, (m, spreadsheet, session) => new m.ImportTranslations(spreadsheet, session)),
  );
});
