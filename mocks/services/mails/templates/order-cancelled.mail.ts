import type { MailConfigKey } from '../../../../src/domain/resellers/reseller';
import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { orderDetails, orderNumber, resellerMail } from './mail-texts';

export interface OrderCancelledMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  /** The setting that sends it: the one of the news it undoes (docs/rules.md#reversals). */
  readonly setting: Extract<MailConfigKey, 'order_confirmation' | 'order_shipped'>;
  readonly link: string;
}

const WORDS: Readonly<Record<Locale, { subject: (n: string) => string; body: (n: string) => string }>> = {
  fr: {
    subject: (n) => `Votre commande ${n} est annulée`,
    body: (n) => `Notre équipe a annulé votre commande ${n}. Pour toute question à son sujet, contactez-nous.`,
  },
  en: {
    subject: (n) => `Your order ${n} is cancelled`,
    body: (n) => `Our team cancelled your order ${n}. For any question about it, contact us.`,
  },
  es: {
    subject: (n) => `Su pedido ${n} está anulado`,
    body: (n) => `Nuestro equipo ha anulado su pedido ${n}. Para cualquier pregunta al respecto, contáctenos.`,
  },
};

/** Staff cancel a reseller's order by a status change, not by answering its request (docs/rules.md#reversals). */
export const orderCancelledMail: MailTemplate<OrderCancelledMail> = {
  type: 'order_cancelled',
  compose: (locale, d) => {
    const w = WORDS[locale];
    const number = orderNumber[locale](d.order.id);
    return resellerMail(locale, d.setting, d, {
      subject: w.subject(number),
      paragraphs: [w.body(number)],
      details: orderDetails(locale, d.order),
    });
  },
};
