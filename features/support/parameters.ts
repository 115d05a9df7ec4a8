import { defineParameterType } from '@cucumber/cucumber';
import type { CountedRequests } from '../../src/domain/requests/waiting-counts';
import type { Role } from '../../src/domain/users/role';
import { codeShownAs, labelsUnder } from './i18n';
import { REFUSALS, type Refusal } from './world';

const ROLE_NAMES: Record<string, Role> = {
  admin: 'ROLE_ADMIN',
  reseller: 'ROLE_RESELLER',
  reader: 'ROLE_READER',
  'quote user': 'ROLE_RESELLER_FRONT',
};

/** A role as people say it: admin, reseller, reader, quote user. */
defineParameterType({
  name: 'role',
  regexp: /admin|reseller|reader|quote user/,
  transformer: (name: string): Role => ROLE_NAMES[name] as Role,
});

/** Why something was refused: invalid, unauthorized, forbidden, not found. */
defineParameterType({
  name: 'refusal',
  regexp: new RegExp(Object.keys(REFUSALS).join('|')),
  transformer: (name: string): Refusal => name as Refusal,
});

/** A sidebar count as people say it (docs/product.md#what-the-sidebar-counts): "waiting non-conformities", "pending cancellation requests". */
defineParameterType({
  name: 'countedRequests',
  regexp: /waiting non-conformities|pending cancellation requests/,
  transformer: (name: string): CountedRequests =>
    name === 'waiting non-conformities' ? 'non-conformities' : 'cancel-requests',
});

/** A mail by its subject, as its recipient reads it: « Votre commande … a été expédiée » (`…`: any text). */
defineParameterType({
  name: 'mail',
  regexp: /« [^»]+ »/,
  transformer: (quoted: string): string => quoted.slice(2, -2),
});

/**
 * A status or a choice as the French UI shows it, quoted ("Prêt"), given to the step as its code
 * (`ready`): scenarios speak the app's texts (docs/qa.md#the-language-of-steps). Any quoted text
 * matches, so a word the app does not show ("Validée" for a quote) fails the step with the words it
 * does show, rather than reading as an undefined step whose snippet invites a second definition.
 */
function definedAsShown(name: string, prefix: string): void {
  if (!labelsUnder(prefix).length) throw new Error(`no French labels under ${prefix}`);
  defineParameterType({
    name,
    regexp: /"([^"]*)"/,
    transformer: (label: string): string => codeShownAs(prefix, label),
  });
}

/** A quote's status: "En attente des fichiers", "Prêt", "Validé", "Expiré". */
definedAsShown('quoteStatus', 'quotes.status');
/** A cancellation request's state: "En attente", "Approuvée", "Refusée", "Traitement annulé". */
definedAsShown('cancelRequestStatus', 'requests.cancel.statuses');
/** A reseller's answer to a non-conformity: "Imprimer en l’état", "Nouveau fichier envoyé". */
definedAsShown('nonConformityAnswer', 'orders.nonConformity.answers');
/** A reseller's payment mode: "Aucun", "Carte bancaire", "Espèces". */
definedAsShown('paymentMode', 'resellers.paymentModes');
/** An e-mail a reseller may get: "Confirmation de commande", "Commande expédiée", … */
definedAsShown('resellerMail', 'resellers.mail');

/** What an uploaded file holds: "a PDF" or "plain text" (whatever its name says). */
defineParameterType({
  name: 'pdfOrText',
  regexp: /a PDF|plain text/,
  transformer: (content: string): 'a PDF' | 'plain text' => content as 'a PDF' | 'plain text',
});
