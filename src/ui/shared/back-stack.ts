import { useEffect, useRef } from 'react';

/**
 * Back closes what is open (docs/screens.md#on-a-phone): a phone's Back (Android's gesture, the browser's
 * button) closes the open sheet, menu or panel before it leaves the page, and a form's "close the form?"
 * question still comes first.
 *
 * Each open layer (a dialog, a popover, the filters panel, the side menu, a form with unsaved changes) adds
 * an entry of the same address to the tab's history, marked with its id. Back takes that entry away: the layer
 * hears it and closes as its own × would (which may ask first). Its entry comes back at once, so a layer that
 * stays open (the user kept the form) is closed by the next Back again; a layer that closes by other means
 * (×, Esc, its action) takes its entry away itself, so the next Back leaves the page as before. A layer that
 * ends while another address was opened above it leaves its entry where it is: going back there shows that
 * address, closed.
 */

/** What the stack needs of the browser: the tab's history and its `popstate` event. */
export interface HistoryPort {
  readonly state: unknown;
  pushState(state: unknown, unused: string): void;
  go(delta: number): void;
  listen(onPop: () => void): void;
}

export interface BackLayer {
  /** Takes the layer off: its entry goes too, when it is still the history's current one. */
  release(): void;
  /** Takes the layer off and goes back one entry more: the Back it held is done after all ("leave anyway"). */
  releaseAndGoBack(): void;
}

const MARK = 'backLayer';
const GO_TIMEOUT_MS = 1_000;

interface Layer {
  readonly id: string;
  readonly onBack: () => void;
}

export function createBackStack(history: HistoryPort) {
  /** The open layers, bottom to top. */
  const layers: Layer[] = [];
  /** The ids of the entries this stack added and has not taken away, in their order in the history. */
  const entries: string[] = [];
  /**
   * Entries of released layers, taken away once the task that released them and React's commit after it
   * have run: a dialog and the question over it close together, and one step back takes both entries.
   */
  const spent = new Set<string>();
  let extraBack = 0;
  /** A `go()` of ours is under way: its popstate is not a user's Back, and new entries wait for it. */
  let going = false;
  const waiting: (() => void)[] = [];
  let listening = false;
  let flushQueued = false;
  let counter = 0;

  const markOf = (state: unknown): string | undefined => {
    if (!state || typeof state !== 'object') return undefined;
    const mark = (state as Record<string, unknown>)[MARK];
    return typeof mark === 'string' ? mark : undefined;
  };

  const push = (id: string) => {
    if (going) {
      waiting.push(() => push(id));
      return;
    }
    const state = history.state && typeof history.state === 'object' ? history.state : {};
    history.pushState({ ...state, [MARK]: id }, '');
    entries.push(id);
  };

  const arrived = () => {
    going = false;
    waiting.splice(0).forEach((run) => run());
  };

  const go = (delta: number) => {
    going = true;
    history.go(delta);
    // A step the history cannot take fires no popstate: entries wait no longer than this.
    setTimeout(() => going && arrived(), GO_TIMEOUT_MS);
  };

  const flush = () => {
    flushQueued = false;
    let back = 0;
    if (markOf(history.state) === entries.at(-1)) {
      while (entries.length && spent.has(entries.at(-1)!)) {
        spent.delete(entries.pop()!);
        back++;
      }
    }
    // Entries left under another address, or under a layer still open, stay: forget the spent ones.
    for (let i = entries.length - 1; i >= 0; i--) if (spent.has(entries[i]!)) entries.splice(i, 1);
    spent.clear();
    back += extraBack;
    extraBack = 0;
    if (back) go(-back);
  };

  const onPop = () => {
    if (going) {
      arrived();
      return;
    }
    const shown = markOf(history.state);
    const at = shown === undefined ? -1 : layers.findIndex((layer) => layer.id === shown);
    // Entries above the one now shown are gone from the history.
    const kept = shown === undefined ? -1 : entries.indexOf(shown);
    entries.splice(kept + 1);
    // The top layer above the entry now shown was backed out of: it closes as its × would, and gets its entry
    // back until it does (a form that asks first, and is kept, needs the next Back too).
    const backed = layers.slice(at + 1);
    for (const layer of backed) push(layer.id);
    backed.at(-1)?.onBack();
  };

  const release = (layer: Layer, andBack: boolean) => {
    const index = layers.indexOf(layer);
    if (index < 0) return;
    layers.splice(index, 1);
    spent.add(layer.id);
    if (andBack) extraBack++;
    if (!flushQueued) {
      flushQueued = true;
      setTimeout(flush, 0);
    }
  };

  return {
    /** Opens a layer: Back now calls `onBack` (which closes it, or asks first) instead of leaving the page. */
    open(onBack: () => void): BackLayer {
      if (!listening) {
        listening = true;
        history.listen(onPop);
      }
      const layer: Layer = { id: `${Date.now().toString(36)}-${++counter}`, onBack };
      layers.push(layer);
      push(layer.id);
      return { release: () => release(layer, false), releaseAndGoBack: () => release(layer, true) };
    },
  };
}

/**
 * While `open`, Back calls `onBack` (what the layer's × does: close, or ask first) instead of leaving the page.
 * Nothing is added to the history while the layer is closed.
 */
export function useBackCloses(open: boolean, onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (!open || typeof window === 'undefined') return;
    const layer = backStack().open(() => latest.current());
    return () => layer.release();
  }, [open]);
}

/**
 * While `active` (a form holds unsaved changes), Back asks first (`ask`: true to leave). Kept, the form stays and
 * the next Back asks again; left, the Back goes on (docs/screens.md#on-a-phone).
 */
export function useBackAsks(active: boolean, ask: () => Promise<boolean>): void {
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    let left = false;
    const layer = backStack().open(() => {
      void latest.current().then((leave) => {
        if (!leave || left) return;
        left = true;
        layer.releaseAndGoBack();
      });
    });
    return () => {
      if (!left) layer.release();
    };
  }, [active]);
}

let tabStack: ReturnType<typeof createBackStack> | null = null;

/** The tab's own stack, over `window.history`. */
function backStack(): ReturnType<typeof createBackStack> {
  return (tabStack ??= createBackStack({
    get state() {
      return window.history.state as unknown;
    },
    pushState: (state, unused) => window.history.pushState(state, unused),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => window.addEventListener('popstate', onPop),
  }));
}
