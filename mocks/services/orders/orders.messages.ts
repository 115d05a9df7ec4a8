import type { Locale } from '../../../src/domain/shared/format';
import type { OrderStatusId } from '../../../src/domain/orders/order-status';
import type { OrderExportProperty } from '../../../src/domain/orders/order';
import { messageTable } from '../shared/messages';

/** docs/rules.md#order-statuses: the statuses' names, as GET /admin/status/orders gives them. */
export const STATUS_NAMES: Readonly<Record<OrderStatusId, Record<Locale, string>>> = {
  0: { fr: 'En attente', en: 'Pending', es: 'Pendiente' },
  1: { fr: 'En cours de traitement', en: 'In progress', es: 'En curso' },
  2: { fr: 'En production', en: 'In production', es: 'En producción' },
  3: { fr: 'Expédiée', en: 'Shipped', es: 'Enviado' },
  4: { fr: 'Annulation demandée', en: 'Cancellation requested', es: 'Anulación solicitada' },
  5: { fr: 'Non conforme', en: 'Not conformed', es: 'No conforme' },
  99: { fr: 'Livrée', en: 'Delivered', es: 'Entregado' },
  100: { fr: 'Annulée', en: 'Cancelled', es: 'Anulado' },
};

/** The export file's header row, in the caller's language. */
export const EXPORT_LABELS: Readonly<Record<OrderExportProperty, Record<Locale, string>>> = {
  id: { fr: 'N° commande', en: 'Order no.', es: 'N.º pedido' },
  company: { fr: 'Société', en: 'Company', es: 'Empresa' },
  scenario: { fr: 'Scénario', en: 'Scenario', es: 'Escenario' },
  total: { fr: 'Total (€)', en: 'Total (€)', es: 'Total (€)' },
  weight: { fr: 'Poids (kg)', en: 'Weight (kg)', es: 'Peso (kg)' },
  width: { fr: 'Largeur (cm)', en: 'Width (cm)', es: 'Ancho (cm)' },
  height: { fr: 'Hauteur (cm)', en: 'Height (cm)', es: 'Alto (cm)' },
  status: { fr: 'Statut', en: 'Status', es: 'Estado' },
  createdAt: { fr: 'Date de création', en: 'Created', es: 'Fecha de creación' },
  pdfManufacturingUrl: { fr: 'PDF de fabrication', en: 'Manufacturing PDF', es: 'PDF de fabricación' },
  reference: { fr: 'Référence', en: 'Reference', es: 'Referencia' },
  sellingPrice: { fr: 'Prix de revente (€)', en: 'Resale price (€)', es: 'Precio de reventa (€)' },
  application: { fr: 'Application', en: 'Application', es: 'Aplicación' },
  mandrel: { fr: 'Mandrin (mm)', en: 'Mandrel (mm)', es: 'Mandril (mm)' },
  quantityPerRoll: { fr: 'Quantité par rouleau', en: 'Quantity per roll', es: 'Cantidad por rollo' },
  quantityPerSeries: { fr: 'Quantité par série', en: 'Quantity per series', es: 'Cantidad por serie' },
  files: { fr: 'Fichiers', en: 'Files', es: 'Archivos' },
  customerName: { fr: 'Client final', en: 'End customer', es: 'Cliente final' },
  address: { fr: 'Adresse', en: 'Address', es: 'Dirección' },
  postalCode: { fr: 'Code postal', en: 'Postal code', es: 'Código postal' },
  city: { fr: 'Ville', en: 'City', es: 'Ciudad' },
  countryCode: { fr: 'Pays', en: 'Country', es: 'País' },
};

const MESSAGES = {
  notNextStep: {
    fr: 'Le statut « {from} » ne peut pas passer à « {to} ».',
    en: 'Status “{from}” cannot move to “{to}”.',
    es: 'El estado «{from}» no puede pasar a «{to}».',
  },
  finalStatus: {
    fr: 'La commande est « {from} » : son statut ne change plus.',
    en: 'The order is “{from}”: its status no longer changes.',
    es: 'El pedido está «{from}»: su estado ya no cambia.',
  },
  reservedStatus: {
    fr: '« {to} » est donné par une demande, pas à la main.',
    en: '“{to}” comes from a request, not by hand.',
    es: '«{to}» lo da una solicitud, no se pone a mano.',
  },
  sameStatus: {
    fr: 'La commande est déjà « {to} ».',
    en: 'The order is already “{to}”.',
    es: 'El pedido ya está «{to}».',
  },
  unknownStatus: { fr: 'Statut inconnu.', en: 'Unknown status.', es: 'Estado desconocido.' },
  nonConformityWaiting: {
    fr: 'Une demande de non-conformité attend la réponse du revendeur.',
    en: 'A non-conformity request is waiting for the reseller’s answer.',
    es: 'Una solicitud de no conformidad espera la respuesta del revendedor.',
  },
  cancellationNotAllowed: {
    fr: 'Seule une commande en attente ou en cours de traitement peut être annulée.',
    en: 'Only a pending or in-progress order can be cancelled.',
    es: 'Solo se puede anular un pedido pendiente o en curso.',
  },
  cancellationPending: {
    fr: 'Une demande d’annulation attend déjà une réponse.',
    en: 'A cancellation request is already waiting for an answer.',
    es: 'Ya hay una solicitud de anulación pendiente.',
  },
  notResellerOrder: {
    fr: 'Veuillez choisir une commande passée par un revendeur',
    en: 'Please choose an order made by a reseller',
    es: 'Elija un pedido realizado por un revendedor',
  },
  nonConformityStatus: {
    fr: 'Seule une commande en attente, en cours de traitement ou en production peut être non conforme.',
    en: 'Only a pending, in-progress or in-production order can be flagged as not conforming.',
    es: 'Solo un pedido pendiente, en curso o en producción puede marcarse como no conforme.',
  },
  ftpMissing: {
    fr: 'Aucune URL FTP dans la configuration : les fichiers ne peuvent pas être retirés.',
    en: 'No FTP URL in the configuration: the files cannot be withdrawn.',
    es: 'No hay URL FTP en la configuración: no se pueden retirar los archivos.',
  },
  missingFiles: {
    fr: 'Fichiers manquants pour : {series}',
    en: 'Missing files for: {series}',
    es: 'Faltan archivos para: {series}',
  },
  notCompliant: {
    fr: 'commande non conforme',
    en: 'order not compliant',
    es: 'pedido no conforme',
  },
  noSuchFile: {
    fr: 'Cette commande n’a pas ce fichier.',
    en: 'This order has no such file.',
    es: 'Este pedido no tiene ese archivo.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type OrderMessageKey = keyof typeof MESSAGES;

export const orderMessage = messageTable(MESSAGES);
