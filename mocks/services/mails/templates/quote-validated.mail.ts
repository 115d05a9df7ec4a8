import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { orderLabel, orderNumber, resellerMail } from './mail-texts';

export interface QuoteValidatedMail {
  readonly recipient: Recipient;
  readonly quote: { readonly id: number; readonly reference: string };
  /** The pending order the quote became. */
  readonly order: OrderRef;
  readonly link: string;
}

const WORDS: Readonly<
  Record<Locale, { subject: (q: string, n: string) => string; body: (q: string, n: string) => string; quote: string }>
> = {
  fr: {
    subject: (q, n) => `Votre devis ${q} est validé : commande ${n}`,
    body: (q, n) => `Le devis ${q} est validé. Il devient la commande ${n}, en attente de confirmation.`,
    quote: 'Devis',
  },
  en: {
    subject: (q, n) => `Your quote ${q} is validated: order ${n}`,
    body: (q, n) => `The quote ${q} is validated. It becomes the order ${n}, waiting for confirmation.`,
    quote: 'Quote',
  },
  es: {
    subject: (q, n) => `Su presupuesto ${q} está validado: pedido ${n}`,
    body: (q, n) => `El presupuesto ${q} está validado. Se convierte en el pedido ${n}, pendiente de confirmación.`,
    quote: 'Presupuesto',
  },
};

/** A quote is validated into an order (docs/rules.md#notifications-and-mails). */
export const quoteValidatedMail: MailTemplate<QuoteValidatedMail> = {
  type: 'quote_validated',
  compose: (locale, d) => {
    const w = WORDS[locale];
    const number = orderNumber[locale](d.order.id);
    return resellerMail(locale, 'quote_validated', d, {
      subject: w.subject(d.quote.reference, number),
      paragraphs: [w.body(d.quote.reference, number)],
      details: [
        { label: w.quote, value: d.quote.reference },
        { label: orderLabel[locale], value: `${number} (${d.order.reference})` },
      ],
    });
  },
};
