import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { greeting, orderLabel, orderNumber, seeOrder, settingFooter } from './mail-texts';

export interface QuoteValidatedMail {
  readonly recipient: Recipient;
  readonly quote: { readonly id: number; readonly reference: string };
  /** The pending order the quote became. */
  readonly order: OrderRef;
  readonly link: string;
}

const QUOTE: Readonly<Record<Locale, string>> = { fr: 'Devis', en: 'Quote', es: 'Presupuesto' };

const details = (locale: Locale, d: QuoteValidatedMail) => [
  { label: QUOTE[locale], value: d.quote.reference },
  { label: orderLabel[locale], value: `${orderNumber[locale](d.order.id)} (${d.order.reference})` },
];

/** A quote is validated into an order (docs/rules.md#notifications-and-mails). */
export const quoteValidatedMail: MailTemplate<QuoteValidatedMail> = {
  type: 'quote_validated',
  compose: {
    fr: (d) => ({
      subject: `Votre devis ${d.quote.reference} est validé : commande ${orderNumber.fr(d.order.id)}`,
      greeting: greeting.fr(d.recipient.name),
      paragraphs: [
        `Le devis ${d.quote.reference} est validé. Il devient la commande ${orderNumber.fr(d.order.id)}, en attente de confirmation.`,
      ],
      details: details('fr', d),
      action: { label: seeOrder.fr, url: d.link },
      footer: settingFooter('fr', 'quote_validated'),
    }),
    en: (d) => ({
      subject: `Your quote ${d.quote.reference} is validated: order ${orderNumber.en(d.order.id)}`,
      greeting: greeting.en(d.recipient.name),
      paragraphs: [
        `The quote ${d.quote.reference} is validated. It becomes the order ${orderNumber.en(d.order.id)}, waiting for confirmation.`,
      ],
      details: details('en', d),
      action: { label: seeOrder.en, url: d.link },
      footer: settingFooter('en', 'quote_validated'),
    }),
    es: (d) => ({
      subject: `Su presupuesto ${d.quote.reference} está validado: pedido ${orderNumber.es(d.order.id)}`,
      greeting: greeting.es(d.recipient.name),
      paragraphs: [
        `El presupuesto ${d.quote.reference} está validado. Se convierte en el pedido ${orderNumber.es(d.order.id)}, pendiente de confirmación.`,
      ],
      details: details('es', d),
      action: { label: seeOrder.es, url: d.link },
      footer: settingFooter('es', 'quote_validated'),
    }),
  },
};
