import type { PreparedSituation, TourSituation } from '../../domain/tour/tour';

type TourStepId = 'dashboard' | 'orders' | 'cancel' | 'nonConformity' | 'quote';

/**
 * One step of the guided tour: the screen it opens (once its situation is prepared in the
 * sandbox), and the control it highlights (`data-tour` attributes on the real screens).
 * Texts are `tour.steps.{id}.title|text`.
 */
export interface TourStep {
  readonly id: TourStepId;
  readonly situation?: TourSituation;
  readonly route: (prepared: PreparedSituation | null) => string;
  readonly target: string;
  /** The i18n keys of the buttons its text tells the user to press: the text names each by its label (`$t(…)`). */
  readonly buttons?: readonly string[];
}

const searchFor = (path: string, prepared: PreparedSituation | null) =>
  prepared ? `${path}?search=${encodeURIComponent(prepared.reference)}` : path;

/** The five jobs of a reseller (docs/product.md#demo-links-and-guided-tour), in the order a prospect discovers them. */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'dashboard', route: () => '/', target: '[data-tour="dashboard-period"]' },
  { id: 'orders', route: () => '/order', target: '[data-tour="orders-list-controls"]' },
  {
    id: 'cancel',
    situation: 'order-to-cancel',
    route: (p) => searchFor('/order', p),
    target: '[data-tour="ask-cancellation"]',
    buttons: ['orders.cancel.ask', 'orders.cancel.submit'],
  },
  {
    id: 'nonConformity',
    situation: 'non-conformity',
    route: (p) => searchFor('/order-not-conformity', p),
    // The row's answers, both named by the step's text: 'Imprimer en l’état' and 'Envoyer un nouveau fichier'.
    target: '.row-actions:has([data-tour="non-conformity-answer"])',
    buttons: ['requests.nonConformity.actions.printAsIs', 'requests.nonConformity.actions.sendNewFile'],
  },
  {
    id: 'quote',
    situation: 'quote-ready',
    route: (p) => (p?.quoteId != null ? `/quote/show/${p.quoteId}` : '/quote'),
    target: '[data-tour="validate-quote"]',
    buttons: ['quotes.detail.validate'],
  },
];
