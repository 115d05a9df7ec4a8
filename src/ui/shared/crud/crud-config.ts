import type { Locale } from '../../../domain/shared/format';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import type { Records, ToggleActive } from '../../../application/shared/record.use-cases';
import type { RecordUseCases } from '../../app/use-cases';
import type { Sort } from '../../../domain/shared/page';
import type { Column } from '../list/list-page';
import type { RecordKey } from '../../../application/shared/record-tokens';

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** Where a select's or checkbox group's options come from. */
export type OptionSource =
  /** The rows of another entity (its record key), labelled by `label`. */
  | { readonly entity: RecordKey; readonly label: (row: Record<string, unknown>) => string }
  /** A fixed list; labels are i18n keys. */
  | { readonly fixed: readonly { readonly value: string; readonly labelKey: string }[] };

export type FieldSpec<V extends FieldValues> =
  | {
      readonly kind: 'text' | 'email' | 'password' | 'number' | 'url' | 'textarea' | 'switch';
      readonly name: FieldPath<V>;
      readonly labelKey: string;
      readonly required?: boolean;
      readonly helperKey?: string;
    }
  | {
      readonly kind: 'select' | 'checkboxes';
      readonly name: FieldPath<V>;
      readonly labelKey: string;
      readonly required?: boolean;
      readonly helperKey?: string;
      readonly options: OptionSource;
    };

interface ColumnContext {
  readonly t: TFunction;
  readonly writes: boolean;
  readonly toggle: ToggleActive;
}

/**
 * One entity's screens as configuration: the list's columns and paging, the form's fields and
 * rules, and which actions exist. `createCrudPages` turns it into list, create and edit pages.
 */
export interface CrudConfig<T extends { id: number }, Input, V extends FieldValues> {
  /** The entity's record key (`mandrels`): its list's id, its page's ids. */
  readonly key: RecordKey;
  /** Its generic use case among the screens' (`(all) => all.mandrels`), typed with its row and input. */
  readonly records: (all: RecordUseCases) => Records<T, Input>;
  /** The route of the list: `/mandrel`; create at `${path}/create`, edit at `${path}/edit/{id}`. */
  readonly path: string;
  /** i18n prefix of the titles and messages: `${i18n}.title`, `.create`, `.edit`, `.empty`, … */
  readonly i18n: string;
  readonly columns: (ctx: ColumnContext) => readonly Column<T>[];
  readonly defaultSort: Sort;
  readonly pageSizes: readonly number[];
  readonly searchable?: boolean;
  /** false: one unpaged list (dimensions): no paginator; its operation declares no paging, so every row comes. */
  readonly paged?: boolean;
  /** More buttons beside the create button, for writers (the scenario synchronisation). */
  readonly ToolbarExtra?: ComponentType;
  /** The read-only detail page at `showPath`: its title and its rows, as label and value. */
  readonly detail?: { readonly title: (row: T) => string; readonly rows: readonly Column<T>[] };
  /** How a row is named in confirmations and toasts, in the reader's language (a number as it writes it). */
  readonly label: (row: T, locale: Locale) => string;
  readonly form?: {
    readonly schema: v.GenericSchema<V>;
    readonly defaults: V;
    readonly fields: readonly FieldSpec<V>[];
    readonly toValues: (row: T) => V;
    readonly toInput: (values: V) => Input;
  };
  readonly canCreate?: boolean;
  readonly canDelete?: boolean;
  /** A read-only detail page, when the entity has one. */
  readonly showPath?: (row: T) => string;
  /** Title of the toast when a delete is refused (docs/screens.md: categories have their own). */
  readonly deleteErrorTitleKey?: string;
}
