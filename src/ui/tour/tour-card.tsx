import { Button, Callout, Classes, H2, Spinner } from '@blueprintjs/core';
import { CrossIcon, MinimizeIcon } from '@blueprintjs/icons';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PreparedSituation } from '../../domain/tour/tour';
import { TOUR_STEPS } from './tour-steps';
import { cardPlacement, pillPlace, type Box, type CardPlacement } from './tour-placement';
import { nextStep, pauseTour, previousStep, tourChanges, writeTourState, type TourState } from './tour-state';
import './tour.css';
import { eachFrame } from '../shared/each-frame';
import { failureText } from '../shared/failure-text';
import { useScreens } from '../app/use-cases';

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

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

/**
 * A dialog is open: the highlight steps aside and the card docks. Asked of the page's dialogs themselves, not
 * of the body's `overlay-open` class: Blueprint's toaster keeps its own overlay stack, and a toast closing
 * while a dialog is open took that class away.
 */
const OPEN_DIALOG = `.${Classes.OVERLAY_OPEN} .${Classes.DIALOG}`;
const dialogOpen = () => document.querySelector(OPEN_DIALOG) !== null;

function subscribeDialogs(onChange: () => void): () => void {
  // Dialogs come in portals under the body, and open or close by their overlay's class.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether a dialog is open, followed as dialogs open and close. */
function useDialogOpen(): boolean {
  return useSyncExternalStore(subscribeDialogs, dialogOpen, () => false);
}

/** The open dialogs' boxes: what the docked tour must leave uncovered, their actions first. */
const dialogBoxes = (): Box[] =>
  [...document.querySelectorAll<HTMLElement>(OPEN_DIALOG)].map((dialog) => dialog.getBoundingClientRect());

/**
 * The step's control once it shows: scrolled into view the first time, then measured before every frame is drawn.
 * `missing` once it has not shown for 5 s.
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
    let last: Box | null = null;
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
      const measured = shown && !dialogOpen() ? element!.getBoundingClientRect() : null;
      const next = measured && {
        top: measured.top,
        left: measured.left,
        width: measured.width,
        height: measured.height,
      };
      if (sameBox(last, next)) return;
      last = next;
      // Rendered at once, so that the card and the highlight move in the frame the control moves in.
      flushSync(() => setBox(next));
    };
    // Anything may move the control: its list loading or shrinking, the page's scroll clamped, a banner above it,
    // a font. The body keeps the screen's height (styles.css), so no observer of sizes sees all of it. Measured
    // before each frame is drawn, as a positioning library's "animation frame" update does; nothing is rendered
    // while the control stays put, and only while the tour's card is on the screen. The render a measure flushes
    // may end this very effect (the step's entry changed meanwhile): `eachFrame` stops then too.
    return eachFrame(measure);
  }, [selector, active]);
  return { box, missing };
}

const pathOf = (route: string) => route.split('?')[0] ?? route;
/**
 * The guided tour card (docs/product.md#demo-links-and-guided-tour): non-modal (the page stays
 * usable, the prospect clicks the highlighted control), one step at a time, which it prepares,
 * opens and highlights.
 */
export function TourCard({ state }: { state: TourState }) {
  const { t } = useTranslation();
  const prepare = useScreens().tour.prepare;
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

  // The card never hides the highlighted control: it takes another corner, or the page scrolls the control clear
  // of it; where neither can (a phone held sideways), it shrinks to its tag, the pill, until asked to open.
  const [place, setPlace] = useState<CardPlacement['place']>('bottom-right');
  /** The card's size when last shown: what it would take again, measured while it is a tag. */
  const cardSize = useRef<{ width: number; height: number } | null>(null);
  // Each step starts as a card, and shrinks again only if its own control asks it to.
  useEffect(() => setPlace('bottom-right'), [key]);
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (card) cardSize.current = { width: card.offsetWidth, height: card.offsetHeight };
    const size = cardSize.current;
    if (!size || !box) return;
    const placement = cardPlacement(box, size, { width: window.innerWidth, height: window.innerHeight });
    if (placement.scroll) {
      // Each scroll moves the control and measures it again; a page that cannot scroll so far gets the tag.
      const before = window.scrollY;
      window.scrollBy({ top: placement.scroll, behavior: 'instant' });
      if (window.scrollY !== before) return;
      setPlace('tag');
      return;
    }
    setPlace(placement.place);
  }, [box]);

  // While a dialog is open, or the card cannot keep clear of its control, the card docks to a pill that leaves
  // both free; it comes back when they allow. The pill opens it on demand, over them.
  const dialogShown = useDialogOpen();
  const docked = dialogShown || place === 'tag';
  const [shownAnyway, setShownAnyway] = useState(false);
  useEffect(() => {
    if (!docked) setShownAnyway(false);
  }, [docked]);
  const pillRef = useRef<HTMLButtonElement>(null);
  const [pillAt, setPillAt] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const pill = pillRef.current;
    if (!docked || shownAnyway || !pill) return;
    const place = () => {
      const dialogs = dialogBoxes();
      // Over a dialog the header is out of reach; else the tag leaves its buttons free, and the step's control.
      const header = dialogs.length ? null : document.querySelector('.app-header')?.getBoundingClientRect();
      setPillAt(
        pillPlace(
          { width: pill.offsetWidth, height: pill.offsetHeight },
          [...dialogs, ...(header ? [header] : []), ...(box ? [box] : [])],
          { width: window.innerWidth, height: window.innerHeight },
        ),
      );
    };
    place();
    // The dialog grows into place (or its content loads): place the pill again as it settles.
    const timer = window.setInterval(place, MEASURE_EVERY_MS);
    window.addEventListener('resize', place);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', place);
    };
    // The control moved (its list loaded, the page scrolled): the pill moves off it before the screen is painted,
    // not at the next tick, when a tap may already have landed on the pill.
  }, [docked, shownAnyway, box]);

  // The card, focused at each step, shrinks to its tag: the focus goes to the tag.
  const tagOnly = docked && !shownAnyway;
  useLayoutEffect(() => {
    if (tagOnly && cardRef.current?.contains(document.activeElement)) pillRef.current?.focus();
  }, [tagOnly]);

  const error = entry?.error;
  const errorText = error ? failureText(error, t) : null;
  const last = state.step === total - 1;

  // Docked, the card stays in the page unseen: measured, so that it comes back when there is room for it.
  const pill = tagOnly ? (
    <button
      ref={pillRef}
      type="button"
      className="tour-pill"
      style={pillAt ? { top: pillAt.top, left: pillAt.left } : { visibility: 'hidden' }}
      aria-expanded={false}
      // Not a click outside the dialog: the dialog stays open under the card.
      onMouseDown={(event) => event.stopPropagation()}
      onClick={() => setShownAnyway(true)}
    >
      {t('tour.label')} · {t('tour.progress', { n: state.step + 1, total })}
    </button>
  ) : null;
  if (tagOnly && dialogShown) return pill;

  const corner = place === 'tag' ? 'bottom-right' : place;
  return (
    <>
      {pill}
      {box && !dialogShown ? (
        <div
          className="tour-spotlight"
          data-testid="tour-spotlight"
          aria-hidden="true"
          style={{ top: box.top - 6, left: box.left - 6, width: box.width + 12, height: box.height + 12 }}
        />
      ) : null}
      <section
        ref={cardRef}
        className={`tour-card${corner.startsWith('top') ? ' tour-card-top' : ''}${corner.endsWith('left') ? ' tour-card-left' : ''}${tagOnly ? ' tour-card-docked' : ''}`}
        aria-hidden={tagOnly || undefined}
        role="dialog"
        aria-modal="false"
        aria-labelledby="tour-card-title"
        aria-describedby="tour-card-text"
        tabIndex={-1}
        // Opened over a dialog: a click in it is not a click outside the dialog.
        onMouseDown={docked ? (event) => event.stopPropagation() : undefined}
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
          {docked ? (
            <Button
              variant="minimal"
              icon={<MinimizeIcon />}
              aria-label={t('tour.dock')}
              onClick={() => setShownAnyway(false)}
            />
          ) : null}
          <Button variant="minimal" icon={<CrossIcon />} aria-label={t('tour.close')} onClick={pause} />
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
