import { FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '../../../domain/requests/requests';
import { ValidationError } from '../../../domain/shared/errors';
import { TextLimit, useTooLongText } from './text-limit';

/** Whether a comment is over its limit, counted as the server counts it (trimmed). */
export const commentTooLong = (text: string, max = COMMENT_MAX_LENGTH): boolean => text.trim().length > max;

/** The message the server gave `field` in a refusal (a 400's `errors`), if it named it. */
export function serverFieldError(error: unknown, field: string): string | null {
  return error instanceof ValidationError ? (error.errors.find((e) => e.field === field)?.message ?? null) : null;
}

/**
 * A request's free comment (a cancellation's, a non-conformity's, its answer's): a text area that
 * never cuts what is typed or pasted, with its count against the server's limit under it and, over
 * the limit, the limit named in red (docs/screens.md#forms); `error` is the form's or the server's.
 * Controlled with `value`, or keeping its own text (a confirmation's body) and telling `onChange`.
 */
export function CommentField({
  id,
  label,
  value,
  onChange,
  required = false,
  optional = false,
  error = null,
  rows = 3,
  max = COMMENT_MAX_LENGTH,
}: {
  id: string;
  label: string;
  value?: string;
  onChange: (text: string) => void;
  required?: boolean;
  optional?: boolean;
  error?: string | null;
  rows?: number;
  max?: number;
}) {
  const { t } = useTranslation();
  const tooLongText = useTooLongText();
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const shown = error ?? (commentTooLong(text, max) ? tooLongText(max) : null);
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? `(${t('form.required')})` : optional ? `(${t('requests.answer.optional')})` : undefined}
      intent={shown ? 'danger' : 'none'}
      helperText={
        <span className="field-helper">
          <span id={`${id}-help`} role={shown ? 'alert' : undefined}>
            {shown}
          </span>
          <TextLimit id={`${id}-limit`} length={text.length} max={max} always />
        </span>
      }
    >
      <TextArea
        id={id}
        fill
        rows={rows}
        value={text}
        aria-required={required || undefined}
        aria-invalid={Boolean(shown)}
        aria-describedby={`${id}-help ${id}-limit`}
        intent={shown ? 'danger' : 'none'}
        onChange={(event) => {
          setOwn(event.target.value);
          onChange(event.target.value);
        }}
      />
    </FormGroup>
  );
}
