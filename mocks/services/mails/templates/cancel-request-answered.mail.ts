import type { CancelDecision } from '../../../../src/domain/notifications/notification';
import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { orderDetails, orderNumber, resellerMail } from './mail-texts';

export interface CancelRequestAnsweredMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
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
    }
  >
> = {
  fr: {
    subject: (n, approved) => `Votre demande d’annulation de la commande ${n} est ${approved ? 'acceptée' : 'refusée'}`,
    approved: (n) => `Nous avons accepté votre demande : la commande ${n} est annulée.`,
    refused: (n) => `Nous n’avons pas pu accepter votre demande : la commande ${n} reprend son cours.`,
  },
  en: {
    subject: (n, approved) => `Your cancellation request for order ${n} was ${approved ? 'approved' : 'refused'}`,
    approved: (n) => `We approved your request: the order ${n} is cancelled.`,
    refused: (n) => `We could not approve your request: the order ${n} goes on.`,
  },
  es: {
    subject: (n, approved) =>
      `Su solicitud de anulación del pedido ${n} ha sido ${approved ? 'aceptada' : 'rechazada'}`,
    approved: (n) => `Hemos aceptado su solicitud: el pedido ${n} está anulado.`,
    refused: (n) => `No hemos podido aceptar su solicitud: el pedido ${n} sigue su curso.`,
  },
};

/** An admin approves or refuses a reseller's cancellation request (docs/rules.md#notifications-and-mails). */
export const cancelRequestAnsweredMail: MailTemplate<CancelRequestAnsweredMail> = {
  type: 'cancel_request_answered',
  compose: (locale, d) => {
    const w = WORDS[locale];
    const number = orderNumber[locale](d.order.id);
    const approved = d.decision === 'approved';
    return resellerMail(locale, 'cancel_request_answered', d, {
      subject: w.subject(number, approved),
      paragraphs: [approved ? w.approved(number) : w.refused(number)],
      details: orderDetails(locale, d.order),
    });
  },
};
