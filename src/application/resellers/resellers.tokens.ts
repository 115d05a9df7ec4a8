import { RECORDS } from '../shared/record-tokens';
import { token } from '../shared/token';
import type { GetResellerProfile, SaveResellerProfile, SearchResellers } from './resellers.use-cases';

/**
 * The generic record use cases bound to the reseller repository (RECORD_ENDPOINTS key `resellers`),
 * the view counts and search, and the reseller's own profile.
 */
export const RESELLERS = {
  ...RECORDS.resellers,
  search: token<SearchResellers>('resellers.search'),
  getProfile: token<GetResellerProfile>('resellers.getProfile'),
  saveProfile: token<SaveResellerProfile>('resellers.saveProfile'),
};
