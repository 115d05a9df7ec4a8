import type { CallContext } from '../shared/context';
import { message, type MessageKey } from '../shared/messages';

/** Records of one kind that use the record being deleted: 'the categories' + their names. */
export interface UseGroup {
  readonly kind: MessageKey;
  readonly names: readonly string[];
}

/** Names shown per kind before '(+n)': enough to find them, short enough for a toast. */
export const NAMES_SHOWN = 5;

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  return names.length > NAMES_SHOWN ? `${shown} (+${names.length - NAMES_SHOWN})` : shown;
}

/**
 * Why a record may not be deleted, naming what uses it ("… used by the categories Wine labels ;
 * the scenarios wine Kraft"), or null when nothing does.
 */
export function inUseBy(ctx: CallContext, groups: readonly UseGroup[]): string | null {
  const parts = groups
    .filter((group) => group.names.length > 0)
    .map((group) => `${message(ctx.locale, group.kind)} ${listNames(group.names)}`);
  return parts.length ? message(ctx.locale, 'inUse', { what: parts.join(' ; ') }) : null;
}

/** The names of the records that use something: `namesWhere(categories, (c) => c.paperIds.includes(id))`. */
export function namesWhere<R extends { readonly name: string }>(
  collection: { all(): readonly R[] },
  uses: (record: R) => boolean,
): string[] {
  return collection
    .all()
    .filter(uses)
    .map((record) => record.name);
}
