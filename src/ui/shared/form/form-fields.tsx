import { Checkbox, Classes, FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { Select } from '../app-select';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showsLimit } from '../../../domain/shared/text-limits';
import { DayInput } from './day-input';
import { fieldLimit, TextLimit, useTooLongText } from './text-limit';

interface FieldProps<V extends FieldValues> {
  readonly control: Control<V>;
  readonly name: FieldPath<V>;
  readonly label: string;
  readonly required?: boolean;
  readonly helperText?: string;
  readonly disabled?: boolean;
}

/** A field's error text: i18n keys from the schema, server messages as they came; a text too long names its limit. */
function useErrorText(message: string | undefined, max?: number): string | undefined {
  const { t } = useTranslation();
  const tooLong = useTooLongText();
  if (message === 'validation.tooLong' && max !== undefined) return tooLong(max);
  return message ? t(message, { defaultValue: message }) : undefined;
}

/** A text field's limit, as its form's rules set it: the counter under it and what describes the field. */
function useTextLimit<V extends FieldValues>(props: FieldProps<V>, value: unknown, always = false) {
  const max = fieldLimit(props.control, props.name);
  const id = `field-${props.name}`;
  const length = typeof value === 'string' ? value.length : String(value ?? '').length;
  const shown = max !== undefined && showsLimit(length, max, always);
  return {
    max,
    counter: max === undefined ? null : <TextLimit id={`${id}-limit`} length={length} max={max} always={always} />,
    describedBy: shown ? `${id}-help ${id}-limit` : `${id}-help`,
  };
}

function Group<V extends FieldValues>({
  props,
  error,
  counter,
  children,
}: {
  props: FieldProps<V>;
  error?: string;
  /** A text field's count of characters against its limit (text-limit.tsx). */
  counter?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `field-${props.name}`;
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      labelInfo={props.required ? `(${t('form.required')})` : undefined}
      helperText={
        counter ? (
          <span className="field-helper">
            <span id={`${id}-help`}>{error ?? props.helperText}</span>
            {counter}
          </span>
        ) : (
          <span id={`${id}-help`}>{error ?? props.helperText}</span>
        )
      }
      intent={error ? 'danger' : 'none'}
    >
      {children}
    </FormGroup>
  );
}

export function TextField<V extends FieldValues>(
  props: FieldProps<V> & { type?: 'text' | 'email' | 'password' | 'number'; autoComplete?: string },
) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const limit = useTextLimit(props, field.value);
  const error = useErrorText(fieldState.error?.message, limit.max);
  const id = `field-${props.name}`;
  return (
    <Group props={props} error={error} counter={limit.counter}>
      <InputGroup
        id={id}
        name={field.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={(field.value as string | number | null | undefined)?.toString() ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={props.disabled}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        aria-describedby={limit.describedBy}
        aria-required={props.required}
      />
    </Group>
  );
}

/** A day (YYYY-MM-DD in the form), shown and typed as DD/MM/YYYY in every language (docs/screens.md#dates). */
export function DayField<V extends FieldValues>(props: FieldProps<V>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const error = useErrorText(fieldState.error?.message);
  const id = `field-${props.name}`;
  return (
    <Group props={props} error={error}>
      <DayInput
        id={id}
        name={field.name}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(day) => field.onChange(day)}
        // A typed text that is no day becomes the value, for the form's rules to refuse it.
        onInvalidText={(text) => field.onChange(text)}
        onBlur={field.onBlur}
        invalid={Boolean(error)}
        describedBy={`${id}-help`}
      />
    </Group>
  );
}

export function SelectField<V extends FieldValues>(
  props: FieldProps<V> & { options: readonly { value: string; label: string }[]; placeholder?: string },
) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const error = useErrorText(fieldState.error?.message);
  const id = `field-${props.name}`;
  return (
    <Group props={props} error={error}>
      <Select
        id={id}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
        disabled={props.disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-help`}
        aria-required={props.required}
        fill
      >
        <option value="">{props.placeholder ?? '—'}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Group>
  );
}

export function SwitchField<V extends FieldValues>(props: FieldProps<V>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  // A switch has no wrong value; a note can still sit under it (another's value after a reload).
  const note = useErrorText(fieldState.error?.message);
  const id = `field-${props.name}`;
  return (
    <>
      <Switch
        id={id}
        name={field.name}
        label={props.label}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        disabled={props.disabled}
        aria-describedby={note ? `${id}-help` : undefined}
      />
      {note ? (
        <p id={`${id}-help`} className={`${Classes.FORM_HELPER_TEXT} field-error`}>
          {note}
        </p>
      ) : null}
    </>
  );
}

export function TextAreaField<V extends FieldValues>(props: FieldProps<V>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  // A long text shows its count from the first letter.
  const limit = useTextLimit(props, field.value, true);
  const error = useErrorText(fieldState.error?.message, limit.max);
  const id = `field-${props.name}`;
  return (
    <Group props={props} error={error} counter={limit.counter}>
      <TextArea
        id={id}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        disabled={props.disabled}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        aria-describedby={limit.describedBy}
        fill
      />
    </Group>
  );
}

/** A set of ids chosen with checkboxes: accessible, and enough for catalogue lists of a few dozen. */
export function CheckboxGroupField<V extends FieldValues>(
  props: FieldProps<V> & { options: readonly { value: string; label: string }[] },
) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const error = useErrorText(fieldState.error?.message);
  const selected = new Set((field.value as string[] | undefined) ?? []);
  return (
    <fieldset className="checkbox-group" aria-describedby={`field-${props.name}-help`}>
      <legend>
        {props.label}
        {props.required ? <span className={Classes.TEXT_MUTED}> ({t('form.required')})</span> : null}
      </legend>
      {props.options.length === 0 ? <p className={Classes.TEXT_MUTED}>{t('form.noOptions')}</p> : null}
      {props.options.map((option) => (
        <Checkbox
          key={option.value}
          inline
          label={option.label}
          checked={selected.has(option.value)}
          disabled={props.disabled}
          onChange={(event) => {
            const next = new Set(selected);
            if (event.currentTarget.checked) next.add(option.value);
            else next.delete(option.value);
            field.onChange(props.options.map((o) => o.value).filter((value) => next.has(value)));
          }}
        />
      ))}
      <div
        id={`field-${props.name}-help`}
        className={error ? `${Classes.FORM_HELPER_TEXT} field-error` : Classes.FORM_HELPER_TEXT}
      >
        {error ?? props.helperText}
      </div>
    </fieldset>
  );
}
