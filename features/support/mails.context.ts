import assert from 'node:assert/strict';
import type { MailRowWire } from '../../src/api/mails.api';
import { SESSION } from '../../src/application/session/session.tokens';
import { MAIL_CONFIG_KEYS, type MailConfigKey } from '../../src/domain/resellers/reseller';
import type { Locale } from '../../src/domain/shared/format';
import { appTranslations } from './i18n';
import { orders } from './orders.context';
import { DEMO_PASSWORD, type BackOfficeWorld } from './world';

/** The languages as a scenario names them. */
const LANGUAGES: Readonly<Record<string, Locale>> = { French: 'fr', English: 'en', Spanish: 'es' };

/** A reseller's e-mail setting by the name its profile shows for it ("Commande expédiée"). */
function settingNamed(name: string): MailConfigKey {
  const labels = (appTranslations().fr as { resellers: { mail: Record<string, string> } }).resellers.mail;
  const key = MAIL_CONFIG_KEYS.find((k) => labels[k] === name);
  assert.ok(key, `no e-mail notification called "${name}" (${Object.values(labels).join(', ')})`);
  return key;
}

/** « Votre commande … a été expédiée »: `…` stands for any text (the order's number). */
const subjectPattern = (text: string): RegExp =>
  new RegExp(
    `^${text
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/**
 * The mails the back office sends (docs/rules.md#notifications-and-mails), as their recipient gets
 * them: read from the outbox, through the services in the memory profile and through
 * `GET /admin/mails` as an admin in the http profile (docs/api/README.md#mails).
 */
export class MailsContext {
  /** The reseller the scenario follows: the one whose settings or language it set. */
  private reseller: string | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  /** Ticks or unticks one of the reseller's e-mail notifications (its profile's card), as data. */
  setNotification(login: string, name: string, on: boolean): void {
    this.reseller = login;
    const id = this.world.account(login).id;
    const record = this.world.backend.db.collections.resellers.findFirst((q) => q.where({ id }));
    assert.ok(record, `${login} is not a reseller`);
    record.mailConfig = { ...record.mailConfig, [settingNamed(name)]: on };
  }

  /** The reseller signs in to the back office in `language`: its mails follow it from then on. */
  async signedInIn(login: string, language: string): Promise<void> {
    this.reseller = login;
    const locale = LANGUAGES[language];
    assert.ok(locale, `no language called ${language}`);
    await this.world
      .browser({ locale: () => locale })
      .get(SESSION)
      .login.execute(login, DEMO_PASSWORD);
  }

  /** Every mail sent to `login`, newest first. */
  private async mailsTo(login: string): Promise<MailRowWire[]> {
    if (this.world.adapter === 'memory') {
      const admin = this.world.account('admin@demo.local');
      return this.world.backend.mails.list({ caller: admin, locale: 'fr' }, { size: 100, filter: { recipient: login } })
        .list;
    }
    const client = this.world.specClient;
    const token = await client.login('admin@demo.local');
    const answer = await client.call('GET', '/admin/mails', { token, query: { _recipient: login, _limit: '100' } });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return (answer.body as { list: MailRowWire[] }).list;
  }

  private get followed(): string {
    assert.ok(this.reseller, 'no reseller followed: name its e-mail notifications or its language first');
    return this.reseller;
  }

  /** The reseller received one mail whose subject reads `subject`, about the order open if one is. */
  async assertReceived(subject: string, login = this.followed): Promise<void> {
    const mails = await this.mailsTo(login);
    const pattern = subjectPattern(subject);
    const found = mails.filter((m) => pattern.test(m.subject));
    assert.equal(found.length, 1, `mails to ${login}: ${mails.map((m) => `« ${m.subject} »`).join(', ') || 'none'}`);
    const order = orders(this.world).openedOrder;
    if (order && found[0]?.entity === 'order') assert.equal(found[0].entityId, order.id);
  }

  async assertNone(login = this.followed): Promise<void> {
    const mails = await this.mailsTo(login);
    assert.deepEqual(
      mails.map((m) => m.subject),
      [],
    );
  }
}

export const mails = (world: BackOfficeWorld): MailsContext => world.area(MailsContext);
