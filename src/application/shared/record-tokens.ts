/** Injection tokens of one entity's record use cases (list, get, save, remove, toggle active). */
export interface RecordTokens {
  readonly list: symbol;
  readonly get: symbol;
  readonly save: symbol;
  readonly remove: symbol;
  readonly toggleActive: symbol;
}

export function recordTokens(key: string): RecordTokens {
  return {
    list: Symbol.for(`${key}.list`),
    get: Symbol.for(`${key}.get`),
    save: Symbol.for(`${key}.save`),
    remove: Symbol.for(`${key}.remove`),
    toggleActive: Symbol.for(`${key}.toggleActive`),
  };
}

/** The repository token of an entity. */
export const recordRepositoryToken = (key: string): symbol => Symbol.for(`${key}.repository`);
