import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { orderDetails, orderNumber, resellerMail } from './mail-texts';

export interface OrderNotConformityMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  readonly reason: 'low-resolution' | 'file-not-conforming';
  /** The admin's comment, as typed. */
  readonly comment: string;
  /** The page where the reseller answers. */
  readonly link: string;
}

const WORDS: Readonly<
  Record<
    Locale,
    {
      subject: (n: string) => string;
      body: (n: string) => string;
      reason: string;
      reasons: Readonly<Record<OrderNotConformityMail['reason'], string>>;
      comment: string;
      action: string;
    }
  >
> = {
  fr: {
    subject: (n) => `Votre commande ${n} est non conforme : votre réponse est attendue`,
    body: (n) =>
      `Nous ne pouvons pas imprimer votre commande ${n} en l’état. Dites-nous si nous l’imprimons tout de même, ou envoyez de nouveaux fichiers : la production attend votre réponse.`,
    reason: 'Motif',
    reasons: { 'low-resolution': 'Résolution trop faible', 'file-not-conforming': 'Fichier non conforme' },
    comment: 'Commentaire',
    action: 'Répondre',
  },
  en: {
    subject: (n) => `Your order ${n} is not conformed: we need your answer`,
    body: (n) =>
      `We cannot print your order ${n} as it is. Tell us to print it anyway, or send new files: production waits for your answer.`,
    reason: 'Reason',
    reasons: { 'low-resolution': 'Low resolution', 'file-not-conforming': 'File not conforming' },
    comment: 'Comment',
    action: 'Answer',
  },
  es: {
    subject: (n) => `Su pedido ${n} no es conforme: esperamos su respuesta`,
    body: (n) =>
      `No podemos imprimir su pedido ${n} tal como está. Díganos si lo imprimimos de todos modos o envíe nuevos archivos: la producción espera su respuesta.`,
    reason: 'Motivo',
    reasons: { 'low-resolution': 'Resolución demasiado baja', 'file-not-conforming': 'Archivo no conforme' },
    comment: 'Comentario',
    action: 'Responder',
  },
};

/** An admin places an order in non-conformity: the reseller must answer (docs/rules.md#notifications-and-mails). */
export const orderNotConformityMail: MailTemplate<OrderNotConformityMail> = {
  type: 'order_not_conformity',
  compose: (locale, d) => {
    const w = WORDS[locale];
    const number = orderNumber[locale](d.order.id);
    return resellerMail(locale, 'order_not_conformity', d, {
      subject: w.subject(number),
      paragraphs: [w.body(number)],
      details: [
        ...orderDetails(locale, d.order),
        { label: w.reason, value: w.reasons[d.reason] },
        ...(d.comment.trim() ? [{ label: w.comment, value: d.comment }] : []),
      ],
      action: w.action,
    });
  },
};
