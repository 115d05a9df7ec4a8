import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { greeting, orderLabel, orderNumber, referenceLabel, seeOrder, settingFooter } from './mail-texts';

export interface OrderShippedMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  /** The parcels, as the carrier's system gave them. */
  readonly tracking: readonly { readonly carrier: string; readonly reference: string; readonly url: string | null }[];
  readonly link: string;
}

const TRACKING: Readonly<Record<Locale, string>> = { fr: 'Suivi', en: 'Tracking', es: 'Seguimiento' };

const parcels = (locale: Locale, d: OrderShippedMail) =>
  d.tracking.map((t) => ({ label: `${TRACKING[locale]} ${t.carrier}`, value: t.reference, url: t.url }));

/** An order moves to shipped (docs/rules.md#notifications-and-mails). */
export const orderShippedMail: MailTemplate<OrderShippedMail> = {
  type: 'order_shipped',
  compose: {
    fr: (d) => ({
      subject: `Votre commande ${orderNumber.fr(d.order.id)} a été expédiée`,
      greeting: greeting.fr(d.recipient.name),
      paragraphs: [
        `Votre commande ${orderNumber.fr(d.order.id)} a quitté notre atelier.`,
        ...(d.tracking.length ? ['Vous pouvez suivre le colis avec le transporteur :'] : []),
      ],
      details: [
        { label: orderLabel.fr, value: orderNumber.fr(d.order.id) },
        { label: referenceLabel.fr, value: d.order.reference },
        ...parcels('fr', d),
      ],
      action: { label: seeOrder.fr, url: d.link },
      footer: settingFooter('fr', 'order_shipped'),
    }),
    en: (d) => ({
      subject: `Your order ${orderNumber.en(d.order.id)} has shipped`,
      greeting: greeting.en(d.recipient.name),
      paragraphs: [
        `Your order ${orderNumber.en(d.order.id)} has left our workshop.`,
        ...(d.tracking.length ? ['You can follow the parcel with the carrier:'] : []),
      ],
      details: [
        { label: orderLabel.en, value: orderNumber.en(d.order.id) },
        { label: referenceLabel.en, value: d.order.reference },
        ...parcels('en', d),
      ],
      action: { label: seeOrder.en, url: d.link },
      footer: settingFooter('en', 'order_shipped'),
    }),
    es: (d) => ({
      subject: `Su pedido ${orderNumber.es(d.order.id)} ha sido enviado`,
      greeting: greeting.es(d.recipient.name),
      paragraphs: [
        `Su pedido ${orderNumber.es(d.order.id)} ha salido de nuestro taller.`,
        ...(d.tracking.length ? ['Puede seguir el paquete con el transportista:'] : []),
      ],
      details: [
        { label: orderLabel.es, value: orderNumber.es(d.order.id) },
        { label: referenceLabel.es, value: d.order.reference },
        ...parcels('es', d),
      ],
      action: { label: seeOrder.es, url: d.link },
      footer: settingFooter('es', 'order_shipped'),
    }),
  },
};
