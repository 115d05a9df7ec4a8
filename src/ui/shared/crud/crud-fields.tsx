import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField, SelectField, SwitchField, TextAreaField, TextField } from '../form/form-fields';
import type { FieldSpec } from './crud-config';
import { useOptions } from './option-source';

function OptionField<V extends FieldValues>({
  spec,
  control,
}: {
  spec: Extract<FieldSpec<V>, { options: unknown }>;
  control: Control<V>;
}) {
  const { t } = useTranslation();
  const { options } = useOptions(spec.options);
  const common = {
    control,
    name: spec.name,
    label: t(spec.labelKey),
    required: spec.required,
    helperText: spec.helperKey ? t(spec.helperKey) : undefined,
  };
  return spec.kind === 'select' ? (
    <SelectField {...common} options={options} placeholder={t('form.choose')} />
  ) : (
    <CheckboxGroupField {...common} options={options} />
  );
}

/** Renders a form's fields from their specs. */
export function CrudFields<V extends FieldValues>({
  fields,
  control,
}: {
  fields: readonly FieldSpec<V>[];
  control: Control<V>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((spec) => {
        if ('options' in spec) return <OptionField key={spec.name} spec={spec} control={control} />;
        const common = {
          control,
          name: spec.name,
          label: t(spec.labelKey),
          required: spec.required,
          helperText: spec.helperKey ? t(spec.helperKey) : undefined,
        };
        if (spec.kind === 'switch') return <SwitchField key={spec.name} {...common} />;
        if (spec.kind === 'textarea') return <TextAreaField key={spec.name} {...common} />;
        return <TextField key={spec.name} {...common} type={spec.kind === 'url' ? 'text' : spec.kind} />;
      })}
    </>
  );
}
