import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { dayText, greeting, orderLabel, orderNumber, referenceLabel, seeOrder, settingFooter } from './mail-texts';

export interface OrderConfirmationMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  readonly estimatedAt: string | null;
  readonly link: string;
}

/** An order moves from pending to in progress: the business confirmed it (docs/rules.md#notifications-and-mails). */
export const orderConfirmationMail: MailTemplate<OrderConfirmationMail> = {
  type: 'order_confirmation',
  compose: {
    fr: (d) => ({
      subject: `Votre commande ${orderNumber.fr(d.order.id)} est confirmée`,
      greeting: greeting.fr(d.recipient.name),
      paragraphs: [
        `Nous avons confirmé votre commande ${orderNumber.fr(d.order.id)} : elle est en cours de traitement.`,
      ],
      details: [
        { label: orderLabel.fr, value: orderNumber.fr(d.order.id) },
        { label: referenceLabel.fr, value: d.order.reference },
        ...(d.estimatedAt ? [{ label: 'Expédition prévue', value: dayText('fr', d.estimatedAt) ?? '' }] : []),
      ],
      action: { label: seeOrder.fr, url: d.link },
      footer: settingFooter('fr', 'order_confirmation'),
    }),
    en: (d) => ({
      subject: `Your order ${orderNumber.en(d.order.id)} is confirmed`,
      greeting: greeting.en(d.recipient.name),
      paragraphs: [`We confirmed your order ${orderNumber.en(d.order.id)}: it is in progress.`],
      details: [
        { label: orderLabel.en, value: orderNumber.en(d.order.id) },
        { label: referenceLabel.en, value: d.order.reference },
        ...(d.estimatedAt ? [{ label: 'Expected shipping', value: dayText('en', d.estimatedAt) ?? '' }] : []),
      ],
      action: { label: seeOrder.en, url: d.link },
      footer: settingFooter('en', 'order_confirmation'),
    }),
    es: (d) => ({
      subject: `Su pedido ${orderNumber.es(d.order.id)} está confirmado`,
      greeting: greeting.es(d.recipient.name),
      paragraphs: [`Hemos confirmado su pedido ${orderNumber.es(d.order.id)}: está en curso.`],
      details: [
        { label: orderLabel.es, value: orderNumber.es(d.order.id) },
        { label: referenceLabel.es, value: d.order.reference },
        ...(d.estimatedAt ? [{ label: 'Envío previsto', value: dayText('es', d.estimatedAt) ?? '' }] : []),
      ],
      action: { label: seeOrder.es, url: d.link },
      footer: settingFooter('es', 'order_confirmation'),
    }),
  },
};
