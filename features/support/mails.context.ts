import assert from 'node:assert/strict';
import type { MailRowWire } from '../../src/api/mails.api';
import { AUDIT_REPOSITORY } from '../../src/application/audit/audit-repository.port';
import { MAIL_OUTBOX } from '../../src/application/mails/mail-outbox.port';
import { NOTIFICATION_FEED } from '../../src/application/notifications/notification-feed.port';
import { SESSION } from '../../src/application/session/session.tokens';
import { mailLinks, type Mail } from '../../src/domain/mails/mail';
import { notificationMessage } from '../../src/domain/notifications/notification';
import { MAIL_CONFIG_KEYS, type MailConfigKey } from '../../src/domain/resellers/reseller';
import type { Locale } from '../../src/domain/shared/format';
import { appTranslations, french } from './i18n';
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
 * What the back office tells a reseller (docs/rules.md#notifications-and-mails): its mails, as their
 * recipient gets them, read from the outbox, through the services in the memory profile and through
 * `GET /admin/mails` as an admin in the http profile (docs/api/README.md#mails); its notifications,
 * as its bell shows them in French, read by the reseller itself in a browser of its own.
 */
export class MailsContext {
  /** The reseller the scenario follows: the one whose settings or language it set. */
  private reseller: string | null = null;
  /** The mail the user logged in opened in "Sent mails". */
  private opened: Mail | null = null;

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

  /** The user logged in opens, in "Sent mails", the newest mail to `login` whose subject reads `subject`. */
  async read(subject: string, login: string): Promise<void> {
    const outbox = this.world.use(MAIL_OUTBOX);
    const page = await outbox.list({ page: 1, size: 100, filter: { recipient: login } });
    const row = page.items.find((m) => subjectPattern(subject).test(m.subject));
    assert.ok(row, `no mail « ${subject} » to ${login}`);
    this.opened = await outbox.get(row.id);
  }

  /**
   * docs/access.md#events-notifications-and-mails: the mail shows its reset link with the token
   * masked, and the reader offers no link to follow (nothing in it opens the account).
   */
  assertLinkMasked(): void {
    assert.ok(this.opened, 'no mail opened');
    const { text, html, recipientId } = this.opened;
    assert.match(text, new RegExp(`/change-password/\\*\\*\\*/${recipientId}\\b`));
    const tokens = this.world.backend.db.collections.resetTokens.all().map((r) => r.token);
    assert.deepEqual(
      tokens.filter((token) => text.includes(token) || html.includes(token)),
      [],
    );
    assert.deepEqual(mailLinks(html), []);
  }

  /** The audit trail, read by the user logged in, says that user read the mail opened. */
  async assertReadRecorded(): Promise<void> {
    assert.ok(this.opened, 'no mail opened');
    const page = await this.world
      .use(AUDIT_REPOSITORY)
      .list({ page: 1, size: 25, filter: { entity: 'mail', entityId: this.opened.id } });
    assert.deepEqual(
      page.items.map((e) => [e.action, e.actor.username]),
      [['read', this.world.currentLogin]],
    );
  }

  /** The reseller's bell shows one notification reading `text` (`…`: any text). */
  async assertNotified(text: string, login = this.followed): Promise<void> {
    const browser = this.world.browser();
    await browser.get(SESSION).login.execute(login, DEMO_PASSWORD);
    const { items } = await browser.get(NOTIFICATION_FEED).latest(20);
    const shown = items.map((n) => {
      const { key, values } = notificationMessage(n);
      return french(key, values) ?? key;
    });
    const pattern = subjectPattern(text);
    assert.equal(
      shown.filter((line) => pattern.test(line)).length,
      1,
      `notifications of ${login}: ${shown.map((line) => `« ${line} »`).join(', ') || 'none'}`,
    );
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
