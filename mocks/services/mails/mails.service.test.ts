import { beforeEach, describe, expect, it } from 'vitest';
import { MAIL_ROW_EXAMPLE } from '../../../src/api/mails.api';
import { MAIL_TYPES, type MailType } from '../../../src/domain/mails/mail';
import { MAIL_CONFIG_KEYS } from '../../../src/domain/resellers/reseller';
import type { Locale } from '../../../src/domain/shared/format';
import { MockBackend } from '../../backend';
import { HOSTILE_MARKUP } from '../../db/hostile';
import { mailListRequest } from '../../handlers/list-requests';
import type { CallContext } from '../shared/context';
import { login, refusalOf, userIdOf } from '../shared/service-test-kit';
import { layOut } from './mail-layout';
import { MAIL_TEMPLATES, type MailData } from './templates';

const LOCALES: readonly Locale[] = ['fr', 'en', 'es'];
const RESELLER = 'reseller@demo.local';

/** One example of each mail's data, with hostile text wherever a person typed it. */
const SAMPLE: { readonly [T in MailType]: MailData[T] } = {
  password_reset: {
    recipient: { name: HOSTILE_MARKUP },
    link: 'http://127.0.0.1:5173/change-password/abc/7',
    expiresAt: '2026-11-02T09:00:00.000Z',
  },
  order_confirmation: {
    recipient: { name: 'Jean Dupont' },
    order: { id: 1288, reference: HOSTILE_MARKUP },
    estimatedAt: '2026-11-12T09:00:00.000Z',
    link: 'http://127.0.0.1:5173/order/show/1288',
  },
  order_shipped: {
    recipient: { name: 'Jean Dupont' },
    order: { id: 1288, reference: 'CMD-26-001288' },
    tracking: [
      { carrier: 'Colissimo', reference: '6A123', url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123' },
      { carrier: HOSTILE_MARKUP, reference: 'X"1', url: 'javascript:alert(1)' },
    ],
    link: 'http://127.0.0.1:5173/order/show/1288',
  },
  order_not_conformity: {
    recipient: { name: 'Jean Dupont' },
    order: { id: 1288, reference: 'CMD-26-001288' },
    reason: 'low-resolution',
    comment: `72 dpi ${HOSTILE_MARKUP}`,
    link: 'http://127.0.0.1:5173/order-not-conformity',
  },
  quote_validated: {
    recipient: { name: 'Jean Dupont' },
    quote: { id: 88, reference: 'DEV-000088' },
    order: { id: 1288, reference: 'CMD-26-001288' },
    link: 'http://127.0.0.1:5173/order/show/1288',
  },
  cancel_request_answered: {
    recipient: { name: 'Jean Dupont' },
    order: { id: 1288, reference: 'CMD-26-001288' },
    decision: 'approved',
    link: 'http://127.0.0.1:5173/order/show/1288',
  },
  cancel_answer_withdrawn: {
    recipient: { name: 'Jean Dupont' },
    order: { id: 1288, reference: HOSTILE_MARKUP },
    decision: 'approved',
    link: 'http://127.0.0.1:5173/order/show/1288',
  },
  order_cancelled: {
    recipient: { name: HOSTILE_MARKUP },
    order: { id: 1288, reference: 'CMD-26-001288' },
    setting: 'order_shipped',
    link: 'http://127.0.0.1:5173/order/show/1288',
  },
};

const compose = <T extends MailType>(type: T, locale: Locale) =>
  layOut(MAIL_TEMPLATES[type].compose(locale, SAMPLE[type]), locale);

describe('the mail templates: one per mail, in three languages (docs/api/README.md#mails)', () => {
  const cells = MAIL_TYPES.flatMap((type) => LOCALES.map((locale) => ({ type, locale })));

  it.each(cells)(
    '$type in $locale: a subject, a plain-text part and an HTML part, every word its own',
    ({ type, locale }) => {
      const mail = compose(type, locale);
      expect(mail.subject.length).toBeGreaterThan(10);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      for (const part of [mail.subject, mail.text, mail.html]) {
        // No template key nor missing value leaks: no `mails.x.y`, no braces, no undefined, no null.
        expect(part).not.toMatch(/undefined|null|\{\{|\}\}|\$\{|\bmails?\.[a-z]/i);
      }
      expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}">`));
      // The same words in both parts.
      expect(mail.html).toContain(
        mail.text
          .split('\n')[0]!
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;'),
      );
    },
  );

  it('says each mail differently in each language', () => {
    for (const type of MAIL_TYPES) {
      const subjects = LOCALES.map((locale) => compose(type, locale).subject);
      expect(new Set(subjects).size, type).toBe(3);
    }
  });

  it.each(cells)(
    '$type in $locale: keeps what a person typed as text in the HTML, and links only http(s)',
    ({ type, locale }) => {
      const { html } = compose(type, locale);
      expect(html).not.toContain('<img');
      expect(html).not.toContain('javascript:');
      expect(html).not.toMatch(/onerror=alert\(1\)>/);
      if (JSON.stringify(SAMPLE[type]).includes('onerror'))
        expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    },
  );

  it('writes the shipping mail as the Gherkin reads it, with its tracking links', () => {
    const fr = compose('order_shipped', 'fr');
    expect(fr.subject).toBe('Votre commande n° 1288 a été expédiée');
    expect(fr.html).toContain('<a href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123">6A123</a>');
    expect(fr.text).toContain('Suivi Colissimo : 6A123 (https://www.laposte.fr/outils/suivre-vos-envois?code=6A123)');
    expect(compose('order_shipped', 'en').subject).toBe('Your order no. 1288 has shipped');
    expect(compose('order_shipped', 'es').subject).toBe('Su pedido n.º 1288 ha sido enviado');
    // The contract's example of a mail row is a subject the server writes (docs/api/openapi.json).
    expect(MAIL_ROW_EXAMPLE).toMatchObject({
      type: 'order_shipped',
      language: 'fr',
      entityId: 1288,
      subject: fr.subject,
    });
  });
});

describe('the outbox: GET /admin/mails (docs/api/README.md#mails)', () => {
  let backend: MockBackend;
  let admin: CallContext;

  beforeEach(async () => {
    backend = await MockBackend.seeded();
    admin = await login(backend, 'admin@demo.local');
    const id = userIdOf(backend, RESELLER);
    backend.db.collections.resellers.findFirst((q) => q.where({ id }))!.mailConfig = Object.fromEntries(
      MAIL_CONFIG_KEYS.map((key) => [key, true]),
    );
  });

  const shipOne = async () => {
    const order = backend.db.collections.orders.all().find((o) => o.resellerId === 7 && o.status === 1)!;
    await backend.orders.changeStatus(admin, order.id, { status: 2 });
    await backend.orders.changeStatus(admin, order.id, { status: 3 });
    return order;
  };

  it('writes each mail in its recipient’s language: the back office’s at its latest login', async () => {
    await backend.auth.login({ username: RESELLER, password: 'demo' }, 'es');
    await shipOne();
    await backend.auth.login({ username: RESELLER, password: 'demo' }, 'en');
    await shipOne();
    // A login that names no language (an older client) leaves it as it was.
    await backend.auth.login({ username: RESELLER, password: 'demo' }, 'fr', undefined, false);
    const order = await shipOne();
    const page = backend.mails.list(admin, mailListRequest({ _recipient: 'RESELLER@demo.local' }));
    expect(page.list.map((m) => [m.language, m.subject])).toEqual([
      ['en', `Your order no. ${order.id} has shipped`],
      ['en', expect.stringMatching(/^Your order no\. \d+ has shipped$/)],
      ['es', expect.stringMatching(/^Su pedido n\.º \d+ ha sido enviado$/)],
    ]);
  });

  it('writes a Spanish reseller’s mails in Spanish before it ever logs in (its billing country)', async () => {
    const spanish = backend.db.collections.resellers.all().find((r) => r.billing.country === 'ES')!;
    const account = backend.db.collections.users.findFirst((q) => q.where({ id: spanish.id }))!;
    expect(account.language).toBe('es');
  });

  it('lists newest first, by recipient and type, and gives one mail whole; a bad type is a 400', async () => {
    await shipOne();
    await backend.auth.sendResetLink(userIdOf(backend, 'reseller2@demo.local'), 'en');
    const all = backend.mails.list(admin, mailListRequest({}));
    expect(all.list.map((m) => m.type)).toEqual(['password_reset', 'order_shipped']);
    expect(backend.mails.list(admin, mailListRequest({ _type: 'order_shipped' })).list).toHaveLength(1);
    expect(
      backend.mails.list(admin, mailListRequest({ _recipientId: String(userIdOf(backend, 'reseller2@demo.local')) }))
        .list,
    ).toMatchObject([{ type: 'password_reset', to: 'reseller2@demo.local', language: 'en', entity: 'user' }]);
    const refusal = await refusalOf(() => backend.mails.list(admin, mailListRequest({ _type: 'spam' })));
    expect(refusal.status).toBe(400);
    expect(refusal.body.errors?.[0]?.field).toBe('_type');
    const whole = backend.mails.get(admin, all.list[1]!.id);
    expect(whole.text).toContain('Voir la commande');
    expect(whole.html).toContain('<html lang="fr">');
    expect((await refusalOf(() => backend.mails.get(admin, 999_999))).status).toBe(404);
  });

  it('takes `_recipientId[]` and `_type[]` as the list conventions say: repeated, any of them, a bad one a 400', async () => {
    await shipOne();
    const reseller2 = userIdOf(backend, 'reseller2@demo.local');
    await backend.auth.sendResetLink(reseller2, 'en');
    const types = (query: Record<string, string | string[]>) =>
      backend.mails.list(admin, mailListRequest(query)).list.map((m) => m.type);
    expect(types({ '_type[]': ['order_shipped', 'password_reset'] })).toEqual(['password_reset', 'order_shipped']);
    expect(types({ '_type[]': ['order_shipped'] })).toEqual(['order_shipped']);
    expect(types({ '_recipientId[]': [String(reseller2), '999999'] })).toEqual(['password_reset']);
    const refusal = await refusalOf(() =>
      backend.mails.list(admin, mailListRequest({ '_recipientId[]': ['x'], '_type[]': ['password_reset', 'spam'] })),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.body.errors?.map((e) => e.field).sort()).toEqual(['_recipientId[]', '_type[]']);
  });

  it('keeps a reset link’s token out of the outbox for every reader: only the recipient’s mailbox gets it', async () => {
    const delivered: string[] = [];
    backend.mails.useTransport(async (mail) => void delivered.push(mail.text, mail.html));
    await backend.auth.sendResetLink(userIdOf(backend, 'reseller2@demo.local'), 'fr');
    await backend.mails.settled();
    const token = backend.db.collections.resetTokens.all()[0]!.token;
    expect(delivered.every((part) => part.includes(`/change-password/${token}/`))).toBe(true);
    const [mail] = backend.mails.list(admin, mailListRequest({})).list;
    const reader = await login(backend, 'reader@demo.local');
    for (const who of [admin, reader]) {
      const read = backend.mails.get(who, mail!.id);
      expect(read.text).toContain('/change-password/***/');
      expect(`${read.text}${read.html}`).not.toContain(token);
    }
    // Nor anywhere else the server keeps it for staff: the stored copy itself.
    expect(JSON.stringify(backend.db.collections.mails.all())).not.toContain(token);
    const reseller = await login(backend, RESELLER);
    expect((await refusalOf(() => backend.mails.list(reseller, {}))).status).toBe(403);
  });

  it('records who read which mail in the audit trail', async () => {
    await shipOne();
    const [mail] = backend.mails.list(admin, mailListRequest({})).list;
    const reader = await login(backend, 'reader@demo.local');
    backend.mails.get(reader, mail!.id);
    const entry = backend.db.collections.audit.all().at(-1)!;
    expect(entry).toMatchObject({
      action: 'read',
      entity: 'mail',
      entityId: mail!.id,
      actorUsername: 'reader@demo.local',
      actorRole: 'ROLE_READER',
    });
  });

  it('sends no reset link, and no mail, for an account that cannot log in', async () => {
    await backend.auth.sendResetLink(userIdOf(backend, 'client@demo.local'), 'fr');
    expect(backend.db.collections.mails.all()).toEqual([]);
  });

  it('hands each mail to the mail server when there is one, and says when it failed', async () => {
    const delivered: string[] = [];
    backend.mails.useTransport(async (mail) => {
      if (mail.to === 'reseller2@demo.local') throw new Error('550 mailbox unavailable');
      delivered.push(`${mail.to}: ${mail.subject}`);
    });
    await shipOne();
    await backend.auth.sendResetLink(userIdOf(backend, 'reseller2@demo.local'), 'en');
    await backend.mails.settled();
    expect(delivered).toEqual([expect.stringMatching(/^reseller@demo.local: Votre commande n° \d+ a été expédiée$/)]);
    expect(backend.mails.list(admin, {}).list.map((m) => [m.delivery, m.deliveryError])).toEqual([
      ['failed', '550 mailbox unavailable'],
      ['sent', null],
    ]);
  });
});
