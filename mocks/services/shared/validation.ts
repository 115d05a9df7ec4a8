import * as v from 'valibot';
import { formatInteger, type Locale } from '../../../src/domain/shared/format';
import { ApiError, type ApiFieldError } from './api-error';
import { message, type MessageKey } from './messages';

const KEY_TO_MESSAGE: Record<string, MessageKey> = {
  'validation.required': 'required',
  'validation.email': 'email',
  'validation.tooLong': 'tooLong',
  'validation.controlCharacters': 'controlCharacters',
  'validation.passwordLength': 'passwordLength',
  'validation.passwordCommon': 'passwordCommon',
  'validation.passwordIsUsername': 'passwordIsUsername',
  'validation.currentPasswordRequired': 'currentPasswordRequired',
  'validation.currentPasswordWrong': 'currentPasswordWrong',
  'validation.integer': 'integer',
  'validation.range': 'outOfRange',
  'validation.number': 'number',
  'validation.url': 'url',
  'validation.uid': 'uid',
  'validation.chooseOne': 'chooseOne',
  'validation.unknownChoice': 'unknownChoice',
  'validation.date': 'date',
};

/**
 * An issue in the caller's language; a text over its limit names the limit (docs/rules.md#validation):
 * "Texte trop long : 2 000 caractères au plus.", so the client can say it, never cut the text.
 */
function issueMessage(issue: v.BaseIssue<unknown>, locale: Locale): string {
  if (issue.type === 'max_length' && typeof issue.input === 'string' && typeof issue.requirement === 'number') {
    return message(locale, 'tooLongMax', { max: formatInteger(issue.requirement, locale) });
  }
  const key = KEY_TO_MESSAGE[issue.message];
  return key ? message(locale, key) : message(locale, 'invalid');
}

/** Validates a request body; a refusal is a 400 naming every field at fault, in the caller's language. */
export function validateBody<S extends v.GenericSchema>(schema: S, body: unknown, locale: Locale): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const errors: ApiFieldError[] = [];
  for (const issue of result.issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') || 'body';
    if (errors.some((e) => e.field === field)) continue;
    errors.push({ field, message: issueMessage(issue, locale) });
  }
  throw new ApiError(400, { message: message(locale, 'invalid'), errors });
}

export function fieldError(locale: Locale, field: string, key: MessageKey): ApiError {
  return new ApiError(400, { message: message(locale, 'invalid'), errors: [{ field, message: message(locale, key) }] });
}
