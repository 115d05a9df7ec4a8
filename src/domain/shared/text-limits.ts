/**
 * The longest text a field takes, read off its rules (docs/rules.md#validation): a form shows it
 * (a counter) before the server refuses a longer one, and refuses it with the limit, never cutting it.
 */

/** What a valibot schema shows of itself: its kind, its entries, its pipe, the schema it wraps. */
interface SchemaShape {
  readonly type?: string;
  readonly requirement?: unknown;
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly pipe?: readonly unknown[];
  readonly wrapped?: unknown;
}

const shape = (value: unknown): SchemaShape | null =>
  value !== null && typeof value === 'object' ? (value as SchemaShape) : null;

/** The max_length of a text schema (through optional, nullable and pipes), if it has one. */
function maxLengthIn(schema: unknown): number | undefined {
  const s = shape(schema);
  if (!s) return undefined;
  for (const step of s.pipe ?? []) {
    const action = shape(step);
    if (action?.type === 'max_length' && typeof action.requirement === 'number') return action.requirement;
    if (action && action !== s && (action.pipe || action.wrapped)) {
      const inner = maxLengthIn(action);
      if (inner !== undefined) return inner;
    }
  }
  return s.wrapped === undefined ? undefined : maxLengthIn(s.wrapped);
}

/** The entries of an object schema (through pipes and wrappers). */
function entriesOf(schema: unknown): Readonly<Record<string, unknown>> | undefined {
  const s = shape(schema);
  if (!s) return undefined;
  if (s.entries) return s.entries;
  return entriesOf(s.wrapped) ?? entriesOf(s.pipe?.[0]);
}

/** The longest text `field` (a dotted path: `billing.city`) of an object schema takes, if it says. */
export function maxLengthOf(schema: unknown, field: string): number | undefined {
  let node: unknown = schema;
  for (const key of field.split('.')) {
    node = entriesOf(node)?.[key];
    if (node === undefined) return undefined;
  }
  return maxLengthIn(node);
}

/** Share of the limit from which a short field shows its counter (a long one shows it always). */
const LIMIT_SHOWN_FROM = 0.8;

/** Whether a field of limit `max` holding `length` characters shows its counter. */
export function showsLimit(length: number, max: number, always = false): boolean {
  return always || length >= max * LIMIT_SHOWN_FROM;
}
