import * as v from 'valibot';
import { operation, type Access, type AnySchema, type ErrorStatus } from './operation';
import type { Tag } from './tags';
import { listParams, page } from './wire';

/**
 * The calls every listed entity shares (users, resellers, the catalogue, settings): list, get,
 * create, update, delete and, where the entity has one, the active switch. One definition per
 * entity (its path, names, shapes and rights) makes them all; an entity leaves out what it does
 * not offer (scenarios have no create, poses are read only).
 */

interface RecordNames {
  /** `mandrel` → getMandrel, createMandrel… */
  readonly singular: string;
  /** `mandrels` → listMandrels. */
  readonly plural: string;
  readonly tag: Tag;
}

export interface RecordDefinition<Item extends AnySchema, Body extends AnySchema, CreateBody extends AnySchema = Body> {
  readonly path: string;
  readonly names: RecordNames;
  readonly item: Item;
  /** The create and update body; absent for a read-only entity. */
  readonly body?: Body;
  /** The create body, when it differs from the update's (a user's password is required on create). */
  readonly createBody?: CreateBody;
  /** The list's sortable fields (the first is the default sort). */
  readonly sortable: readonly [string, ...string[]];
  readonly defaultSort: string;
  /** Filters beside paging and search (`_type`, `_resellerId`, `_isProspect`…). */
  readonly filters?: Readonly<Record<string, AnySchema>>;
  /** true: one list with every row, no paging (`_limit`, `_page` are not read). */
  readonly unpaged?: boolean;
  readonly read?: Access;
  readonly write?: Access;
  /** Who may create, when not `write`. */
  readonly create?: Access;
  /** Who may change a record, when not `write`. */
  readonly update?: Access;
  /** The calls offered (default: list, get, create, update, delete). */
  readonly calls?: readonly RecordCall[];
  /** The field of the active switch's body (`isActive`, `status`), when the entity has one. */
  readonly activeField?: string;
  /** An example of the body, for the reference page. */
  readonly example?: unknown;
  /** Extra answers of the writes (409 when a record in use is deleted…). */
  readonly writeErrors?: readonly ErrorStatus[];
}

export type RecordCall = 'list' | 'get' | 'create' | 'update' | 'delete' | 'active';

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The active switch's body: `isActive` (or the entity's own field name) as a boolean. */
export const activeBody = (field: string) =>
  v.pipe(
    v.looseObject({ isActive: v.optional(v.boolean()), [field]: v.optional(v.boolean()) }),
    v.description(`{ "${field}": true | false }` + (field === 'isActive' ? '' : ' (or `isActive`)')),
  );

/** Every call of one listed entity, by what it does (list, get…); missing ones are not offered. */
export function recordOperations<Item extends AnySchema, Body extends AnySchema, CreateBody extends AnySchema = Body>(
  definition: RecordDefinition<Item, Body, CreateBody>,
) {
  const { path, names, item, sortable } = definition;
  const calls = new Set<RecordCall>(definition.calls ?? ['list', 'get', 'create', 'update', 'delete']);
  const one = capital(names.singular);
  const read = definition.read ?? 'staff';
  const write = definition.write ?? 'admin';
  const tag = names.tag;
  const query = definition.unpaged
    ? { ...(definition.filters ?? {}) }
    : { ...listParams(sortable, definition.defaultSort), ...(definition.filters ?? {}) };
  const example = definition.example;
  const writeErrors = definition.writeErrors ?? [];
  return {
    list: calls.has('list')
      ? operation({
          id: `list${capital(names.plural)}`,
          method: 'get',
          path,
          tag,
          summary: definition.unpaged ? `Every ${names.singular}, in one list` : `A page of ${names.plural}`,
          access: read,
          query,
          answer: { status: 200, schema: page(item) },
          errors: [400],
        })
      : undefined,
    get: calls.has('get')
      ? operation({
          id: `get${one}`,
          method: 'get',
          path: `${path}/{id}`,
          tag,
          summary: `One ${names.singular}`,
          access: read,
          answer: { status: 200, schema: item },
          errors: [404],
          versioned: true,
        })
      : undefined,
    create: calls.has('create')
      ? operation({
          id: `create${one}`,
          method: 'post',
          path,
          tag,
          summary: `Creates a ${names.singular}`,
          access: definition.create ?? write,
          body: definition.createBody
            ? { schema: definition.createBody, example }
            : definition.body
              ? { schema: definition.body, example }
              : undefined,
          answer: { status: 201, schema: item },
          errors: [400, ...writeErrors],
          versioned: true,
        })
      : undefined,
    update: calls.has('update')
      ? operation({
          id: `update${one}`,
          method: 'put',
          path: `${path}/{id}`,
          tag,
          summary: `Changes a ${names.singular}; fields left out keep their value`,
          access: definition.update ?? write,
          body: definition.body ? { schema: definition.body, example } : undefined,
          answer: { status: 200, schema: item },
          errors: [400, 404, ...writeErrors],
          versioned: true,
          ifMatch: true,
        })
      : undefined,
    remove: calls.has('delete')
      ? operation({
          id: `delete${one}`,
          method: 'delete',
          path: `${path}/{id}`,
          tag,
          summary: `Deletes a ${names.singular} (a record still in use is a 400 saying what uses it)`,
          access: write,
          answer: { status: 204, schema: undefined },
          errors: [400, 404, ...writeErrors],
        })
      : undefined,
    setActive:
      calls.has('active') && definition.activeField
        ? operation({
            id: `set${one}Active`,
            method: 'put',
            path: `${path}/active/{id}`,
            tag,
            summary: `Switches a ${names.singular} on or off`,
            access: write,
            body: {
              schema: activeBody(definition.activeField),
              example: { [definition.activeField]: false },
            },
            answer: { status: 200, schema: item },
            errors: [400, 404],
            versioned: true,
            ifMatch: true,
          })
        : undefined,
  };
}

export type RecordOperations = ReturnType<typeof recordOperations>;

/** One entity's record calls, its item, body and create body schemas kept. */
export type RecordOperationsOf<
  Item extends AnySchema,
  Body extends AnySchema = AnySchema,
  CreateBody extends AnySchema = Body,
> = ReturnType<typeof recordOperations<Item, Body, CreateBody>>;

/** The offered operations of some entities' record calls, as one list. */
export function offered(...entities: readonly RecordOperations[]) {
  return entities.flatMap((ops) => Object.values(ops).filter((op) => op !== undefined));
}
