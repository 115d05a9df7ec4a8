import type { Locale } from '../../../src/domain/shared/format';
import { messageTable } from '../shared/messages';

const MESSAGES = {
  notWaiting: {
    fr: 'Cette demande de non-conformité a déjà reçu une réponse.',
    en: 'This non-conformity request has already been answered.',
    es: 'Esta solicitud de no conformidad ya tiene respuesta.',
  },
  unknownSeries: {
    fr: 'Cette série n’appartient pas à la commande.',
    en: 'This series does not belong to the order.',
    es: 'Esta serie no pertenece al pedido.',
  },
  filesMissing: {
    fr: 'Un nouveau fichier manque pour : {series}',
    en: 'A new file is missing for: {series}',
    es: 'Falta un archivo nuevo para: {series}',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** The non-conformity requests' refusals, in the caller's language. */
export const nonConformityMessage = messageTable(MESSAGES);
