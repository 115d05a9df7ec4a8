import { Button, Callout, Classes, H2, Spinner } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PrepareTourSituation } from '../../application/tour/prepare-tour-situation.use-case';
import { TOUR } from '../../application/tour/tour.tokens';
import type { PreparedSituation } from '../../domain/tour/tour';
import { useInjected } from '../app/container-context';
import { TOUR_STEPS } from './tour-steps';
import { nextStep, pauseTour, previousStep, tourChanges, writeTourState, type TourState } from './tour-state';
import './tour.css';
import { failureText } from '../shared/failure-text';

/** How long a step waits for its control before saying it did not appear. */
const TARGET_TIMEOUT_MS = 5_000;
const MEASURE_EVERY_MS = 150;

/**
 * A step entered: its situation prepared and its screen opened once. The shell (and this card)
 * mount again on each route change, so this lives beside the module, keyed by the state write.
 */
interface Entry {
  readonly key: number;
  phase: 'preparing' | 'ready';
  prepared: PreparedSituation | null;
  error: unknown;
  route: string;
  focused: boolean;
  /**
   * The tour was running when the page loaded (a reload, a link opened): the card follows the user,
   * neither opening the step's screen nor preparing its example until asked.
   */
  resumed: boolean;
}
let entered: Entry | null = null;
/** The mounted card hears when the entry it shows is prepared (it may have mounted again meanwhile). */
const entryListeners = new Set<() => void>();

type Box = Pick<DOMRect, 'top' | 'left' | 'width' | 'height'>;
const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

/** An overlay with a backdrop (a dialog) is open: the highlight steps aside. */
const dialogOpen = () => document.body.classList.contains(Classes.OVERLAY_OPEN);

/**
 * The step's control once it shows: scrolled into view the first time, then measured on
 * scroll, resize and layout changes. `missing` once it has not shown for 5 s.
 */
function useTarget(selector: string, active: boolean): { box: Box | null; missing: boolean } {
  const [box, setBox] = useState<Box | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    setBox(null);
    setMissing(false);
    if (!active) return;
    const started = Date.now();
    let found = false;
    const measure = () => {
      const element = document.querySelector<HTMLElement>(selector);
      const rect = element?.getBoundingClientRect();
      const shown = rect && (rect.width > 0 || rect.height > 0) ? rect : null;
      if (shown && element && !found) {
        found = true;
        setMissing(false);
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
      }
      if (!found && Date.now() - started > TARGET_TIMEOUT_MS) setMissing(true);
      const next = shown && !dialogOpen() ? element!.getBoundingClientRect() : null;
      setBox((previous) =>
        sameBox(previous, next)
          ? previous
          : next && { top: next.top, left: next.left, width: next.width, height: next.height },
      );
    };
    measure();
    const timer = window.setInterval(measure, MEASURE_EVERY_MS);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [selector, active]);
  return { box, missing };
}

const pathOf = (route: string) => route.split('?')[0] ?? route;
const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/**
 * The guided tour card (docs/product.md#demo-links-and-guided-tour): non-modal (the page stays
 * usable, the prospect clicks the highlighted control), one step at a time, which it prepares,
 * opens and highlights.
 */
export function TourCard({ state }: { state: TourState }) {
  const { t } = useTranslation();
  const prepare = useInjected<PrepareTourSituation>(TOUR.prepare);
  const [location, navigate] = useLocation();
  const cardRef = useRef<HTMLElement>(null);
  const total = TOUR_STEPS.length;
  const step = TOUR_STEPS[state.step] ?? TOUR_STEPS[0]!;
  const key = tourChanges();
  const [entry, setEntry] = useState<Entry | null>(() => (entered?.key === key ? { ...entered } : null));

  useEffect(() => {
    const listener = () => setEntry(entered?.key === key ? { ...entered } : null);
    entryListeners.add(listener);
    return () => {
      entryListeners.delete(listener);
    };
  }, [key]);

  useEffect(() => {
    if (entered?.key === key) {
      setEntry({ ...entered });
      return;
    }
    if (entered === null && key === 0) {
      entered = {
        key,
        phase: 'ready',
        prepared: null,
        error: null,
        route: step.route(null),
        focused: false,
        resumed: true,
      };
      setEntry({ ...entered });
      return;
    }
    const current: Entry = {
      key,
      phase: 'preparing',
      prepared: null,
      error: null,
      route: step.route(null),
      focused: false,
      resumed: false,
    };
    entered = current;
    setEntry({ ...current });
    cardRef.current?.focus();
    const situation = step.situation ? prepare.execute(step.situation) : Promise.resolve(null);
    situation
      .then(
        (prepared) => {
          current.prepared = prepared;
          current.route = step.route(prepared);
        },
        (error: unknown) => {
          current.error = error;
        },
      )
      .finally(() => {
        current.phase = 'ready';
        // A later step (or a new run) was entered meanwhile: this one no longer leads.
        if (entered !== current) return;
        navigate(current.route);
        for (const listener of entryListeners) listener();
      });
    // One entry per state write: the key says when a step is entered anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const ready = entry?.phase === 'ready';
  const onStepPage = ready && location === pathOf(entry.route);
  const { box, missing } = useTarget(step.target, Boolean(ready));

  // Focus comes to the card on each step, again once its screen is open (the card may be new by then).
  useEffect(() => {
    if (!ready || !entered || entered.key !== key || entered.focused) return;
    entered.focused = true;
    cardRef.current?.focus();
  }, [ready, key]);

  const go = useCallback((next: TourState) => writeTourState(next), []);
  const pause = useCallback(() => go(pauseTour(state)), [go, state]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !dialogOpen()) pause();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pause]);

  // The card moves to the top when it would hide the highlighted control.
  const [atTop, setAtTop] = useState(false);
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card || !box) return;
    const width = card.offsetWidth;
    const height = card.offsetHeight;
    const bottomPlace = { left: window.innerWidth - 16 - width, top: window.innerHeight - 16 - height, width, height };
    setAtTop(overlaps(bottomPlace, box));
  }, [box]);

  const error = entry?.error;
  const errorText = error ? failureText(error, t) : null;
  const last = state.step === total - 1;

  return (
    <>
      {box ? (
        <div
          className="tour-spotlight"
          data-testid="tour-spotlight"
          aria-hidden="true"
          style={{ top: box.top - 6, left: box.left - 6, width: box.width + 12, height: box.height + 12 }}
        />
      ) : null}
      <section
        ref={cardRef}
        className={`tour-card${atTop ? ' tour-card-top' : ''}`}
        role="dialog"
        aria-modal="false"
        aria-labelledby="tour-card-title"
        aria-describedby="tour-card-text"
        tabIndex={-1}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            pause();
          }
        }}
      >
        <div className="tour-card-header">
          <span className="tour-card-label">{t('tour.label')}</span>
          <span className="tour-card-progress">{t('tour.progress', { n: state.step + 1, total })}</span>
          <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label={t('tour.close')} onClick={pause} />
        </div>
        <H2 id="tour-card-title" className="tour-card-title">
          {t(`tour.steps.${step.id}.title`)}
        </H2>
        <div id="tour-card-text">
          <p>{t(`tour.steps.${step.id}.text`)}</p>
          {entry?.phase === 'preparing' ? (
            <p className="tour-card-note" role="status">
              <Spinner size={14} /> {t('tour.preparing')}
            </p>
          ) : null}
          {errorText ? (
            <Callout intent="warning" compact>
              {t('tour.prepareFailed', { message: errorText })}
            </Callout>
          ) : null}
          {/* Part of the card's description: read out as the card takes the focus on its screen. */}
          {entry?.prepared && !entry.resumed ? (
            <p className="tour-card-note">{t('tour.prepared', { reference: entry.prepared.reference })}</p>
          ) : null}
          {entry?.resumed && (!onStepPage || step.situation) ? (
            <Button
              className="tour-card-open"
              size="small"
              text={step.situation ? t('tour.prepareAndOpen') : t('tour.open')}
              // Entering the step again prepares its example (if it has one) and opens its screen.
              onClick={() => go({ ...state })}
            />
          ) : null}
          {missing && onStepPage && !entry?.resumed ? (
            <p className="tour-card-note" role="status">
              {t('tour.targetMissing')}
            </p>
          ) : null}
        </div>
        <div className="tour-card-actions">
          <Button variant="minimal" text={t('tour.skip')} onClick={pause} />
          <span className="tour-card-spacer" />
          <Button text={t('tour.back')} disabled={state.step === 0} onClick={() => go(previousStep(state))} />
          <Button
            intent="primary"
            text={last ? t('tour.finish') : t('tour.next')}
            onClick={() => go(nextStep(state, total))}
          />
        </div>
      </section>
    </>
  );
}
