import type { ComponentType } from 'react';
import type { CountedRequests } from '../../domain/requests/waiting-counts';
import type { RouteAccess } from '../../domain/session/access';
import { lazyPage } from './lazy-page';

/** A sidebar entry. Its icon lives in src/ui/shell/menu-icons.tsx, keyed by the route's name, so the
 * icons load with the shell after login rather than with the login page. */
interface MenuEntry {
  readonly labelKey: string;
  readonly group: 'main' | 'sales' | 'catalogue' | 'settings';
  /** A count beside the entry: the list's requests waiting for an answer (docs/product.md#what-the-sidebar-counts). */
  readonly counter?: CountedRequests;
}

export interface AppRoute {
  readonly name: string;
  readonly path: string;
  readonly access: RouteAccess;
  readonly page: ComponentType<Record<string, never>>;
  readonly menu?: MenuEntry;
  /** Shows without the header and sidebar (login, password pages). */
  readonly bare?: boolean;
  /** The page's name in the document's title where its heading does not name it (src/ui/app/document-title.ts). */
  readonly titleKey?: string;
}

const auth = () => import('../auth/auth.pages');
const orders = () => import('../orders/order-list.page');
const order = () => import('../orders/order-detail.page');
const userList = () => import('../users/user-list.page');
const userDetail = () => import('../users/user-detail.page');
const userForm = () => import('../users/user-form.page');
const resellerList = () => import('../resellers/reseller-list.page');
const resellerForm = () => import('../resellers/reseller-form.page');
const scenarios = () => import('../catalogue/scenarios.crud');

type CrudModule = { ListPage: unknown; CreatePage: unknown; EditPage: unknown };

/** The index, create and edit routes of a CRUD screen. */
function crudRoutes(name: string, path: string, load: () => Promise<CrudModule>, menu?: MenuEntry): AppRoute[] {
  const page = (which: keyof CrudModule) => lazyPage(load as () => Promise<Record<string, unknown>>, which);
  return [
    { name: `${name}-index`, path, access: 'admin', page: page('ListPage'), menu },
    { name: `${name}-create`, path: `${path}/create`, access: 'admin', page: page('CreatePage') },
    { name: `${name}-edit`, path: `${path}/edit/:id`, access: 'admin', page: page('EditPage') },
  ];
}

/** Every route of docs/screens.md#routes with its access rule. */
export const ROUTES: readonly AppRoute[] = [
  { name: 'login', path: '/login', access: 'guest', bare: true, page: lazyPage(auth, 'LoginPage') },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    access: 'public',
    bare: true,
    page: lazyPage(auth, 'ForgotPasswordPage'),
  },
  {
    name: 'change-password',
    path: '/change-password/:token/:id',
    access: 'public',
    bare: true,
    page: lazyPage(auth, 'ChangePasswordPage'),
  },
  { name: 'logout', path: '/logout', access: 'public', bare: true, page: lazyPage(auth, 'LogoutPage') },
  {
    name: 'dashboard-index',
    path: '/',
    access: 'login',
    page: lazyPage(() => import('../dashboard/dashboard.page'), 'DashboardPage'),
    menu: { labelKey: 'menu.dashboard', group: 'main' },
    // Its heading greets the user ("Bonjour Jean").
    titleKey: 'menu.dashboard',
  },
  {
    name: 'user-index',
    path: '/user',
    access: 'login',
    page: lazyPage(userList, 'UserListPage'),
    menu: { labelKey: 'menu.users', group: 'main' },
  },
  { name: 'user-create', path: '/user/create', access: 'login', page: lazyPage(userForm, 'UserCreatePage') },
  { name: 'user-show', path: '/user/show/:id', access: 'login', page: lazyPage(userDetail, 'UserDetailPage') },
  { name: 'user-edit', path: '/user/edit/:id', access: 'login', page: lazyPage(userForm, 'UserEditPage') },

  {
    name: 'reseller-profile',
    path: '/reseller/profile',
    access: 'reseller',
    page: lazyPage(resellerForm, 'ResellerProfilePage'),
    menu: { labelKey: 'resellers.menu.profile', group: 'main' },
  },
  {
    name: 'reseller-marge-price',
    path: '/reseller/marge-price',
    access: 'reseller',
    page: lazyPage(() => import('../margin-prices/margin-prices.page'), 'MarginPricesPage'),
    menu: { labelKey: 'resellers.menu.marginPrices', group: 'main' },
  },
  {
    name: 'reseller-index',
    path: '/reseller',
    access: 'admin',
    page: lazyPage(resellerList, 'ResellerListPage'),
    menu: { labelKey: 'menu.resellers', group: 'main' },
  },
  {
    name: 'reseller-create',
    path: '/reseller/create',
    access: 'admin',
    page: lazyPage(resellerForm, 'ResellerCreatePage'),
  },
  {
    name: 'reseller-show',
    path: '/reseller/show/:id',
    access: 'admin',
    page: lazyPage(() => import('../resellers/reseller-detail.page'), 'ResellerDetailPage'),
  },
  {
    name: 'reseller-edit',
    path: '/reseller/edit/:id',
    access: 'admin',
    page: lazyPage(resellerForm, 'ResellerEditPage'),
  },

  ...crudRoutes('category', '/category', () => import('../catalogue/categories.crud'), {
    labelKey: 'menu.categories',
    group: 'catalogue',
  }),
  ...crudRoutes('cat-sc', '/category-scenario', () => import('../catalogue/category-scenarios.crud'), {
    labelKey: 'menu.categoryScenarios',
    group: 'catalogue',
  }),
  ...crudRoutes('mandrel', '/mandrel', () => import('../catalogue/mandrels.crud'), {
    labelKey: 'menu.mandrels',
    group: 'catalogue',
  }),
  ...crudRoutes('orientation', '/orientation', () => import('../catalogue/orientations.crud'), {
    labelKey: 'menu.orientations',
    group: 'catalogue',
  }),
  ...crudRoutes('paper', '/paper', () => import('../catalogue/papers.crud'), {
    labelKey: 'menu.papers',
    group: 'catalogue',
  }),
  ...crudRoutes('dimension', '/dimension', () => import('../catalogue/dimensions.crud'), {
    labelKey: 'menu.dimensions',
    group: 'catalogue',
  }),
  ...crudRoutes('finishing', '/finishing', () => import('../catalogue/finishes.crud'), {
    labelKey: 'menu.finishes',
    group: 'catalogue',
  }),
  ...crudRoutes(
    'provide-number-per-rolls',
    '/provide-number-per-rolls',
    () => import('../catalogue/quantities-per-roll.crud'),
    {
      labelKey: 'menu.quantitiesPerRoll',
      group: 'catalogue',
    },
  ),
  ...crudRoutes('shape', '/shape', () => import('../catalogue/shapes.crud'), {
    labelKey: 'menu.shapes',
    group: 'catalogue',
  }),
  {
    name: 'scenario-index',
    path: '/scenario',
    access: 'admin',
    page: lazyPage(scenarios, 'ListPage'),
    menu: { labelKey: 'menu.scenarios', group: 'catalogue' },
  },
  { name: 'scenario-show', path: '/scenario/show/:id', access: 'admin', page: lazyPage(scenarios, 'ShowPage') },
  { name: 'scenario-edit', path: '/scenario/edit/:id', access: 'admin', page: lazyPage(scenarios, 'EditPage') },
  {
    name: 'countries',
    path: '/countries',
    access: 'admin',
    page: lazyPage(() => import('../countries/delivery-countries.page'), 'DeliveryCountriesPage'),
    menu: { labelKey: 'resellers.menu.countries', group: 'settings' },
  },
  {
    name: 'cms-calculator',
    path: '/cms/calculator',
    access: 'admin',
    page: lazyPage(() => import('../settings/tooltips.page'), 'TooltipsPage'),
    menu: { labelKey: 'menu.tooltips', group: 'settings' },
  },
  {
    name: 'config',
    path: '/config',
    access: 'admin',
    page: lazyPage(() => import('../settings/environment-config.page'), 'EnvironmentConfigPage'),
    menu: { labelKey: 'menu.config', group: 'settings' },
  },
  {
    name: 'translate-export',
    path: '/translate/export',
    access: 'superadmin',
    page: lazyPage(() => import('../settings/translation-export.page'), 'TranslationExportPage'),
    menu: { labelKey: 'menu.translations', group: 'settings' },
  },
  {
    name: 'audit',
    path: '/audit',
    access: 'admin',
    page: lazyPage(() => import('../audit/audit-list.page'), 'AuditListPage'),
    menu: { labelKey: 'menu.audit', group: 'settings' },
  },
  {
    name: 'mails',
    path: '/mails',
    access: 'admin',
    page: lazyPage(() => import('../mails/mail-list.page'), 'MailListPage'),
    menu: { labelKey: 'menu.mails', group: 'settings' },
  },

  {
    name: 'order-index',
    path: '/order',
    access: 'login',
    page: lazyPage(orders, 'OrderListPage'),
    menu: { labelKey: 'menu.orders', group: 'sales' },
  },
  { name: 'order-show', path: '/order/show/:id', access: 'login', page: lazyPage(order, 'OrderDetailPage') },
  {
    name: 'order-request-cancel',
    path: '/order-request-cancel',
    access: 'login',
    page: lazyPage(() => import('../cancellations/cancel-request-list.page'), 'CancelRequestListPage'),
    menu: { labelKey: 'menu.cancelRequests', group: 'sales', counter: 'cancel-requests' },
  },
  {
    name: 'order-not-conformity',
    path: '/order-not-conformity',
    access: 'login',
    page: lazyPage(() => import('../non-conformities/non-conformity-list.page'), 'NonConformityListPage'),
    menu: { labelKey: 'menu.nonConformities', group: 'sales', counter: 'non-conformities' },
  },
  {
    name: 'quote-index',
    path: '/quote',
    access: 'login',
    page: lazyPage(() => import('../quotes/quote-list.page'), 'QuoteListPage'),
    menu: { labelKey: 'menu.quotes', group: 'sales' },
  },
  {
    name: 'quote-show',
    path: '/quote/show/:id',
    access: 'login',
    page: lazyPage(() => import('../quotes/quote-detail.page'), 'QuoteDetailPage'),
  },
];
