import * as v from 'valibot';
import { isTimeZone } from '../domain/dashboard/dashboard-figures';

/**
 * Building blocks of the wire shapes every resource shares: ids, texts, error answers, pages and
 * the list parameters (docs/api/README.md, "Conventions").
 */

export const id = v.pipe(v.number(), v.integer());
export const text = v.string();
/** A text the API may leave out or send as null. */
export const maybeText = v.optional(v.nullable(v.string()), null);
export const maybeNumber = v.optional(v.nullable(v.number()), null);
/** An ISO 8601 instant (`2026-03-04T10:15:00.000Z`). */
export const instant = v.pipe(
  v.string(),
  v.description('ISO 8601 date and time'),
  v.examples(['2026-11-23T08:12:00.000Z']),
);
/** The business's time zone: the one a day or a time is told in when the caller names none. */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/**
 * An optional IANA time zone (`Europe/Paris`, `America/Montreal`) the caller reads days or times in,
 * `BUSINESS_TIME_ZONE` when absent (an addition: a client of the original call list sends none).
 */
export const timeZoneField = (what: string) =>
  v.optional(
    v.pipe(
      v.string('validation.unknownChoice'),
      v.check(isTimeZone, 'validation.unknownChoice'),
      v.description(`IANA time zone ${what}, default ${BUSINESS_TIME_ZONE} (an addition to the original call list)`),
    ),
    BUSINESS_TIME_ZONE,
  );

/** A calendar day, `YYYY-MM-DD`. */
export const day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.description('a day, YYYY-MM-DD'),
  v.examples(['2026-11-23']),
);

/** A field the server refused, and why, in the caller's language. */
const fieldError = v.object({ field: v.string(), message: v.string() });

/** Every refusal (4xx): a message for people, and the fields at fault when a body or parameter is refused. */
export const errorBody = v.pipe(
  v.object({
    message: v.string(),
    errors: v.optional(v.array(fieldError)),
    /** A failed procedure's own message (the production FTP of a non-conformity, 502). */
    process_message: v.optional(v.string()),
  }),
  v.title('Error'),
  v.examples([
    {
      message: 'Invalid data.',
      errors: [{ field: 'username', message: 'This field is required.' }],
    },
  ]),
);
export type ErrorBody = v.InferOutput<typeof errorBody>;

/** A page of a list: `{list, total, totalRequest}`; total counts what the caller may see, totalRequest what matches. */
export function page<S extends v.GenericSchema>(item: S) {
  return v.object({
    list: v.array(item),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    totalRequest: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  });
}

const described = <S extends v.GenericSchema>(schema: S, description: string) =>
  v.pipe(schema, v.description(description));

/** The paging and sort parameters of every list (a bad one is a 400 naming it, never a clamped answer). */
export const listQuery = {
  _limit: v.optional(
    described(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 'rows per page, default 25'),
  ),
  _page: v.optional(described(v.pipe(v.number(), v.integer(), v.minValue(1)), 'page number, default 1')),
  _order: v.optional(described(v.picklist(['asc', 'desc']), 'sort direction')),
  _search: v.optional(described(v.pipe(v.string(), v.maxLength(200)), 'free text searched in the rows')),
} as const;

/** `_index`: the sortable fields of one list. */
export const sortBy = (fields: readonly [string, ...string[]], byDefault: string) => ({
  _index: v.optional(described(v.picklist(fields), `sort field, default ${byDefault}`)),
});

/** The paging, sort and search parameters of a list whose sortable fields are `fields`. */
export const listParams = (fields: readonly [string, ...string[]], byDefault: string) => ({
  ...listQuery,
  ...sortBy(fields, byDefault),
});

/** Ids given as repeated parameters (`_resellerId[]=7&_resellerId[]=9`) or one value. */
export const idList = (description: string) => v.optional(described(v.array(id), description));

/** A period's bound: a day (whole day, inclusive) or an ISO instant. */
export const dateBound = (description: string) =>
  v.optional(
    described(
      v.string(),
      `${description}: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant`,
    ),
  );

/** The `locale` parameter every call takes (default fr): the language of messages and status names. */
export const localeParam = v.optional(described(v.picklist(['fr', 'en', 'es']), 'language of messages, default fr'));

/** A message answer (`{message: 'success'}` and the like). */
export const messageAnswer = v.object({ message: v.string() });

/** A file sent in a multipart body. */
export const fileField = v.pipe(v.blob(), v.description('a file'));

/** The start of a PDF's bytes, the example of an uploaded PDF (it is checked by content: `%PDF-`). */
export const PDF_EXAMPLE = '%PDF-1.7\n…';

// ---------------------------------------------------------------- body rules (messages are i18n keys)

/**
 * A text holds no control character but tabs and line breaks (docs/rules.md#validation): a NUL or
 * an escape in a name reaches every tool that reads it later (exports, logs, mails).
 */
const noControlCharacters = v.regex(
  // eslint-disable-next-line no-control-regex
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/,
  'validation.controlCharacters',
);

/** A text trimmed and at most `max` characters long. */
export const trimmedText = (max: number) =>
  v.pipe(v.string('validation.required'), v.trim(), v.maxLength(max, 'validation.tooLong'), noControlCharacters);

/** A text that must not be empty once trimmed, at most `max` characters long. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(max, 'validation.tooLong'),
    noControlCharacters,
  );

/** A whole number a body must give (an id, a status). */
export const requiredInteger = v.pipe(v.number('validation.required'), v.integer('validation.integer'));

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A reference to another record in a body (docs/api/README.md#bodies-and-answers): its id, or the
 * object an answer shows it as (any object holding that `id`), so a record read with GET can be
 * sent back with PUT as it was read. It reads as the id. `idSchema` is the id's rule and messages;
 * a value that is neither is refused as `validation.required` when blank, else as `invalid`.
 */
export function reference(idSchema: v.GenericSchema<unknown, number>, invalid: string, description: string) {
  return v.pipe(
    v.union([idSchema, v.looseObject({ id: idSchema })], (issue) =>
      isBlank(issue.input) ? 'validation.required' : invalid,
    ),
    v.description(`${description}: the id, or an object with that \`id\` (as answers show it)`),
    v.transform((value): number => (typeof value === 'number' ? value : value.id)),
  );
}
