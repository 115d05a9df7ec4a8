import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { greeting, orderLabel, orderNumber, referenceLabel, settingFooter } from './mail-texts';

export interface OrderNotConformityMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  readonly reason: 'low-resolution' | 'file-not-conforming';
  /** The admin's comment, as typed. */
  readonly comment: string;
  /** The page where the reseller answers. */
  readonly link: string;
}

const REASON: Readonly<Record<Locale, Readonly<Record<OrderNotConformityMail['reason'], string>>>> = {
  fr: { 'low-resolution': 'Résolution trop faible', 'file-not-conforming': 'Fichier non conforme' },
  en: { 'low-resolution': 'Low resolution', 'file-not-conforming': 'File not conforming' },
  es: { 'low-resolution': 'Resolución demasiado baja', 'file-not-conforming': 'Archivo no conforme' },
};

const LABELS: Readonly<Record<Locale, { reason: string; comment: string }>> = {
  fr: { reason: 'Motif', comment: 'Commentaire' },
  en: { reason: 'Reason', comment: 'Comment' },
  es: { reason: 'Motivo', comment: 'Comentario' },
};

const details = (locale: Locale, d: OrderNotConformityMail) => [
  { label: orderLabel[locale], value: orderNumber[locale](d.order.id) },
  { label: referenceLabel[locale], value: d.order.reference },
  { label: LABELS[locale].reason, value: REASON[locale][d.reason] },
  ...(d.comment.trim() ? [{ label: LABELS[locale].comment, value: d.comment }] : []),
];

/** An admin places an order in non-conformity: the reseller must answer (docs/rules.md#notifications-and-mails). */
export const orderNotConformityMail: MailTemplate<OrderNotConformityMail> = {
  type: 'order_not_conformity',
  compose: {
    fr: (d) => ({
      subject: `Votre commande ${orderNumber.fr(d.order.id)} est non conforme : votre réponse est attendue`,
      greeting: greeting.fr(d.recipient.name),
      paragraphs: [
        `Nous ne pouvons pas imprimer votre commande ${orderNumber.fr(d.order.id)} en l’état. Dites-nous si nous l’imprimons tout de même, ou envoyez de nouveaux fichiers : la production attend votre réponse.`,
      ],
      details: details('fr', d),
      action: { label: 'Répondre', url: d.link },
      footer: settingFooter('fr', 'order_not_conformity'),
    }),
    en: (d) => ({
      subject: `Your order ${orderNumber.en(d.order.id)} is not conformed: we need your answer`,
      greeting: greeting.en(d.recipient.name),
      paragraphs: [
        `We cannot print your order ${orderNumber.en(d.order.id)} as it is. Tell us to print it anyway, or send new files: production waits for your answer.`,
      ],
      details: details('en', d),
      action: { label: 'Answer', url: d.link },
      footer: settingFooter('en', 'order_not_conformity'),
    }),
    es: (d) => ({
      subject: `Su pedido ${orderNumber.es(d.order.id)} no es conforme: esperamos su respuesta`,
      greeting: greeting.es(d.recipient.name),
      paragraphs: [
        `No podemos imprimir su pedido ${orderNumber.es(d.order.id)} tal como está. Díganos si lo imprimimos de todos modos o envíe nuevos archivos: la producción espera su respuesta.`,
      ],
      details: details('es', d),
      action: { label: 'Responder', url: d.link },
      footer: settingFooter('es', 'order_not_conformity'),
    }),
  },
};
