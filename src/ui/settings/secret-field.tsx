import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * docs/screens.md#settings: a password or token, masked until its toggle is pressed. The toggle is a real
 * button with a fixed name and `aria-pressed`, so assistive technology hears its state.
 */
export function SecretField<V extends FieldValues>(props: {
  readonly control: Control<V>;
  readonly name: FieldPath<V>;
  readonly label: string;
  readonly helperText?: string;
}) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const message = fieldState.error?.message;
  const error = message ? t(message, { defaultValue: message }) : undefined;
  const id = `field-${props.name}`;
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      helperText={<span id={`${id}-help`}>{error ?? props.helperText}</span>}
      intent={error ? 'danger' : 'none'}
    >
      <InputGroup
        id={id}
        name={field.name}
        type={revealed ? 'text' : 'password'}
        // Not the user's own password: no autofill, no offer to save it.
        autoComplete="new-password"
        spellCheck={false}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-help`}
        rightElement={
          <Button
            variant="minimal"
            icon={revealed ? <EyeOffIcon /> : <EyeOpenIcon />}
            aria-label={t('settings.config.reveal', { field: props.label })}
            aria-pressed={revealed}
            aria-controls={id}
            title={t('settings.config.reveal', { field: props.label })}
            onClick={() => setRevealed((shown) => !shown)}
          />
        }
      />
    </FormGroup>
  );
}
