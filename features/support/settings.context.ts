import assert from 'node:assert/strict';
import { assertCount } from './assertions';
import { SESSION_STORE, type SessionStore } from '../../src/application/session/session.store';
import { SETTINGS } from '../../src/application/settings/settings.tokens';
import { RECORDS } from '../../src/application/shared/record-tokens';
import { SPREADSHEET_PORT, type SpreadsheetPort } from '../../src/application/translations/spreadsheet.port';
import { type TranslationFileImport } from '../../src/application/translations/translations.use-cases';
import { decideAccess } from '../../src/domain/session/access';
import {
  toEnvironmentConfigValues,
  type EnvironmentConfig,
  type EnvironmentConfigInput,
} from '../../src/domain/settings/environment-config';
import {
  freeTargetTypes,
  isTooltipTargetType,
  type Tooltip,
  type TooltipInput,
  type TooltipTargetType,
} from '../../src/domain/settings/tooltip';
import {
  flattenTranslations,
  TRANSLATION_LANGUAGES,
  type SheetCell,
  type TranslationResources,
} from '../../src/domain/translations/translation-table';
import { appTranslations } from './i18n';
import type { BackOfficeWorld } from './world';
import { TRANSLATIONS } from '../../src/application/translations/translations.tokens';

/** How people name the configuration's settings in scenarios. */
export const CONFIG_SETTINGS = {
  'FTP URL': 'ftpUrl',
  'FTP login': 'ftpLogin',
  'THETIS URL': 'thetisUrl',
  'tracking API URL': 'trackingApiUrl',
} as const satisfies Record<string, keyof EnvironmentConfigInput>;
export type ConfigSetting = keyof typeof CONFIG_SETTINGS;

function targetType(text: string): TooltipTargetType {
  assert.ok(isTooltipTargetType(text), `"${text}" is not a tooltip target type`);
  return text;
}

/**
 * The settings workflows of a scenario (calculator tooltips, environment configuration,
 * translation export) over the World's container.
 */
export class SettingsContext {
  private tooltips: readonly Tooltip[] | null = null;
  private config: EnvironmentConfig | null = null;
  private configBefore: EnvironmentConfig | null = null;
  private exported: Uint8Array | null = null;
  private exportedResources: TranslationResources | null = null;
  private imported: TranslationFileImport | null = null;
  private formulaTexts: readonly string[] = [];

  constructor(private readonly world: BackOfficeWorld) {}

  // ---------------------------------------------------------------- tooltips

  private loadTooltips(): Promise<readonly Tooltip[]> {
    return this.world.use(SETTINGS).loadTooltips.execute();
  }

  private async tooltipFor(type: TooltipTargetType): Promise<Tooltip> {
    const tooltip = (await this.loadTooltips()).find((t) => t.targetType === type);
    assert.ok(tooltip, `no tooltip for ${type}`);
    return tooltip;
  }

  async openTooltips(): Promise<void> {
    this.tooltips = (await this.world.attempt(() => this.loadTooltips())) ?? null;
  }

  assertTooltipCount(count: number): void {
    this.world.assertSucceeded();
    assertCount(this.tooltips?.length, count, 'tooltips listed, the step’s number');
  }

  async createTooltip(name: string, type: string, text: string): Promise<void> {
    const input: TooltipInput = { targetType: targetType(type), name, value: text };
    await this.world.attempt(() => this.world.use(RECORDS.tooltips).save(input));
  }

  async editTooltip(type: string, name: string, text: string): Promise<void> {
    const current = await this.tooltipFor(targetType(type));
    await this.world.attempt(() =>
      this.world.use(RECORDS.tooltips).save({ targetType: current.targetType, name, value: text }, current.id),
    );
  }

  async deleteTooltip(type: string): Promise<void> {
    const current = await this.tooltipFor(targetType(type));
    await this.world.attempt(() => this.world.use(RECORDS.tooltips).remove(current.id));
  }

  async assertTooltipShown(name: string, type: string, text?: string): Promise<void> {
    this.world.assertSucceeded();
    const tooltip = await this.tooltipFor(targetType(type));
    assert.equal(tooltip.name, name);
    if (text !== undefined) assert.equal(tooltip.value, text);
  }

  async assertTooltipsOf(type: string, count: number): Promise<void> {
    const all = await this.loadTooltips().catch(() => this.world.backend.db.collections.cms.all());
    assert.equal(all.filter((t) => t.targetType === type).length, count);
  }

  async assertOffered(type: string, offered: boolean): Promise<void> {
    this.world.assertSucceeded();
    const free = freeTargetTypes(await this.loadTooltips());
    assert.equal(free.includes(targetType(type)), offered, `offered types: ${free.join(', ')}`);
  }

  // ---------------------------------------------------------------- environment configuration

  async openConfig(): Promise<void> {
    this.config = (await this.world.attempt(() => this.world.use(SETTINGS).loadConfig.execute())) ?? null;
  }

  private shownConfig(): EnvironmentConfig {
    this.world.assertSucceeded();
    assert.ok(this.config, 'no configuration shown');
    return this.config;
  }

  assertConfigSetting(setting: ConfigSetting, value: string): void {
    assert.equal(this.shownConfig()[CONFIG_SETTINGS[setting]], value);
  }

  assertSecrets(received: boolean): void {
    const config = this.shownConfig();
    if (received) {
      assert.ok(config.ftpPassword, 'no FTP password');
      assert.ok(config.trackingApiToken, 'no tracking token');
    } else {
      assert.equal(config.ftpPassword, null, 'the FTP password was sent');
      assert.equal(config.trackingApiToken, null, 'the tracking token was sent');
    }
  }

  async setConfig(changes: Partial<Record<ConfigSetting, string>>): Promise<void> {
    const stored = this.world.backend.db.collections.configEnv.all()[0];
    assert.ok(stored, 'no configuration in the seed');
    this.configBefore = { ...stored };
    const input: EnvironmentConfigInput = { ...toEnvironmentConfigValues(stored) };
    for (const [setting, value] of Object.entries(changes)) {
      (input as Record<string, string>)[CONFIG_SETTINGS[setting as ConfigSetting]] = value as string;
    }
    await this.world.attempt(() => this.world.use(RECORDS.configEnv).save(input, stored.id));
  }

  assertConfigUnchanged(): void {
    assert.ok(this.configBefore, 'nothing was changed');
    assert.deepEqual(this.world.backend.db.collections.configEnv.all()[0], this.configBefore);
  }

  /** Generic record use cases reach the configuration too; a reader's delete is refused. */
  async deleteConfig(): Promise<void> {
    const stored = this.world.backend.db.collections.configEnv.all()[0];
    assert.ok(stored);
    this.configBefore = { ...stored };
    await this.world.attempt(() => this.world.use(RECORDS.configEnv).remove(stored.id));
  }

  // ---------------------------------------------------------------- translation export

  async exportTranslations(resources: TranslationResources = appTranslations()): Promise<void> {
    this.exportedResources = resources;
    const blob = await this.world.attempt(() => this.world.use(TRANSLATIONS).export.execute(resources));
    this.exported = blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  }

  /** Texts that a spreadsheet could take for formulas, in every language. */
  async exportFormulaTexts(texts: readonly string[]): Promise<void> {
    this.formulaTexts = texts;
    const tree = Object.fromEntries(texts.map((text, i) => [`formula${i}`, text]));
    await this.exportTranslations({ fr: { test: tree }, en: { test: tree }, es: { test: tree } });
  }

  private async exportedRows(): Promise<SheetCell[][]> {
    this.world.assertSucceeded();
    assert.ok(this.exported, 'nothing was exported');
    return this.world.use<SpreadsheetPort>(SPREADSHEET_PORT).read(new Blob([this.exported as BlobPart]));
  }

  async assertExportedTable(): Promise<void> {
    const rows = await this.exportedRows();
    assert.deepEqual(rows[0], ['key', 'fr', 'en', 'es']);
    const keys = new Set(
      TRANSLATION_LANGUAGES.flatMap((l) => Object.keys(flattenTranslations(this.exportedResources![l]))),
    );
    assert.equal(rows.length - 1, keys.size);
    assert.ok(
      rows.some((row) => row[0] === 'menu.dashboard'),
      'menu.dashboard is not exported',
    );
  }

  async assertCellsEscaped(): Promise<void> {
    const rows = await this.exportedRows();
    assert.ok(this.formulaTexts.length > 0, 'no formula-like texts were exported');
    this.formulaTexts.forEach((text, i) => {
      const row = rows.find((r) => r[0] === `test.formula${i}`);
      assert.ok(row, `no row for ${text}`);
      for (const cell of row.slice(1)) assert.equal(cell, `'${text}`);
    });
  }

  async importExported(): Promise<void> {
    assert.ok(this.exported, 'nothing was exported');
    const file = new Blob([this.exported as BlobPart]);
    this.imported = (await this.world.attempt(() => this.world.use(TRANSLATIONS).import.execute(file))) ?? null;
  }

  async importTable(rows: string[][]): Promise<void> {
    const blob = await this.world.use<SpreadsheetPort>(SPREADSHEET_PORT).write(rows, 'translations');
    this.imported = (await this.world.attempt(() => this.world.use(TRANSLATIONS).import.execute(blob))) ?? null;
  }

  async importBytes(bytes: Uint8Array): Promise<void> {
    const file = new Blob([bytes as BlobPart]);
    this.imported = (await this.world.attempt(() => this.world.use(TRANSLATIONS).import.execute(file))) ?? null;
  }

  assertImportedUnchanged(): void {
    this.world.assertSucceeded();
    assert.ok(this.imported, 'nothing was imported');
    assert.ok(this.imported.ok, `the import was refused: ${JSON.stringify(this.imported)}`);
    assert.deepStrictEqual(this.imported.resources, this.exportedResources);
  }

  assertImportRefused(code: string): void {
    this.world.assertSucceeded();
    assert.ok(this.imported && !this.imported.ok, `the import was not refused: ${JSON.stringify(this.imported)}`);
    assert.deepEqual(
      this.imported.errors.map((e) => e.code),
      [code],
    );
  }

  assertExportPage(allowed: boolean): void {
    const user = this.world.use<SessionStore>(SESSION_STORE).user;
    assert.equal(decideAccess('superadmin', user, '/translate/export').kind, allowed ? 'allow' : 'denied');
  }
}

export const settings = (world: BackOfficeWorld): SettingsContext => world.area(SettingsContext);
