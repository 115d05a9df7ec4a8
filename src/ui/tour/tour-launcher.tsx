import { MenuDivider, MenuItem } from '@blueprintjs/core';
import { PlayIcon, RepeatIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { can } from '../../domain/session/can';
import { useServices, useSession } from '../app/container-context';
import { TOUR_STEPS } from './tour-steps';
import {
  readTourState,
  resumeTour,
  shouldAutoStart,
  startTour,
  subscribeTour,
  writeTourState,
  type TourState,
} from './tour-state';

/** The card and its highlight load only while a tour runs: nothing of them on the login page. */
const TourCard = lazy(() => import('./tour-card').then((m) => ({ default: m.TourCard })));

const readState = () => readTourState(TOUR_STEPS.length);

function useTourState(): TourState {
  return useSyncExternalStore(subscribeTour, readState);
}

/**
 * The tour is a demo reseller's (docs/product.md#demo-links-and-guided-tour): never with a real
 * API, never for staff, never for an admin connected as a reseller.
 */
function useTourAudience(): { demo: boolean; reseller: boolean } {
  const { demo } = useServices();
  const { user, impersonator } = useSession();
  return { demo, reseller: can(user, 'run', 'tour') && !impersonator };
}

/** Starts the tour on a demo reseller's first landing on the dashboard, and shows it while it runs. */
export function TourLauncher() {
  const { demo, reseller } = useTourAudience();
  const state = useTourState();
  const [location] = useLocation();
  useEffect(() => {
    if (shouldAutoStart(state, { demo, reseller, location })) writeTourState(startTour());
  }, [demo, reseller, state, location]);
  if (!demo || !reseller || state.status !== 'running') return null;
  return (
    <Suspense fallback={null}>
      <TourCard state={state} />
    </Suspense>
  );
}

/** The user menu's 'Visite guidée' entries: resume where it was paused, or start over. */
export function TourMenuItems() {
  const { t } = useTranslation();
  const { demo, reseller } = useTourAudience();
  const state = useTourState();
  if (!demo || !reseller) return null;
  const total = TOUR_STEPS.length;
  return (
    <>
      <MenuDivider title={t('tour.menu.title')} />
      {state.status === 'paused' ? (
        <MenuItem
          icon={<PlayIcon />}
          text={t('tour.menu.resume', { n: state.step + 1, total })}
          onClick={() => writeTourState(resumeTour(state))}
        />
      ) : null}
      <MenuItem
        icon={<RepeatIcon />}
        text={state.status === 'new' ? t('tour.menu.start') : t('tour.menu.restart')}
        onClick={() => writeTourState(startTour())}
      />
    </>
  );
}
