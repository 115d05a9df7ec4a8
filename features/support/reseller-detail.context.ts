import assert from 'node:assert/strict';
import { RESELLERS } from '../../src/application/resellers/reseller-repository.port';
import type { GetRecord } from '../../src/application/shared/record.use-cases';
import type { MailConfigKey, PaymentMode, Reseller } from '../../src/domain/resellers/reseller';
import { plainValue, resellerCards, type DetailCard } from '../../src/domain/resellers/reseller-cards';
import { resellers } from './resellers.context';
import type { BackOfficeWorld } from './world';

/**
 * A reseller's detail page (docs/screens.md#resellers): the reseller opened and its cards, as the
 * domain lays them out; the examples it is opened on are made through the admin's edit form.
 */
export class ResellerDetailContext {
  private reseller: Reseller | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  async open(login: string): Promise<void> {
    this.reseller =
      (await this.world.attempt(() =>
        this.world.use<GetRecord<Reseller>>(RESELLERS.get).execute(this.world.account(login).id),
      )) ?? null;
  }

  private card(id: string): DetailCard {
    this.world.assertSucceeded();
    assert.ok(this.reseller, 'no reseller shown');
    const card = resellerCards(this.reseller).find((c) => c.id === id);
    assert.ok(card, `no card ${id}`);
    return card;
  }

  assertCardReads(cardId: string, field: string, text: string): void {
    const row = this.card(cardId).rows.find((r) => r.field === field);
    assert.ok(row, `no ${field} in the ${cardId} card`);
    assert.equal(plainValue(row.value), text);
  }

  assertApiCard(login: string): void {
    const record = this.world.backend.db.collections.resellers.findFirst((q) =>
      q.where({ id: this.world.account(login).id }),
    );
    assert.ok(record);
    const rows = Object.fromEntries(this.card('api').rows.map((r) => [r.field, plainValue(r.value)]));
    assert.deepEqual(rows, {
      apiToken: record.apiToken,
      thetisKey: record.thetisKey ?? 'none',
      apiVersion: record.apiVersion,
    });
  }

  async paysBy(login: string, mode: string, deadline: string): Promise<void> {
    await resellers(this.world).edited(login, (input) => ({
      ...input,
      paymentMode: mode as PaymentMode,
      paymentDeadline: deadline,
    }));
  }

  async withoutSecondDeliveryAddress(login: string): Promise<void> {
    await resellers(this.world).edited(login, (input) => ({
      ...input,
      delivery: { ...input.delivery, address2: null },
    }));
  }

  async withoutEmails(login: string, key: string): Promise<void> {
    await resellers(this.world).edited(login, (input) => ({
      ...input,
      mailConfig: { ...input.mailConfig, [key as MailConfigKey]: false },
    }));
  }
}

export const resellerDetail = (world: BackOfficeWorld): ResellerDetailContext => world.area(ResellerDetailContext);
