import * as v from 'valibot';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The user form's rules, shared by the form and the mock backend.
 * Messages are i18n keys; the UI translates them.
 */
export const userFormSchema = (mode: 'create' | 'edit') =>
  v.object({
    username: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.email('validation.email'),
      v.maxLength(180, 'validation.tooLong'),
    ),
    firstname: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(100, 'validation.tooLong')),
    lastname: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(100, 'validation.tooLong')),
    company: v.pipe(v.string(), v.trim(), v.maxLength(150, 'validation.tooLong')),
    role: v.pipe(v.string(), v.nonEmpty('validation.required')),
    isActive: v.boolean(),
    password:
      mode === 'create'
        ? v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordLength'))
        : v.union(
            [v.literal(''), v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordLength'))],
            'validation.passwordLength',
          ),
    /** Asked when an account changes its own password or login (docs/access.md#sessions); the server checks it. */
    currentPassword: v.string(),
  });

export type UserFormValues = v.InferInput<ReturnType<typeof userFormSchema>>;
