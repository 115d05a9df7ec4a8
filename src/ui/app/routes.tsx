import type { ComponentType, ReactElement } from 'react';
import { CircleIcon, DashboardIcon, PeopleIcon, ShopIcon } from '@blueprintjs/icons';
import type { RouteAccess } from '../../domain/session/access';
import { lazyPage } from './lazy-page';

export interface MenuEntry {
  readonly labelKey: string;
  readonly icon: ReactElement;
  readonly group: 'main' | 'sales' | 'catalogue' | 'settings';
}

export interface AppRoute {
  readonly name: string;
  readonly path: string;
  readonly access: RouteAccess;
  /** Absent: the screen is declared (and guarded) but not built yet; it says so plainly. */
  readonly page?: ComponentType<Record<string, never>>;
  readonly menu?: MenuEntry;
  /** Shows without the header and sidebar (login, password pages). */
  readonly bare?: boolean;
}

const auth = () => import('../auth/auth.pages');
const users = () => import('../users/users.pages');

type CrudModule = { ListPage: unknown; CreatePage: unknown; EditPage: unknown };

/** The index, create and edit routes of a CRUD screen; without `load` the screen is not built yet. */
function crudRoutes(name: string, path: string, load?: () => Promise<CrudModule>, menu?: MenuEntry): AppRoute[] {
  const page = (which: keyof CrudModule) =>
    load ? lazyPage(load as () => Promise<Record<string, unknown>>, which) : undefined;
  return [
    { name: `${name}-index`, path, access: 'admin', page: page('ListPage'), menu },
    { name: `${name}-create`, path: `${path}/create`, access: 'admin', page: page('CreatePage') },
    { name: `${name}-edit`, path: `${path}/edit/:id`, access: 'admin', page: page('EditPage') },
  ];
}

/** Every route of SPEC 2 with its access rule. Later issues give the remaining ones a page. */
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
    menu: { labelKey: 'menu.dashboard', icon: <DashboardIcon />, group: 'main' },
  },
  {
    name: 'user-index',
    path: '/user',
    access: 'login',
    page: lazyPage(users, 'UserListPage'),
    menu: { labelKey: 'menu.users', icon: <PeopleIcon />, group: 'main' },
  },
  { name: 'user-create', path: '/user/create', access: 'login', page: lazyPage(users, 'UserCreatePage') },
  { name: 'user-show', path: '/user/show/:id', access: 'login', page: lazyPage(users, 'UserDetailPage') },
  { name: 'user-edit', path: '/user/edit/:id', access: 'login', page: lazyPage(users, 'UserEditPage') },

  { name: 'reseller-profile', path: '/reseller/profile', access: 'reseller' },
  { name: 'reseller-marge-price', path: '/reseller/marge-price', access: 'reseller' },
  {
    name: 'reseller-index',
    path: '/reseller',
    access: 'admin',
    menu: { labelKey: 'menu.resellers', icon: <ShopIcon />, group: 'main' },
  },
  { name: 'reseller-create', path: '/reseller/create', access: 'admin' },
  { name: 'reseller-show', path: '/reseller/show/:id', access: 'admin' },
  { name: 'reseller-edit', path: '/reseller/edit/:id', access: 'admin' },

  ...crudRoutes('category', '/category'),
  ...crudRoutes('cat-sc', '/category-scenario'),
  ...crudRoutes('mandrel', '/mandrel', () => import('../catalogue/mandrels.crud'), {
    labelKey: 'menu.mandrels',
    icon: <CircleIcon />,
    group: 'catalogue',
  }),
  ...crudRoutes('orientation', '/orientation'),
  ...crudRoutes('paper', '/paper'),
  ...crudRoutes('dimension', '/dimension'),
  ...crudRoutes('finishing', '/finishing'),
  ...crudRoutes('provide-number-per-rolls', '/provide-number-per-rolls'),
  ...crudRoutes('shape', '/shape'),
  { name: 'scenario-index', path: '/scenario', access: 'admin' },
  { name: 'scenario-show', path: '/scenario/show/:id', access: 'admin' },
  { name: 'scenario-edit', path: '/scenario/edit/:id', access: 'admin' },
  { name: 'countries', path: '/countries', access: 'admin' },
  { name: 'cms-calculator', path: '/cms/calculator', access: 'admin' },
  { name: 'config', path: '/config', access: 'admin' },
  { name: 'translate-export', path: '/translate/export', access: 'superadmin' },

  { name: 'order-index', path: '/order', access: 'login' },
  { name: 'order-show', path: '/order/show/:id', access: 'login' },
  { name: 'order-request-cancel', path: '/order-request-cancel', access: 'login' },
  { name: 'order-not-conformity', path: '/order-not-conformity', access: 'login' },
  { name: 'quote-index', path: '/quote', access: 'login' },
  { name: 'quote-show', path: '/quote/show/:id', access: 'login' },
];
