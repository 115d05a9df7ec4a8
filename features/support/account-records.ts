import assert from 'node:assert/strict';
import { NotFoundError } from '../../src/domain/shared/errors';
import { activeToast } from './i18n';
import type { RecordUseCases } from './record-use-cases';
import type { BackOfficeWorld } from './world';

/** A record that is an account: found by its login, switched on and off. */
export interface AccountRow {
  readonly id: number;
  readonly isActive: boolean;
}

/**
 * What the user and reseller screens share (docs/screens.md#users, #resellers): switching an
 * account on or off and deleting it, checked on the record read again and on its list.
 */
export abstract class AccountRecordsContext<T extends AccountRow, Input> {
  private outcome: string | null = null;
  private removedId: number | null = null;

  constructor(protected readonly world: BackOfficeWorld) {}

  /** The entity's record use cases, from the scenario's current container. */
  protected abstract get records(): RecordUseCases<T, Input>;

  /** The account as its list shows it to the user, found by searching its login. */
  protected abstract findListed(login: string): Promise<T | undefined>;

  async setActive(login: string, active: boolean): Promise<void> {
    await this.setActiveById(this.world.account(login).id, active);
  }

  async setActiveById(id: number, active: boolean): Promise<void> {
    this.outcome = (await this.world.attempt(() => this.records.toggleActive(id, active))) ?? null;
  }

  async switchedOff(login: string): Promise<void> {
    await this.setActive(login, false);
    this.world.assertSucceeded();
  }

  /** `told`: the toast the switch shows, in French ("Désactivé : reader@demo.local"). */
  async assertActive(login: string, active: boolean, told: string): Promise<void> {
    this.world.assertSucceeded();
    assert.equal(activeToast(this.outcome, login), told);
    assert.equal((await this.records.get(this.world.account(login).id)).isActive, active);
  }

  async remove(login: string): Promise<void> {
    const id = this.world.account(login).id;
    this.removedId = id;
    await this.world.attempt(() => this.records.remove(id));
  }

  async assertGone(login: string): Promise<void> {
    this.world.assertSucceeded();
    assert.ok(this.removedId !== null, 'nothing was deleted');
    assert.equal(await this.findListed(login), undefined, `${login} is still listed`);
    await assert.rejects(this.records.get(this.removedId), NotFoundError);
  }

  async assertStillListed(login: string): Promise<void> {
    assert.ok(await this.findListed(login), `${login} is no longer listed`);
  }
}
