import assert from 'node:assert/strict';
import { RECORDS } from '../../src/application/shared/record-tokens';
import type { MailConfigKey, PaymentMode, Reseller } from '../../src/domain/resellers/reseller';
import {
  plainValue,
  resellerCards,
  type CardRow,
  type CardValue,
  type DetailCard,
} from '../../src/domain/resellers/reseller-cards';
import { formatPercent } from '../../src/domain/shared/format';
import { french } from './i18n';
import { resellers } from './resellers.context';
import type { BackOfficeWorld } from './world';

/** A row's label key, as the detail page picks it (src/ui/resellers/reseller-detail.page.tsx). */
function rowLabelKey(card: DetailCard, row: CardRow): string {
  if (card.id === 'notifications') return `resellers.mail.${row.field}`;
  if ((card.id === 'billing' || card.id === 'delivery') && row.field === 'country') return 'resellers.addressCountry';
  return `resellers.fields.${row.field}`;
}

/** A card's value as the French page shows it. */
function shownValue(value: CardValue): string | null {
  switch (value.kind) {
    case 'text':
      return value.text ?? french('common.none');
    case 'yesno':
      return french(value.value ? 'common.yes' : 'common.no');
    case 'key':
      return french(value.key);
    case 'percent':
      return formatPercent(value.value / 100, 'fr', false, 2);
  }
}

/**
 * A reseller's detail page (docs/screens.md#resellers): the reseller opened and its cards, as the
 * domain lays them out; the examples it is opened on are made through the admin's edit form.
 */
export class ResellerDetailContext {
  private reseller: Reseller | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  async open(login: string): Promise<void> {
    this.reseller =
      (await this.world.attempt(() => this.world.use(RECORDS.resellers).get(this.world.account(login).id))) ?? null;
  }

  private card(id: string): DetailCard {
    this.world.assertSucceeded();
    assert.ok(this.reseller, 'no reseller shown');
    const card = resellerCards(this.reseller).find((c) => c.id === id);
    assert.ok(card, `no card ${id}`);
    return card;
  }

  /** The card titled `title` reads `text` on the row labelled `label`, as the French page shows them. */
  assertCardReads(title: string, label: string, text: string): void {
    this.world.assertSucceeded();
    assert.ok(this.reseller, 'no reseller shown');
    const cards = resellerCards(this.reseller);
    const card = cards.find((c) => french(`resellers.cards.${c.id}`) === title);
    assert.ok(
      card,
      `no card "${title}"; the cards are ${cards.map((c) => `"${french(`resellers.cards.${c.id}`)}"`).join(', ')}`,
    );
    const row = card.rows.find((r) => french(rowLabelKey(card, r)) === label);
    assert.ok(row, `no row "${label}" in the card "${title}"`);
    assert.equal(shownValue(row.value), text);
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
