import type { ReactNode } from 'react';
import type { ListController } from './list-controller';
import type { RowSelection } from './row-selection';
import type { ListUrlState } from './use-list-url-state';

/** The shapes a list page is configured with (list-page.tsx), read by its table, its cards and its phone controls. */

export interface Column<T> {
  readonly key: string;
  readonly labelKey: string;
  /** The field the list sorts by when the column sorts. */
  readonly sortField?: string;
  readonly render: (row: T) => ReactNode;
  readonly className?: string;
  /**
   * A value read at a glance (a number, a reference, a date, a status, an amount): in the compact density it
   * never wraps, and its column is as wide as its widest value or its header needs, no wider; the columns of
   * free text (a name, a scenario, a comment) share the rest (docs/lists.md#columns-and-density). A `numeric`
   * column is one line too.
   */
  readonly oneLine?: boolean;
}

/**
 * How a list's row reads as a card on a phone (docs/screens.md#on-a-phone), by column keys. Without
 * one, a card shows every shown column: the first as its title, the others as lines.
 */
export interface ListCardLayout {
  /** The column naming the row (its number, a link); default the first column. */
  readonly title?: string;
  /** A column shown beside the title: the row's status. */
  readonly badge?: string;
  /** Columns shown as "label: value" lines; default every shown column but the title and badge. */
  readonly fields?: readonly string[];
}

/** What a list page shows; what it lists and how comes from its controller (list-controller.tsx). */
export interface ListPageConfig<T> {
  readonly controller: ListController<T>;
  readonly title: string;
  readonly columns: readonly Column<T>[];
  readonly rowKey: (row: T) => string | number;
  readonly searchable?: boolean;
  /** false: every row on one page and no paginator (the dimension list, whose operation is not paged). */
  readonly paged?: boolean;
  readonly emptyText: string;
  readonly noResultText: string;
  /** Buttons beside the title (create…); they read the list with `useListContext()`. */
  readonly toolbar?: ReactNode;
  /** Filters above the table, given the URL state; on a phone they fold into a "Filtres (n)" panel. */
  readonly filters?: (state: ListUrlState) => ReactNode;
  /** false: the filters stay in sight on a phone too (the reseller list's two views). */
  readonly foldFilters?: boolean;
  /** Shown above the rows whatever the screen (the refusals of a bulk change). */
  readonly notices?: ReactNode;
  /** How a row reads as a card on a phone (default: every shown column, the first as its title). */
  readonly card?: ListCardLayout;
  /**
   * The row's action buttons, its main one first (a reseller's "ask for a cancellation"): in the table's
   * sticky last column, in sight whatever the table's width; on a card, at its foot.
   */
  readonly actions?: (row: T) => ReactNode;
  /** Row checkboxes and the panel acting on the checked rows (unchecked when the list changes). */
  readonly selection?: RowSelection<T>;
}
