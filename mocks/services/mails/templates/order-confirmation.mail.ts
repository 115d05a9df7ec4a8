import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { dayText, orderDetails, orderNumber, resellerMail } from './mail-texts';

export interface OrderConfirmationMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  readonly estimatedAt: string | null;
  readonly link: string;
}

const WORDS: Readonly<
  Record<Locale, { subject: (n: string) => string; body: (n: string) => string; shipping: string }>
> = {
  fr: {
    subject: (n) => `Votre commande ${n} est confirmée`,
    body: (n) => `Nous avons confirmé votre commande ${n} : elle est en cours de traitement.`,
    shipping: 'Expédition prévue',
  },
  en: {
    subject: (n) => `Your order ${n} is confirmed`,
    body: (n) => `We confirmed your order ${n}: it is in progress.`,
    shipping: 'Expected shipping',
  },
  es: {
    subject: (n) => `Su pedido ${n} está confirmado`,
    body: (n) => `Hemos confirmado su pedido ${n}: está en curso.`,
    shipping: 'Envío previsto',
  },
};

/** An order moves from pending to in progress: the business confirmed it (docs/rules.md#notifications-and-mails). */
export const orderConfirmationMail: MailTemplate<OrderConfirmationMail> = {
  type: 'order_confirmation',
  compose: (locale, d) => {
    const w = WORDS[locale];
    const number = orderNumber[locale](d.order.id);
    const shipping = dayText(locale, d.estimatedAt);
    return resellerMail(locale, 'order_confirmation', d, {
      subject: w.subject(number),
      paragraphs: [w.body(number)],
      details: [...orderDetails(locale, d.order), ...(shipping ? [{ label: w.shipping, value: shipping }] : [])],
    });
  },
};
