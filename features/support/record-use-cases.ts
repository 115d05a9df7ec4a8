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
export interface RecordUseCases<T, Input> {
  readonly list: ListRecords<T>;
  readonly get: GetRecord<T>;
  readonly save: SaveRecord<T, Input>;
  readonly remove: DeleteRecord;
  readonly toggleActive: ToggleActive;
}

export function recordUseCases<T, Input>(world: BackOfficeWorld, tokens: RecordTokens): RecordUseCases<T, Input> {
  return {
    list: world.use<ListRecords<T>>(tokens.list),
    get: world.use<GetRecord<T>>(tokens.get),
    save: world.use<SaveRecord<T, Input>>(tokens.save),
    remove: world.use<DeleteRecord>(tokens.remove),
    toggleActive: world.use<ToggleActive>(tokens.toggleActive),
  };
}
