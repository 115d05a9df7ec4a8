import type { Control, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ValidationError } from '../../../domain/shared/errors';
import { TextField } from './form-fields';

/** The fields of a form that edits an account: its login, new password and the current one. */
interface AccountValues {
  username: string;
  password: string;
  currentPassword: string;
}

/**
 * docs/access.md#sessions: an account changing its OWN password or login e-mail confirms it with
 * its current password. True when `self` and the form changes either (the loaded values are the
 * form's defaults).
 */
export function useNeedsCurrentPassword<V extends AccountValues>(form: UseFormReturn<V>, self: boolean): boolean {
  const values = form.watch() as AccountValues;
  const loaded = (form.formState.defaultValues ?? {}) as Partial<AccountValues>;
  if (!self) return false;
  return values.password !== '' || values.username.trim() !== (loaded.username ?? '').trim();
}

/** Refuses a save that needs the current password without it, on its field, before any call. */
export function requireCurrentPassword(needed: boolean, currentPassword: string): void {
  if (needed && currentPassword === '') {
    throw new ValidationError('errors.invalid', [
      { field: 'currentPassword', message: 'validation.currentPasswordRequired' },
    ]);
  }
}

/** The current password, asked only while the form changes the account's password or login. */
export function CurrentPasswordField<V extends AccountValues>({ control }: { control: Control<V> }) {
  const { t } = useTranslation();
  return (
    <TextField
      control={control as unknown as Control<AccountValues>}
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      label={t('passwordRules.current')}
      helperText={t('passwordRules.currentHelp')}
      required
    />
  );
}

/** The hint under a new password: the server's rules, said before it refuses. */
export function usePasswordHint(): (prefix?: string) => string {
  const { t } = useTranslation();
  return (prefix) => (prefix ? `${prefix} ${t('passwordRules.hint')}` : t('passwordRules.hint'));
}
