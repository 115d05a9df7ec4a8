import { token } from '../shared/token';
import type { ExportTranslations, ImportTranslations } from './translations.use-cases';

/** Injection tokens of the translation export and import (translations.use-cases.ts). */
export const TRANSLATIONS = {
  export: token<ExportTranslations>('translations.export'),
  import: token<ImportTranslations>('translations.import'),
} as const;
