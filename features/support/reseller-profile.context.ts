import assert from 'node:assert/strict';
import { toResellerInput, type Reseller, type ResellerInput } from '../../src/domain/resellers/reseller';
import type { BackOfficeWorld } from './world';
import { RESELLERS } from '../../src/application/resellers/resellers.tokens';

/** A reseller's own profile (docs/screens.md#resellers): as it was before a change, and as saved. */
export class ResellerProfileContext {
  private reseller: Reseller | null = null;
  private before: Reseller | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  async openProfile(): Promise<void> {
    this.reseller = (await this.world.attempt(() => this.world.use(RESELLERS).getProfile.execute())) ?? null;
  }

  private async changeProfile(change: (input: ResellerInput) => ResellerInput): Promise<void> {
    this.before = await this.world.use(RESELLERS).getProfile.execute();
    const input = change(toResellerInput(this.before));
    this.reseller = (await this.world.attempt(() => this.world.use(RESELLERS).saveProfile.execute(input))) ?? null;
  }

  changeBillingCity(city: string): Promise<void> {
    return this.changeProfile((input) => ({ ...input, billing: { ...input.billing, city } }));
  }

  changeEmail(email: string): Promise<void> {
    return this.changeProfile((input) => ({ ...input, username: email }));
  }

  /** What a reseller's browser could send: every admin-only field changed. */
  changeAdminOnlyFields(): Promise<void> {
    return this.changeProfile((input) => ({
      ...input,
      isProspect: !input.isProspect,
      isActive: false,
      discount: 99,
      type: input.type === 'api' ? 'standard' : 'api',
      margeType: input.margeType === 'grid' ? 'global' : 'grid',
      thetisKey: 'TH-SELF-MADE',
    }));
  }

  async assertProfileShows(what: 'company' | 'billing city', text: string): Promise<void> {
    this.world.assertSucceeded();
    const profile = await this.world.use(RESELLERS).getProfile.execute();
    assert.equal(what === 'company' ? profile.company : profile.billing.city, text);
  }

  async assertAdminOnlyUnchanged(): Promise<void> {
    this.world.assertSucceeded();
    assert.ok(this.before, 'the profile was not changed');
    const pick = (r: Reseller) => [r.isProspect, r.isActive, r.discount, r.type, r.margeType, r.thetisKey];
    assert.deepEqual(pick(await this.world.use(RESELLERS).getProfile.execute()), pick(this.before));
    assert.deepEqual(pick(this.reseller as Reseller), pick(this.before), 'the saved profile shows other values');
  }
}

export const resellerProfile = (world: BackOfficeWorld): ResellerProfileContext => world.area(ResellerProfileContext);
