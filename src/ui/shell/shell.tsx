import { Alignment, Button, Classes, Menu, MenuDivider, MenuItem, Navbar } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { Popover } from '../shared/app-popover';
import {
  ArrowLeftIcon,
  DesktopIcon,
  LogOutIcon,
  MenuIcon,
  MoonIcon,
  RefreshIcon,
  SearchIcon,
  UserIcon,
} from '@blueprintjs/icons';
import {
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { decideAccess } from '../../domain/session/access';
import { roleOf } from '../../domain/users/role';
import { fullName } from '../../domain/users/user';
import { useServices, useSession, useSessionUseCases } from '../app/container-context';
import { ROUTES } from '../app/routes';
import { ScreensProvider } from '../app/use-cases';
import { WaitingCount } from '../requests/waiting-count';
import { TourLauncher, TourMenuItems } from '../tour/tour-launcher';
import { IdleWarning } from './idle-warning';
import { ConnectionBanner } from './connection-banner';
import { LanguageSelect } from './language-select';
import { useNotify } from '../shared/use-notify';
import { useConfirm, type ConfirmOptions } from '../shared/confirm-dialog';
import { useBackCloses } from '../shared/back-stack';
import { FullPageLoader } from './full-page-loader';
import { usePageArrival } from './page-arrival';
import { useRememberedFrame } from './use-remembered-frame';
import { MENU_ICONS } from './menu-icons';
import { applyDarkMode, chooseDarkMode, darkModeShown, preferredDarkMode, subscribeDarkMode } from './preferences';
import { DataProvider } from './data-provider';
import { useLiveUpdates } from './live-updates';
import { NotificationBell } from './notification-bell';

/** Loaded when first opened: the first screen does not wait for it (scripts/bundle/bundle-layout.ts). */
const MySessionsDialog = lazy(() => import('./my-sessions-dialog').then((m) => ({ default: m.MySessionsDialog })));
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

/** Ctrl+K or ⌘K anywhere opens the command palette (docs/screens.md#command-palette). */
function usePaletteShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

function UserMenu({ onSessions }: { onSessions: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [dialog, confirm] = useConfirm();
  if (!session.user) return null;
  const role = roleOf(session.user);
  return (
    <>
      <Popover placement="bottom-end" content={<UserMenuItems onSessions={onSessions} confirm={confirm} />}>
        <Button
          className="user-menu-button"
          variant="minimal"
          icon={<UserIcon />}
          // `multiline`: a role's name is short, never cut.
          endIcon={
            role ? (
              <Tag minimal multiline className="user-menu-role">
                {t(`roles.${role}`)}
              </Tag>
            ) : undefined
          }
        >
          {/* On a phone the name is read out, not shown: the header keeps one line (docs/screens.md). */}
          <span className="user-menu-name">{fullName(session.user)}</span>
        </Button>
      </Popover>
      {dialog}
    </>
  );
}

/** The user menu's items: rendered only while the menu is open. */
function UserMenuItems({
  onSessions,
  confirm,
}: {
  onSessions: () => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const logout = useSessionUseCases().logout;
  const { notify } = useNotify();
  const [, navigate] = useLocation();
  const dark = useSyncExternalStore(subscribeDarkMode, darkModeShown);
  return (
    <Menu aria-label={t('header.userMenu')}>
      <MenuItem
        icon={<MoonIcon />}
        text={dark ? t('header.lightMode') : t('header.darkMode')}
        onClick={() => void chooseDarkMode(!dark)}
      />
      {services.demo && services.resetDemo ? (
        <MenuItem
          icon={<RefreshIcon />}
          text={t('header.resetDemo')}
          onClick={() => {
            // Every destructive action is confirmed (docs/rules.md#validation): this one loses every change.
            void confirm({
              title: t('header.resetDemoTitle'),
              body: t('header.resetDemoBody'),
              confirmText: t('header.resetDemoConfirm'),
              cancelText: t('header.resetDemoKeep'),
              intent: 'danger',
            }).then((ok) => {
              if (!ok) return;
              void services.resetDemo?.().then(() => {
                void logout.execute();
                notify({ intent: 'success', messageKey: 'header.demoReset' });
                navigate('/login');
              });
            });
          }}
        />
      ) : null}
      <TourMenuItems />
      <MenuDivider />
      <MenuItem icon={<DesktopIcon />} text={t('sessions.menu')} onClick={onSessions} />
      <MenuItem icon={<LogOutIcon />} text={t('header.logout')} onClick={() => navigate('/logout')} />
    </Menu>
  );
}

function BackToAdminButton() {
  const { t } = useTranslation();
  const session = useSession();
  const backToAdmin = useSessionUseCases().backToAdmin;
  const { notifyError } = useNotify();
  if (!session.impersonator) return null;
  return (
    <Button
      intent="warning"
      icon={<ArrowLeftIcon />}
      // Below 800 px the button is its icon, its text read out (docs/screens.md#header-sidebar-and-user-menu).
      text={<span className="header-button-text">{t('header.backToAdmin')}</span>}
      title={t('header.backToAdmin')}
      onClick={() => {
        // Back where connect-as was started from (docs/access.md#connect-as-a-reseller), in a fresh app.
        backToAdmin.execute().then(
          ({ returnTo }) => window.location.assign(`${import.meta.env.BASE_URL}${returnTo.slice(1)}`),
          (error: unknown) => notifyError(error),
        );
      }}
    />
  );
}

/**
 * "Connected as {company}" while an admin works in a reseller's account. On a phone the tag shows the company
 * alone, the whole sentence read out; it shrinks with an ellipsis rather than push the header onto two lines.
 * Blueprint's markup without its `Tag`, which measures itself after every render.
 */
function ConnectedAs({ company }: { company: string }) {
  const { t } = useTranslation();
  const sentence = t('header.connectedAs', { company });
  return (
    <span className={`${Classes.TAG} ${Classes.MINIMAL} ${Classes.INTENT_WARNING} connected-as`} title={sentence}>
      <span className="connected-as-sentence">{sentence}</span>
      <span className="connected-as-company" aria-hidden="true">
        {company}
      </span>
    </span>
  );
}

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [location] = useLocation();
  const entries = ROUTES.filter(
    (route) => route.menu && decideAccess(route.access, session.user, route.path).kind === 'allow',
  );
  const groups = (['main', 'sales', 'catalogue', 'settings'] as const)
    .map((group) => ({ group, routes: entries.filter((route) => route.menu?.group === group) }))
    .filter((g) => g.routes.length > 0);
  return (
    <nav className="app-sidebar" aria-label={t('menu.label')}>
      {groups.map(({ group, routes }) => (
        <div key={group} className="app-sidebar-group">
          {group !== 'main' ? (
            <h2 className="app-sidebar-heading" id={`menu-${group}`}>
              {t(`menu.groups.${group}`)}
            </h2>
          ) : null}
          <ul aria-labelledby={group !== 'main' ? `menu-${group}` : undefined}>
            {routes.map((route) => {
              const active =
                route.path === '/'
                  ? location === '/'
                  : location === route.path || location.startsWith(`${route.path}/`);
              return (
                <li key={route.name}>
                  <Link
                    href={route.path}
                    className={`app-sidebar-link${active ? ' active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {MENU_ICONS[route.name]}
                    <span>{t(route.menu?.labelKey ?? '')}</span>
                    {route.menu?.counter ? <WaitingCount list={route.menu.counter} /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Where the sidebar is a menu over the page, opened by the header's toggle (styles.css). */
const SIDE_MENU_MEDIA_QUERY = '(max-width: 800px)';

/**
 * The side menu over the page (docs/screens.md#header-sidebar-and-user-menu): open, it takes the focus and leaves
 * the page behind out of reach; a tap beside it, Esc or Back closes it, and the focus returns to its toggle. It
 * closes when the screen grows wide enough to show the sidebar beside the page.
 */
function useSideMenu(open: boolean, close: () => void, toggle: RefObject<HTMLButtonElement | null>): void {
  useBackCloses(open, close);
  useEffect(() => {
    if (!open) return;
    const button = toggle.current;
    document.querySelector<HTMLElement>('.app-sidebar a')?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      button?.focus();
    };
    const narrow = window.matchMedia(SIDE_MENU_MEDIA_QUERY);
    const onResize = () => {
      if (!narrow.matches) close();
    };
    window.addEventListener('keydown', onKey);
    narrow.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      narrow.removeEventListener('change', onResize);
      // Closed by a tap beside it or Back: the focus was in the menu, or on the page it left inert.
      const focus = document.activeElement;
      if (!focus || focus === document.body || focus.closest('.app-sidebar')) button?.focus();
    };
  }, [open, close, toggle]);
}

/**
 * Header, sidebar by role, and the page: shown when a user is logged in on a known route, once the
 * screens' use cases are there (loaded with the shell: src/ui/boot.tsx); they are given to all inside.
 */
export function Shell({ children }: { children: ReactNode }) {
  const screens = use(useServices().screens());
  return (
    <ScreensProvider value={screens}>
      <ShellLayout>{children}</ShellLayout>
    </ScreensProvider>
  );
}

function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const [switching, setSwitching] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useSideMenu(menuOpen, closeMenu, menuToggle);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(openPalette);
  const main = useRef<HTMLElement>(null);
  usePageArrival(main, useRememberedFrame(main));
  useLiveUpdates();
  useEffect(() => {
    void applyDarkMode(preferredDarkMode());
  }, []);
  return (
    // The header's bell reads through the account's cache too, as the pages do.
    <DataProvider account={`${session.user?.id ?? ''}:${session.impersonator?.user.id ?? ''}`}>
      <div className={`app-layout${menuOpen ? ' menu-open' : ''}`}>
        <a className="skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        <header className="app-header">
          <Navbar>
            <Navbar.Group align={Alignment.START}>
              <Button
                ref={menuToggle}
                className="app-menu-toggle"
                variant="minimal"
                icon={<MenuIcon />}
                aria-label={t('header.toggleMenu')}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen((open) => !open)}
              />
              <Navbar.Heading>
                <Link href="/" className="app-brand">
                  {t('app.name')}
                </Link>
              </Navbar.Heading>
              {session.impersonator ? (
                <ConnectedAs company={session.user?.company ?? session.user?.username ?? ''} />
              ) : null}
            </Navbar.Group>
            <Navbar.Group align={Alignment.END}>
              <BackToAdminButton />
              <Button
                variant="minimal"
                icon={<SearchIcon />}
                aria-label={t('palette.open')}
                title={t('palette.open')}
                aria-haspopup="dialog"
                onClick={openPalette}
              />
              <NotificationBell />
              <LanguageSelect onSwitching={setSwitching} />
              <UserMenu onSessions={() => setSessionsOpen(true)} />
            </Navbar.Group>
          </Navbar>
        </header>
        <Sidebar onNavigate={closeMenu} />
        {menuOpen ? <div className="app-sidebar-backdrop" aria-hidden="true" onClick={closeMenu} /> : null}
        <main id="main" className="app-main" tabIndex={-1} ref={main} inert={menuOpen}>
          <ConnectionBanner />
          {children}
        </main>
        {switching ? <FullPageLoader label={t('header.switchingLanguage')} /> : null}
        <TourLauncher />
        <IdleWarning />
        {sessionsOpen ? (
          <Suspense fallback={<FullPageLoader />}>
            <MySessionsDialog isOpen onClose={() => setSessionsOpen(false)} />
          </Suspense>
        ) : null}
        {paletteOpen ? (
          <Suspense fallback={<FullPageLoader />}>
            <CommandPalette isOpen onClose={() => setPaletteOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </DataProvider>
  );
}
