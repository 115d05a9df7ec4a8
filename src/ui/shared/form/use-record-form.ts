import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import { ValidationError } from '../../../domain/shared/errors';
import { useNotify } from '../use-notify';

export interface RecordFormOptions<Values extends FieldValues, Saved> {
  readonly schema: v.GenericSchema<Values>;
  readonly defaults: Values;
  /** Edit mode: loads the record's values. */
  readonly load?: () => Promise<Values>;
  readonly save: (values: Values) => Promise<Saved>;
  readonly onSaved: (saved: Saved) => void;
  /** The form field that shows a server field's error (`roles` → `role`). */
  readonly fieldOf?: (serverField: string) => string;
}

export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * The CRUD form's behaviour once: valibot rules in the form, the record loaded in edit mode,
 * the server's `errors` shown on their fields, a toast for what no field explains.
 */
export function useRecordForm<Values extends FieldValues, Saved>(options: RecordFormOptions<Values, Saved>) {
  const { notifyError } = useNotify();
  const form = useForm<Values>({
    resolver: valibotResolver(options.schema as never),
    defaultValues: options.defaults as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const [status, setStatus] = useState<LoadStatus>(options.load ? 'loading' : 'ready');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const load = options.load;

  useEffect(() => {
    if (!load) return;
    let live = true;
    setStatus('loading');
    load().then(
      (values) => {
        if (!live) return;
        form.reset(values);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        setLoadError(error);
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per attempt
  }, [attempt]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await options.save(values);
      options.onSaved(saved);
    } catch (error) {
      if (error instanceof ValidationError && error.errors.length) {
        const known = new Set(Object.keys(options.defaults));
        let placed = 0;
        for (const fieldError of error.errors) {
          const name = options.fieldOf?.(fieldError.field) ?? fieldError.field;
          if (known.has(name)) {
            form.setError(
              name as Path<Values>,
              { type: 'server', message: fieldError.message },
              { shouldFocus: placed === 0 },
            );
            placed++;
          }
        }
        if (placed < error.errors.length) notifyError(error);
      } else notifyError(error);
    }
  });

  return { form, status, loadError, retry: () => setAttempt((n) => n + 1), onSubmit };
}
