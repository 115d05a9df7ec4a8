import { OverlaysProvider } from '@blueprintjs/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch, Router } from 'wouter';
import type { i18n as I18n } from 'i18next';
import { decideAccess } from '../../domain/session/access';
import { AccessDeniedPage, NotFoundPage } from '../errors/error.pages';
import { ErrorBoundary } from '../shell/error-boundary';
import { FullPageLoader } from '../shell/full-page-loader';
import { NoticeToasts } from '../shell/toaster';
import { changeLanguage, effectiveLanguage, loadScreenTexts } from '../i18n/i18n';
import { ServicesProvider, useSession, type AppServices } from './container-context';
import { useDocumentTitle } from './document-title';
import { lazyComponent } from './lazy-page';
import { ROUTES, type AppRoute } from './routes';

/**
 * The header and sidebar load after login, with the texts of the screens behind it: the login page
 * downloads neither.
 */
const loadShell = () => Promise.all([import('../shell/shell'), loadScreenTexts()]).then(([shell]) => shell);
export const Shell = lazyComponent<{ children: ReactNode }, Awaited<ReturnType<typeof loadShell>>>(loadShell, 'Shell');

function GuardedRoute({ route }: { route: AppRoute }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const user = session.token && session.user ? session.user : null;
  const decision = decideAccess(route.access, user, `${location}${search ? `?${search}` : ''}`);
  const Page = route.page;
  useDocumentTitle(route.titleKey);

  if (decision.kind === 'login')
    return <Redirect to={`/login?redirectFrom=${encodeURIComponent(decision.redirectFrom)}`} replace />;
  if (decision.kind === 'dashboard') return <Redirect to="/" replace />;
  const content = decision.kind === 'denied' ? <AccessDeniedPage /> : <Page />;
  const page = (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<FullPageLoader />}>{content}</Suspense>
    </ErrorBoundary>
  );
  return route.bare || !user ? (
    page
  ) : (
    <Suspense fallback={<FullPageLoader />}>
      <Shell>{page}</Shell>
    </Suspense>
  );
}

function NotFound() {
  useDocumentTitle();
  return <NotFoundPage />;
}

/** Language follows the session: French before login unless chosen, the browser's after. */
function LanguageSync({ i18n }: { i18n: I18n }) {
  const session = useSession();
  const loggedIn = Boolean(session.token && session.user);
  useEffect(() => {
    const wanted = effectiveLanguage(loggedIn);
    if (i18n.language !== wanted) void changeLanguage(i18n, wanted);
  }, [loggedIn, i18n]);
  return null;
}

function Routes() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.name} path={route.path}>
          <GuardedRoute route={route} />
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

export function App({ services, i18n, base }: { services: AppServices; i18n: I18n; base?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <OverlaysProvider>
          <Router base={base}>
            <LanguageSync i18n={i18n} />
            <NoticeToasts />
            <Routes />
          </Router>
        </OverlaysProvider>
      </ServicesProvider>
    </I18nextProvider>
  );
}
