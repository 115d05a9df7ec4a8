import type { RecordTokens } from '../../src/application/shared/record-tokens';
import type {
  DeleteRecord,
  GetRecord,
  ListRecords,
  SaveRecord,
  ToggleActive,
} from '../../src/application/shared/record.use-cases';
import type { BackOfficeWorld } from './world';

/** The generic record use cases of one entity (list, get, save, remove, switch), from the scenario's container. */
export interface RecordUseCases<T, Input, F = never> {
  readonly list: ListRecords<T, F>;
  readonly get: GetRecord<T>;
  readonly save: SaveRecord<T, Input>;
  readonly remove: DeleteRecord;
  readonly toggleActive: ToggleActive;
}

export function recordUseCases<T, Input, F = never>(
  world: BackOfficeWorld,
  tokens: RecordTokens<T, Input, F>,
): RecordUseCases<T, Input, F> {
  return {
    list: world.use(tokens.list),
    get: world.use(tokens.get),
    save: world.use(tokens.save),
    remove: world.use(tokens.remove),
    toggleActive: world.use(tokens.toggleActive),
  };
}
