import type { CancelDecision } from '../../../../src/domain/notifications/notification';
import type { MailTemplate, OrderRef, Recipient } from './mail-texts';
import { greeting, orderLabel, orderNumber, referenceLabel, seeOrder, settingFooter } from './mail-texts';

export interface CancelRequestAnsweredMail {
  readonly recipient: Recipient;
  readonly order: OrderRef;
  readonly decision: CancelDecision;
  readonly link: string;
}

/** An admin approves or refuses a reseller's cancellation request (docs/rules.md#notifications-and-mails). */
export const cancelRequestAnsweredMail: MailTemplate<CancelRequestAnsweredMail> = {
  type: 'cancel_request_answered',
  compose: {
    fr: (d) => ({
      subject: `Votre demande d’annulation de la commande ${orderNumber.fr(d.order.id)} est ${d.decision === 'approved' ? 'acceptée' : 'refusée'}`,
      greeting: greeting.fr(d.recipient.name),
      paragraphs: [
        d.decision === 'approved'
          ? `Nous avons accepté votre demande : la commande ${orderNumber.fr(d.order.id)} est annulée.`
          : `Nous n’avons pas pu accepter votre demande : la commande ${orderNumber.fr(d.order.id)} reprend son cours.`,
      ],
      details: [
        { label: orderLabel.fr, value: orderNumber.fr(d.order.id) },
        { label: referenceLabel.fr, value: d.order.reference },
      ],
      action: { label: seeOrder.fr, url: d.link },
      footer: settingFooter('fr', 'cancel_request_answered'),
    }),
    en: (d) => ({
      subject: `Your cancellation request for order ${orderNumber.en(d.order.id)} was ${d.decision === 'approved' ? 'approved' : 'refused'}`,
      greeting: greeting.en(d.recipient.name),
      paragraphs: [
        d.decision === 'approved'
          ? `We approved your request: the order ${orderNumber.en(d.order.id)} is cancelled.`
          : `We could not approve your request: the order ${orderNumber.en(d.order.id)} goes on.`,
      ],
      details: [
        { label: orderLabel.en, value: orderNumber.en(d.order.id) },
        { label: referenceLabel.en, value: d.order.reference },
      ],
      action: { label: seeOrder.en, url: d.link },
      footer: settingFooter('en', 'cancel_request_answered'),
    }),
    es: (d) => ({
      subject: `Su solicitud de anulación del pedido ${orderNumber.es(d.order.id)} ha sido ${d.decision === 'approved' ? 'aceptada' : 'rechazada'}`,
      greeting: greeting.es(d.recipient.name),
      paragraphs: [
        d.decision === 'approved'
          ? `Hemos aceptado su solicitud: el pedido ${orderNumber.es(d.order.id)} está anulado.`
          : `No hemos podido aceptar su solicitud: el pedido ${orderNumber.es(d.order.id)} sigue su curso.`,
      ],
      details: [
        { label: orderLabel.es, value: orderNumber.es(d.order.id) },
        { label: referenceLabel.es, value: d.order.reference },
      ],
      action: { label: seeOrder.es, url: d.link },
      footer: settingFooter('es', 'cancel_request_answered'),
    }),
  },
};
