import { CATALOGUE } from '../../application/catalogue/catalogue.tokens';
import { SCENARIO_SYNC } from '../../application/catalogue/scenario-sync.port';
import { SynchroniseScenarios } from '../../application/catalogue/synchronise-scenarios.use-case';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_SIGNALS } from '../../application/shared/signals';
import { RECORDS } from '../../application/shared/record-tokens';
import { SETTINGS } from '../../application/settings/settings.tokens';
import { LoadEnvironmentConfig, LoadTooltips } from '../../application/settings/settings.use-cases';
import { SPREADSHEET_PORT } from '../../application/translations/spreadsheet.port';
import { TRANSLATIONS } from '../../application/translations/translations.tokens';
import { ExportTranslations, ImportTranslations } from '../../application/translations/translations.use-cases';
import { ApiScenarioSync } from '../adapters/api-scenario-sync';
import { XlsxSpreadsheet } from '../spreadsheet/xlsx-spreadsheet';
import { bindings } from './app-container';

/**
 * The catalogue and settings screens beyond their record ones (src/infrastructure/di/records.module.ts):
 * the scenario synchronisation, tooltips by type, the one environment configuration, the translation
 * export and import (the spreadsheet adapter needs no backend: the same in every adapter family).
 */
export const settingsModule = bindings((bind) => {
  bind.adapter(SCENARIO_SYNC, ApiScenarioSync);
  bind.factory(CATALOGUE, [SCENARIO_SYNC, APP_SIGNALS], (sync, signals) => ({
    synchroniseScenarios: new SynchroniseScenarios(sync, signals),
  }));
  bind.factory(SETTINGS, [RECORDS.tooltips, RECORDS.configEnv], (tooltips, config) => ({
    loadTooltips: new LoadTooltips(tooltips),
    loadConfig: new LoadEnvironmentConfig(config),
  }));
  bind.adapter(SPREADSHEET_PORT, XlsxSpreadsheet);
  bind.factory(TRANSLATIONS, [SPREADSHEET_PORT, SESSION_STORE], (spreadsheet, session) => ({
    export: new ExportTranslations(spreadsheet, session),
    import: new ImportTranslations(spreadsheet, session),
  }));
});
