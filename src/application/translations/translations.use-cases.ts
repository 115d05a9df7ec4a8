import { can } from '../../domain/session/can';
import { ForbiddenError } from '../../domain/shared/errors';
import {
  resourcesToTable,
  tableToResources,
  type TranslationImport,
  type TranslationResources,
} from '../../domain/translations/translation-table';
import type { SessionStore } from '../session/session.store';
import type { SpreadsheetPort } from './spreadsheet.port';

export const TRANSLATIONS_FILE_NAME = 'translations.xlsx';
const SHEET_NAME = 'translations';

/**
 * docs/access.md#translation-export-right: the admin account holding the translation right only (the route says so
 * too; this holds without it).
 */
function assertAllowed(session: SessionStore): void {
  if (!can(session.user, 'export', 'translations')) throw new ForbiddenError('errors.forbidden');
}

/** The app's resources (all three languages) as an XLSX file with the columns key, fr, en, es. */
export class ExportTranslations {
  constructor(
    private readonly spreadsheet: SpreadsheetPort,
    private readonly session: SessionStore,
  ) {}
  execute(resources: TranslationResources): Promise<Blob> {
    assertAllowed(this.session);
    return this.spreadsheet.write(resourcesToTable(resources), SHEET_NAME);
  }
}

export type TranslationFileImport =
  TranslationImport | { readonly ok: false; readonly errors: readonly [{ readonly code: 'unreadable' }] };

/** An XLSX file with the columns key, fr, en, es back to one resource tree per language. */
export class ImportTranslations {
  constructor(
    private readonly spreadsheet: SpreadsheetPort,
    private readonly session: SessionStore,
  ) {}
  async execute(file: Blob): Promise<TranslationFileImport> {
    assertAllowed(this.session);
    let rows;
    try {
      rows = await this.spreadsheet.read(file);
    } catch {
      return { ok: false, errors: [{ code: 'unreadable' }] };
    }
    return tableToResources(rows);
  }
}
