import type { Locale } from '../../../src/domain/shared/format';
import type { QuoteExportProperty } from '../../../src/domain/quotes/quote';
import { messageTable } from '../shared/messages';
import { EXPORT_LABELS } from '../orders/orders.messages';

const MESSAGES = {
  notWaitingForFiles: {
    fr: 'Les fichiers de ce devis ne peuvent plus être changés.',
    en: 'This quote’s files can no longer be changed.',
    es: 'Los archivos de este presupuesto ya no se pueden cambiar.',
  },
  notValidatable: {
    fr: 'Ce devis est déjà validé ou expiré.',
    en: 'This quote is already validated or expired.',
    es: 'Este presupuesto ya está validado o caducado.',
  },
  filesMissing: {
    fr: 'Erreur lors de la validation du devis, vérifiez les fichiers (manquants : {series}).',
    en: 'The quote could not be validated, check the files (missing: {series}).',
    es: 'Error al validar el presupuesto, compruebe los archivos (faltan: {series}).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type QuoteMessageKey = keyof typeof MESSAGES;

/** The quote service's refusals, in the caller's language. */
export const quoteMessage = messageTable(MESSAGES);

/** The quote export's header row: the order export's labels where they mean the same. */
export const QUOTE_EXPORT_LABELS: Readonly<Record<QuoteExportProperty, Record<Locale, string>>> = {
  ...EXPORT_LABELS,
  id: { fr: 'N° devis', en: 'Quote no.', es: 'N.º presupuesto' },
  price: { fr: 'Prix (€)', en: 'Price (€)', es: 'Precio (€)' },
  diameter: { fr: 'Diamètre (cm)', en: 'Diameter (cm)', es: 'Diámetro (cm)' },
  orderTracking: { fr: 'Suivi de la commande', en: 'Order tracking', es: 'Seguimiento del pedido' },
  orderCreatedAt: { fr: 'Date de la commande', en: 'Order date', es: 'Fecha del pedido' },
};
