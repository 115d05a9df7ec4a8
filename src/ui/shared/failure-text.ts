import type { TFunction } from 'i18next';
import { AppError } from '../../domain/shared/errors';

/**
 * Why something failed, in the user's words: the app's own refusals are i18n keys, the server's
 * messages arrive translated, anything else is the generic server error.
 */
export function failureText(error: unknown, t: TFunction): string {
  return error instanceof AppError ? t(error.message, { defaultValue: error.message }) : t('errors.server');
}
