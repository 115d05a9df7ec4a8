/**
 * The guided tour's progress (docs/product.md#demo-links-and-guided-tour), kept under one
 * localStorage key (`bo.tour`) so it resumes after Skip, Esc or a reload. The transitions are pure;
 * the store below persists them.
 */
type TourStatus = 'new' | 'running' | 'paused' | 'done';

export interface TourState {
  readonly status: TourStatus;
  /** The current (or paused) step's index. */
  readonly step: number;
}

const TOUR_STORAGE_KEY = 'bo.tour';
export const NEW_TOUR: TourState = { status: 'new', step: 0 };
const STATUSES: readonly TourStatus[] = ['new', 'running', 'paused', 'done'];

const clampStep = (step: number, total: number) => Math.min(Math.max(0, Math.trunc(step)), Math.max(0, total - 1));

/** The stored state, or a new tour when nothing (or nothing valid) is stored; the step kept within the tour. */
export function parseTourState(raw: string | null, total: number): TourState {
  if (!raw) return NEW_TOUR;
  try {
    const value = JSON.parse(raw) as { status?: unknown; step?: unknown } | null;
    const status = STATUSES.find((s) => s === value?.status);
    if (!status || typeof value?.step !== 'number' || !Number.isFinite(value.step)) return NEW_TOUR;
    return { status, step: clampStep(value.step, total) };
  } catch {
    return NEW_TOUR;
  }
}

export const startTour = (): TourState => ({ status: 'running', step: 0 });
export const resumeTour = (state: TourState): TourState => ({ status: 'running', step: state.step });
/** Skip, close or Esc: the tour waits at the current step. */
export const pauseTour = (state: TourState): TourState => ({ status: 'paused', step: state.step });
/** Next, or Finish on the last step. */
export const nextStep = (state: TourState, total: number): TourState =>
  state.step + 1 < total
    ? { status: 'running', step: state.step + 1 }
    : { status: 'done', step: clampStep(state.step, total) };
export const previousStep = (state: TourState): TourState => ({ status: 'running', step: Math.max(0, state.step - 1) });

/** The tour starts by itself once: a demo reseller's first landing on the dashboard. */
export function shouldAutoStart(
  state: TourState,
  where: { readonly demo: boolean; readonly reseller: boolean; readonly location: string },
): boolean {
  return where.demo && where.reseller && state.status === 'new' && where.location === '/';
}

// ------------------------------------------------------------------ the store (localStorage + listeners)

let cached: { raw: string | null; total: number; state: TourState } | null = null;
let changes = 0;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(TOUR_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored state (the same object while nothing changes, as useSyncExternalStore wants). */
export function readTourState(total: number): TourState {
  const raw = readRaw();
  if (!cached || cached.raw !== raw || cached.total !== total)
    cached = { raw, total, state: parseTourState(raw, total) };
  return cached.state;
}

export function writeTourState(state: TourState): void {
  try {
    localStorage.setItem(TOUR_STORAGE_KEY, JSON.stringify({ status: state.status, step: state.step }));
  } catch {
    // Storage full or blocked: the tour still runs for this page.
  }
  changes += 1;
  for (const listener of listeners) listener();
}

/** How many times the state was written since the page loaded: a step entered anew has a new count. */
export const tourChanges = (): number => changes;

export function subscribeTour(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
