import { token } from '../shared/token';
import type { CountResellers, GetResellerProfile, SaveResellerProfile, SearchResellers } from './resellers.use-cases';

/**
 * The resellers beyond their records (RECORDS.resellers): the view counts and search, the reseller's
 * own profile.
 */
export interface ResellerUseCases {
  readonly search: SearchResellers;
  readonly counts: CountResellers;
  readonly getProfile: GetResellerProfile;
  readonly saveProfile: SaveResellerProfile;
}

export const RESELLERS = token<ResellerUseCases>('resellers');
