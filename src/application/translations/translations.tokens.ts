import { token } from '../shared/token';
import type { ExportTranslations, ImportTranslations } from './translations.use-cases';

/** The translation export and import (translations.use-cases.ts). */
export interface TranslationUseCases {
  readonly export: ExportTranslations;
  readonly import: ImportTranslations;
}

export const TRANSLATIONS = token<TranslationUseCases>('translations');
