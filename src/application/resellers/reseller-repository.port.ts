import type { Reseller, ResellerInput } from '../../domain/resellers/reseller';
import type { ActivatableRepository, RecordRepository } from '../shared/record-repository.port';
import { recordTokens } from '../shared/record-tokens';

/** /admin/resellers as the generic record port (list, get, create, update, delete, active). */
export type ResellerRepository = RecordRepository<Reseller, ResellerInput> & ActivatableRepository;

/** The generic record use cases bound to the reseller repository (RECORD_ENDPOINTS key `resellers`). */
export const RESELLERS = recordTokens('resellers');
