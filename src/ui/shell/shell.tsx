import { Alignment, Button, Menu, MenuDivider, MenuItem, Navbar, PopoverNext, Tag } from '@blueprintjs/core';
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
import { lazy, Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { decideAccess } from '../../domain/session/access';
import { roleOf } from '../../domain/users/role';
import { fullName } from '../../domain/users/user';
import { useServices, useSession, useSessionUseCases } from '../app/container-context';
import { routesOf } from '../app/routes';
import { ScreensProvider } from '../app/use-cases';
import { WaitingCount } from '../requests/waiting-count';
import { TourLauncher, TourMenuItems } from '../tour/tour-launcher';
import { IdleWarning } from './idle-warning';
import { LanguageSelect } from './language-select';
import { useNotify } from '../shared/use-notify';
import { useConfirm } from '../shared/confirm-dialog';
import { FullPageLoader } from './full-page-loader';
import { usePageArrival } from './page-arrival';
import { MENU_ICONS } from './menu-icons';
import { applyDarkMode, storedDarkMode } from './preferences';
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
  const services = useServices();
  const logout = useSessionUseCases().logout;
  const { notify } = useNotify();
  const [, navigate] = useLocation();
  const [dark, setDark] = useState(storedDarkMode);
  const [dialog, confirm] = useConfirm();
  if (!session.user) return null;
  const role = roleOf(session.user);
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu aria-label={t('header.userMenu')}>
            <MenuItem
              icon={<MoonIcon />}
              text={dark ? t('header.lightMode') : t('header.darkMode')}
              onClick={() => {
                void applyDarkMode(!dark);
                setDark(!dark);
              }}
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
        }
      >
        <Button
          variant="minimal"
          icon={<UserIcon />}
          // `multiline`: a role's name is short, and an ellipsised Tag measures itself after each
          // render (a forced layout in the middle of the first screen's commit).
          endIcon={
            role ? (
              <Tag minimal multiline>
                {t(`roles.${role}`)}
              </Tag>
            ) : undefined
          }
        >
          {/* On a phone the name is read out, not shown: the header keeps one line (docs/screens.md). */}
          <span className="user-menu-name">{fullName(session.user)}</span>
        </Button>
      </PopoverNext>
      {dialog}
    </>
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
      text={t('header.backToAdmin')}
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

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [location] = useLocation();
  const { demo } = useServices();
  const entries = routesOf(demo).filter(
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
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(openPalette);
  const main = useRef<HTMLElement>(null);
  usePageArrival(main);
  useLiveUpdates();
  useEffect(() => {
    void applyDarkMode(storedDarkMode());
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
                <Tag intent="warning" minimal>
                  {t('header.connectedAs', { company: session.user?.company ?? session.user?.username ?? '' })}
                </Tag>
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
        <Sidebar onNavigate={() => setMenuOpen(false)} />
        <main id="main" className="app-main" tabIndex={-1} ref={main}>
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
