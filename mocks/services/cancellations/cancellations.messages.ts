import type { Locale } from '../../../src/domain/shared/format';
import { messageTable } from '../shared/messages';

const MESSAGES = {
  notPending: {
    fr: 'Cette demande d’annulation a déjà reçu une réponse.',
    en: 'This cancellation request has already been answered.',
    es: 'Esta solicitud de anulación ya tiene respuesta.',
  },
  notAnswered: {
    fr: 'Seule une demande approuvée ou refusée peut voir son traitement annulé.',
    en: 'Only an approved or refused request can have its treatment cancelled.',
    es: 'Solo se puede anular el tratamiento de una solicitud aprobada o rechazada.',
  },
  orderMovedOn: {
    fr: 'La commande a changé de statut depuis la réponse : son traitement ne peut plus être annulé.',
    en: 'The order has changed status since the answer: its treatment can no longer be cancelled.',
    es: 'El pedido ha cambiado de estado desde la respuesta: ya no se puede anular su tratamiento.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type CancellationMessageKey = keyof typeof MESSAGES;

/** The cancellation requests' refusals, in the caller's language. */
export const cancellationMessage = messageTable(MESSAGES);
