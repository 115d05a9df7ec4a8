import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { orderDetails, orderNumber, resellerMail } from './mail-texts';

export interface OrderShippedMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  /** The parcels, as the carrier's system gave them. */
  readonly tracking: readonly { readonly carrier: string; readonly reference: string; readonly url: string | null }[];
  readonly link: string;
}

const WORDS: Readonly<
  Record<Locale, { subject: (n: string) => string; body: (n: string) => string; follow: string; tracking: string }>
> = {
  fr: {
    subject: (n) => `Votre commande ${n} a été expédiée`,
    body: (n) => `Votre commande ${n} a quitté notre atelier.`,
    follow: 'Vous pouvez suivre le colis avec le transporteur :',
    tracking: 'Suivi',
  },
  en: {
    subject: (n) => `Your order ${n} has shipped`,
    body: (n) => `Your order ${n} has left our workshop.`,
    follow: 'You can follow the parcel with the carrier:',
    tracking: 'Tracking',
  },
  es: {
    subject: (n) => `Su pedido ${n} ha sido enviado`,
    body: (n) => `Su pedido ${n} ha salido de nuestro taller.`,
    follow: 'Puede seguir el paquete con el transportista:',
    tracking: 'Seguimiento',
  },
};

/** An order moves to shipped (docs/rules.md#notifications-and-mails). */
export const orderShippedMail: MailTemplate<OrderShippedMail> = {
  type: 'order_shipped',
  compose: (locale, d) => {
    const w = WORDS[locale];
    const number = orderNumber[locale](d.order.id);
    return resellerMail(locale, 'order_shipped', d, {
      subject: w.subject(number),
      paragraphs: [w.body(number), ...(d.tracking.length ? [w.follow] : [])],
      details: [
        ...orderDetails(locale, d.order),
        ...d.tracking.map((t) => ({ label: `${w.tracking} ${t.carrier}`, value: t.reference, url: t.url })),
      ],
    });
  },
};
