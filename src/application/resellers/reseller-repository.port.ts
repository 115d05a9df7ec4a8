import type { Reseller, ResellerFilter, ResellerInput } from '../../domain/resellers/reseller';
import type { ActivatableRepository, RecordRepository } from '../shared/record-repository.port';

/** /admin/resellers as the generic record port (list, get, create, update, delete, active). */
export type ResellerRepository = RecordRepository<Reseller, ResellerInput, ResellerFilter> & ActivatableRepository;
