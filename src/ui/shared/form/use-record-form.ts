import { valibotResolver } from '@hookform/resolvers/valibot';
import { createElement, Fragment, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { StaleRecordError, ValidationError } from '../../../domain/shared/errors';
import { versionOf } from '../../../domain/shared/version';
import { useBackAsks } from '../back-stack';
import { useConfirm } from '../confirm-dialog';
import { useStaleRecord } from '../stale-record';
import { useNotify } from '../use-notify';
import { registerFieldLimits } from './text-limit';

/** What a form opens: the record's values, and the version it was read with. */
export interface Opened<Values> {
  readonly values: Values;
  readonly version?: string;
}

/** Opens a record in a form: its values by `toValues`, its version as it was read. */
export const opened =
  <R extends object, Values>(toValues: (record: R) => Values) =>
  (record: R): Opened<Values> => ({ values: toValues(record), version: versionOf(record) });

export interface RecordFormOptions<Values extends FieldValues, Saved> {
  readonly schema: v.GenericSchema<Values>;
  readonly defaults: Values;
  /** Edit mode: loads the record, its values and its version. */
  readonly load?: () => Promise<Opened<Values>>;
  /** The version of the record `defaults` come from, when the page read it itself (no `load`). */
  readonly version?: string;
  /** Reads the record again after a StaleRecordError (default: `load`). */
  readonly reload?: () => Promise<Opened<Values>>;
  /** `version`: the one the record was opened with (or last saved as), to send back. */
  readonly save: (values: Values, version: string | undefined) => Promise<Saved>;
  readonly onSaved: (saved: Saved) => void;
  /** The form field that shows a server field's error (`roles` → `role`). */
  readonly fieldOf?: (serverField: string) => string;
}

export type LoadStatus = 'loading' | 'ready' | 'error';

const isBranch = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isBranch(node) ? node[key] : undefined), values);
}

/** The paths (`mailConfig.order_shipped`) where `mine` differs from `before`: what the user changed. */
function changedPaths(before: unknown, mine: unknown, prefix = ''): string[] {
  if (!isBranch(mine)) return same(before, mine) ? [] : [prefix];
  return Object.keys(mine).flatMap((key) =>
    changedPaths(isBranch(before) ? before[key] : undefined, mine[key], prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * The CRUD form's behaviour once: valibot rules in the form, the record loaded in edit mode with
 * its version, the server's `errors` shown on their fields, a toast for what no field explains.
 * The save sends the version back (docs/api/README.md#versions-and-lost-updates); when someone
 * changed the record since it was opened, the shared dialog offers to reload it: the form then
 * shows the record as it now is with the user's unsaved changes put back on top, and under each
 * field both changed, the other person's value.
 */
export function useRecordForm<Values extends FieldValues, Saved>(options: RecordFormOptions<Values, Saved>) {
  const { t } = useTranslation();
  const { notify, notifyError } = useNotify();
  const stale = useStaleRecord();
  const form = useForm<Values>({
    resolver: valibotResolver(options.schema as never),
    defaultValues: options.defaults as DefaultValues<Values>,
    mode: 'onTouched',
  });
  registerFieldLimits(form.control, options.schema);
  const [status, setStatus] = useState<LoadStatus>(options.load ? 'loading' : 'ready');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const version = useRef(options.version);
  /** The load under way: a save asked for meanwhile waits for it (and for the version it reads). */
  const loading = useRef<Promise<void>>(Promise.resolve());
  const load = options.load;
  // Back with unsaved changes asks first, as a sheet's form does (docs/screens.md#on-a-phone).
  const [leaveDialog, confirmLeave] = useConfirm();
  useBackAsks(form.formState.isDirty, () =>
    confirmLeave({
      title: t('form.leaveTitle'),
      body: t('form.leaveBody'),
      confirmText: t('form.leaveYes'),
      cancelText: t('form.leaveStay'),
      intent: 'warning',
    }),
  );

  /** `fresh` in the form, with the user's own changes since `before` (taken from `mine`) put back on top. */
  const resetUnder = (fresh: Values, before: Values, mine: Values): string[] => {
    const changed = changedPaths(before, mine);
    form.reset(fresh);
    for (const path of changed) {
      form.setValue(path as Path<Values>, valueAt(mine, path) as PathValue<Values, Path<Values>>, {
        shouldDirty: true,
      });
    }
    return changed;
  };

  useEffect(() => {
    if (!load) return;
    let live = true;
    setStatus('loading');
    loading.current = load().then(
      (record) => {
        if (!live) return;
        // A form shown before its record arrives (a row edited in place) may already hold what
        // the user typed: it stays, on top of the record as read.
        resetUnder(record.values, form.formState.defaultValues as Values, form.getValues());
        version.current = record.version;
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

  /** A value as the note under a field shows it; null for one that reads as nothing to people (a list of ids). */
  const shown = (value: unknown): string | null => {
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    if (value === null || value === undefined || value === '') return t('staleRecord.empty');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };

  /** After "Reload": the record as it now is, the user's own changes on top, the other's values noted. */
  const reloadOnTop = async () => {
    const reread = options.reload ?? options.load;
    if (!reread) return;
    const before = form.formState.defaultValues as Values;
    const mine = form.getValues();
    let fresh: Opened<Values>;
    try {
      fresh = await reread();
    } catch (error) {
      notifyError(error);
      return;
    }
    const changed = resetUnder(fresh.values, before, mine);
    version.current = fresh.version;
    let first = true;
    for (const path of changed) {
      const name = path as Path<Values>;
      const theirs = valueAt(fresh.values, path);
      if (!same(theirs, valueAt(before, path)) && !same(theirs, valueAt(mine, path))) {
        const value = shown(theirs);
        form.setError(
          name,
          {
            type: 'stale',
            message: value === null ? t('staleRecord.theirChange') : t('staleRecord.theirValue', { value }),
          },
          { shouldFocus: first },
        );
        first = false;
      }
    }
    notify({ intent: 'primary', messageKey: 'staleRecord.reloaded' });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await options.save(values, version.current);
      version.current = versionOf(saved as object | null);
      // Saved: nothing is left unsaved (a form that stays on its page no longer asks before Back).
      form.reset(values);
      options.onSaved(saved);
    } catch (error) {
      if (error instanceof StaleRecordError) {
        if ((await stale.ask('record')) === 'reload') await reloadOnTop();
      } else if (error instanceof ValidationError && error.errors.length) {
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

  /** Saves; asked for while the record still loads, once it has loaded (with the version it was read with). */
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    await loading.current;
    await submit(event);
  };

  return {
    form,
    status,
    loadError,
    retry: () => setAttempt((n) => n + 1),
    onSubmit,
    /** The form's questions, which every form renders: "changed since you opened it", "leave the form?". */
    staleDialog: createElement(Fragment, null, stale.dialog, leaveDialog),
    /** Reads the record again, the user's unsaved changes on top (someone else changed it meanwhile). */
    reloadOnTop,
  };
}
