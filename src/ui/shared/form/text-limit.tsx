import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import { formatInteger, isLocale } from '../../../domain/shared/format';
import { maxLengthOf, showsLimit } from '../../../domain/shared/text-limits';

/**
 * Each record form's text limits, read off its rules (src/domain/shared/text-limits.ts) by the form
 * that owns the control (use-record-form.ts), so every text field of it shows its own without the
 * pages passing them.
 */
const limits = new WeakMap<object, (name: string) => number | undefined>();

/** The form of `control` follows `schema`: its text fields show the limits it sets. */
export function registerFieldLimits<V extends FieldValues>(control: Control<V>, schema: unknown): void {
  if (!limits.has(control)) limits.set(control, (name) => maxLengthOf(schema, name));
}

/** The longest text field `name` of the form of `control` takes, if its rules say. */
export function fieldLimit<V extends FieldValues>(control: Control<V>, name: string): number | undefined {
  return limits.get(control)?.(name);
}

/** The number format of the user's language, for a count of characters. */
function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  return (n) => formatInteger(n, locale);
}

/** "Ce texte est trop long : 2 000 caractères au plus." */
export function useTooLongText(): (max: number) => string {
  const { t } = useTranslation();
  const count = useCount();
  return (max) => t('validation.tooLongMax', { max: count(max) });
}

/**
 * "1 234 / 2 000 caractères" under a text field (docs/screens.md#forms): a long text's always, a
 * short one's from 80 % of its limit, in red over it. The field never cuts what is typed or pasted:
 * a text over the limit is refused with the limit, by the form and by the server.
 */
export function TextLimit({
  id,
  length,
  max,
  always = false,
}: {
  id: string;
  length: number;
  max: number;
  always?: boolean;
}) {
  const { t } = useTranslation();
  const count = useCount();
  if (!showsLimit(length, max, always)) return null;
  return (
    <span id={id} className={length > max ? 'text-limit over' : 'text-limit'}>
      {t('form.limit', { length: count(length), max: count(max) })}
    </span>
  );
}
