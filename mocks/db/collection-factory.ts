import { Collection } from '@msw/data';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** Makes the collection of a record schema (mocks/db/database.ts builds every collection through one). */
export type CollectionOf = <S extends StandardSchemaV1>(schema: S) => Collection<S>;

/**
 * Collections whose schema check can be switched off while `trusting()` is true: the records
 * are then taken as they are. Only Database.restore() turns it on, for data it wrote itself.
 */
export function trustingCollection(trusting: () => boolean): CollectionOf {
  return <S extends StandardSchemaV1>(schema: S) => {
    const standard = schema['~standard'];
    const wrapped: S = {
      ...schema,
      '~standard': {
        ...standard,
        validate: (value: unknown) =>
          trusting() ? { value: value as StandardSchemaV1.InferOutput<S> } : standard.validate(value),
      },
    };
    return new Collection({ schema: wrapped });
  };
}
