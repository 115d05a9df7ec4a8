import type { MailType } from '../../../../src/domain/mails/mail';
import type { MailConfigKey } from '../../../../src/domain/resellers/reseller';
import type { Locale } from '../../../../src/domain/shared/format';
import type { MailContent } from '../mail-layout';

/**
 * One mail's template (docs/api/README.md#mails): what it says, in the language asked for, from the
 * data the server gives it; its words for each of the three languages sit beside it. The layout
 * (mail-layout.ts) writes its text and HTML parts.
 */
export interface MailTemplate<D> {
  readonly type: MailType;
  readonly compose: (locale: Locale, data: D) => MailContent;
}

/** Who a mail is for, as it greets them. */
export interface Recipient {
  /** First and last name, or the login when the account has none. */
  readonly name: string;
}

/** An order as the mails name it: its number (as the lists show it) and internal reference. */
export interface OrderRef {
  readonly id: number;
  readonly reference: string;
}

export const greeting: Readonly<Record<Locale, (name: string) => string>> = {
  fr: (name) => `Bonjour ${name},`,
  en: (name) => `Hello ${name},`,
  es: (name) => `Hola, ${name}:`,
};

export const signature: Readonly<Record<Locale, string>> = {
  fr: 'L’équipe Label Print',
  en: 'The Label Print team',
  es: 'El equipo de Label Print',
};

/** The names of the mail settings, as the reseller's profile shows them. */
const SETTING: Readonly<Record<Locale, Readonly<Record<MailConfigKey, string>>>> = {
  fr: {
    order_confirmation: 'Confirmation de commande',
    order_shipped: 'Commande expédiée',
    order_not_conformity: 'Commande non conforme',
    quote_validated: 'Devis validé',
    cancel_request_answered: 'Réponse à une demande d’annulation',
  },
  en: {
    order_confirmation: 'Order confirmation',
    order_shipped: 'Order shipped',
    order_not_conformity: 'Order not conformed',
    quote_validated: 'Quote validated',
    cancel_request_answered: 'Cancellation request answered',
  },
  es: {
    order_confirmation: 'Confirmación de pedido',
    order_shipped: 'Pedido enviado',
    order_not_conformity: 'Pedido no conforme',
    quote_validated: 'Presupuesto validado',
    cancel_request_answered: 'Respuesta a una solicitud de anulación',
  },
};

/** The footer of a mail a reseller's setting turns on: why it came, and how to stop it. */
function settingFooter(locale: Locale, key: MailConfigKey): string[] {
  const name = SETTING[locale][key];
  const why: Record<Locale, string> = {
    fr: `Vous recevez ce message parce que « ${name} » est coché dans les notifications par e-mail de votre profil.`,
    en: `You receive this message because “${name}” is ticked in the email notifications of your profile.`,
    es: `Recibe este mensaje porque «${name}» está marcado en las notificaciones por correo de su perfil.`,
  };
  return [why[locale], signature[locale]];
}

/** A day in the recipient's language, as a Paris business writes it: "12 novembre 2026". */
export function dayText(locale: Locale, iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date);
}

/** The back office's pages a mail or an export links to (src/ui/app/routes.tsx). */
export const appLinks = {
  order: (appUrl: string, id: number) => `${appUrl}/order/show/${id}`,
  /** The order's page, which opens one of its files for whoever may read it (src/ui/orders/order-detail.page.tsx). */
  orderFile: (appUrl: string, id: number, kind: 'manufacturing' | 'delivery-note' | 'shipping-label') =>
    `${appUrl}/order/show/${id}?file=${kind}`,
  nonConformities: (appUrl: string) => `${appUrl}/order-not-conformity`,
  changePassword: (appUrl: string, token: string, userId: number) =>
    `${appUrl}/change-password/${encodeURIComponent(token)}/${userId}`,
};

export const orderLabel: Readonly<Record<Locale, string>> = { fr: 'Commande', en: 'Order', es: 'Pedido' };
const referenceLabel: Readonly<Record<Locale, string>> = {
  fr: 'Référence interne',
  en: 'Internal reference',
  es: 'Referencia interna',
};
const seeOrder: Readonly<Record<Locale, string>> = {
  fr: 'Voir la commande',
  en: 'See the order',
  es: 'Ver el pedido',
};

/** "n° 1288" as a subject names an order. */
export const orderNumber: Readonly<Record<Locale, (id: number) => string>> = {
  fr: (id) => `n° ${id}`,
  en: (id) => `no. ${id}`,
  es: (id) => `n.º ${id}`,
};

/** The lines naming an order: its number, as the lists show it, and its internal reference. */
export const orderDetails = (locale: Locale, order: OrderRef) => [
  { label: orderLabel[locale], value: orderNumber[locale](order.id) },
  { label: referenceLabel[locale], value: order.reference },
];

/**
 * A reseller's mail about one of its orders, which its `mailConfig` key sends: the greeting, what
 * the template says, a button to the order (or `action`), and the footer naming that key.
 */
export function resellerMail(
  locale: Locale,
  key: MailConfigKey,
  data: { readonly recipient: Recipient; readonly link: string },
  says: Pick<MailContent, 'subject' | 'paragraphs' | 'details'> & { readonly action?: string },
): MailContent {
  return {
    subject: says.subject,
    greeting: greeting[locale](data.recipient.name),
    paragraphs: says.paragraphs,
    details: says.details,
    action: { label: says.action ?? seeOrder[locale], url: data.link },
    footer: settingFooter(locale, key),
  };
}
