import type { CancelDecision } from '../../../../src/domain/notifications/notification';
import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { orderDetails, orderNumber, resellerMail } from './mail-texts';

export interface CancelAnswerWithdrawnMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  /** The answer withdrawn. */
  readonly decision: CancelDecision;
  readonly link: string;
}

const WORDS: Readonly<
  Record<
    Locale,
    {
      subject: (n: string, approved: boolean) => string;
      approved: (n: string) => string;
      refused: (n: string) => string;
      askAgain: string;
    }
  >
> = {
  fr: {
    subject: (n, approved) =>
      approved
        ? `Commande ${n} : l’annulation est retirée, la commande reprend`
        : `Commande ${n} : notre refus d’annulation est retiré`,
    approved: (n) =>
      `Nous avions accepté votre demande d’annulation de la commande ${n} ; nous revenons sur cette réponse : la commande n’est plus annulée, elle est de nouveau en cours de traitement et sera produite et facturée.`,
    refused: (n) =>
      `Nous avions refusé votre demande d’annulation de la commande ${n} ; nous revenons sur cette réponse. La commande est en cours de traitement.`,
    askAgain: 'Si vous souhaitez toujours l’annuler, faites une nouvelle demande depuis la commande.',
  },
  en: {
    subject: (n, approved) =>
      approved
        ? `Order ${n}: the cancellation is withdrawn, the order goes on`
        : `Order ${n}: our refusal to cancel is withdrawn`,
    approved: (n) =>
      `We had approved your request to cancel order ${n}; we have withdrawn that answer: the order is no longer cancelled, it is in progress again and will be produced and invoiced.`,
    refused: (n) =>
      `We had refused your request to cancel order ${n}; we have withdrawn that answer. The order is in progress.`,
    askAgain: 'If you still want it cancelled, ask again from the order.',
  },
  es: {
    subject: (n, approved) =>
      approved
        ? `Pedido ${n}: la anulación se ha retirado, el pedido sigue adelante`
        : `Pedido ${n}: hemos retirado nuestro rechazo de la anulación`,
    approved: (n) =>
      `Habíamos aceptado su solicitud de anulación del pedido ${n}; hemos retirado esa respuesta: el pedido ya no está anulado, vuelve a estar en curso y se producirá y facturará.`,
    refused: (n) =>
      `Habíamos rechazado su solicitud de anulación del pedido ${n}; hemos retirado esa respuesta. El pedido está en curso.`,
    askAgain: 'Si todavía desea anularlo, vuelva a solicitarlo desde el pedido.',
  },
};

/**
 * An admin cancels the treatment of a cancellation request it had answered: the answer the reseller
 * was told is withdrawn and the order is in progress again (docs/rules.md#reversals).
 */
export const cancelAnswerWithdrawnMail: MailTemplate<CancelAnswerWithdrawnMail> = {
  type: 'cancel_answer_withdrawn',
  compose: (locale, d) => {
    const w = WORDS[locale];
    const number = orderNumber[locale](d.order.id);
    const approved = d.decision === 'approved';
    return resellerMail(locale, 'cancel_request_answered', d, {
      subject: w.subject(number, approved),
      paragraphs: [approved ? w.approved(number) : w.refused(number), w.askAgain],
      details: orderDetails(locale, d.order),
    });
  },
};
