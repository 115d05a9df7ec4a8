/**
 * How the production and demo builds cut the app into files (vite.config.ts). Each file the first
 * screen needs costs a round trip before it can run, so the screens load a handful of files
 * rather than one per Blueprint component and icon (a logged-in order list: 9 JS and CSS files, was 64):
 * - `index`: everything the entry imports statically (React, i18next, the session, the router);
 * - `login-kit`: the few Blueprint pieces the login page shows beyond that, so the login page
 *   stays within its budget (bench: login JS, production, 180 KiB);
 * - `screens`: what the logged-in screens share (shell, lists, Blueprint components, icons, use
 *   cases, HTTP adapters), one file loaded with the first logged-in page;
 * - `data`: TanStack Query, the lists' data layer, loaded beside `screens` (in it, `screens` would
 *   pass its budget: bench, largest chunk, 100 KiB);
 * - `overlays`: the dialogs, popovers and day field every screen's shell and lists show (Blueprint's
 *   overlay and Floating UI, taken from `screens`), loaded beside `screens`, in parallel: the same bytes in
 *   two files, as with `data` (in it, `screens` passed its 100 KiB budget once the audit trail's adapter
 *   came in);
 * - `forms`: react-hook-form, the record forms' fields and the CRUD module, loaded with the pages that
 *   edit a record (the catalogue, a user, a reseller, the settings): a list or the dashboard does not
 *   download, compile or run them (16 KB compressed, 52 KB of code);
 * - `dates`: the day fields' calendar (Blueprint's DatePicker with react-day-picker and date-fns),
 *   loaded when the page with a day field is idle, or its calendar first opens
 *   (src/ui/shared/form/day-input.tsx);
 * - everything else (each route page, charts, exports, icon path tables, translations, the demo
 *   backend) keeps its own lazily loaded file.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOGIN_KIT =
  /[\\/](abstractPureComponent|asyncControllableInput|callout|card|formGroup|htmlSelect|htmlTable|inputGroup|caret-down|double-caret-vertical|info-sign|tick|warning-sign|language-select|app-select|use-notify|use-focus-after-paint|too-many|retry-wait|upload-check|body-limits)\.(js|ts|tsx)$/;

const SCREENS =
  /node_modules[\\/]@blueprintjs[\\/](core|icons[\\/]lib[\\/]esm[\\/]generated[\\/]components)[\\/]|[\\/]src[\\/](ui[\\/](shell|shared)|application|infrastructure[\\/](http|shared)|domain)[\\/]/;

/** The record forms: react-hook-form, the fields bound to it and the CRUD module's pages, which only the pages that edit import. */
export const RECORD_FORMS =
  /node_modules[\\/](react-hook-form|@hookform)[\\/]|[\\/]src[\\/]ui[\\/]shared[\\/](form[\\/](form-fields|use-record-form|form-actions|current-password)|crud[\\/](crud-pages|crud-fields))\.tsx?$/;

/**
 * Shared screen code that waits for a user's action, in its own lazily loaded file rather than in
 * `screens`: the "my sessions" dialog (loaded when opened from the user menu) and its browser names,
 * the command palette (loaded with Ctrl+K or the header's search button), and the day fields' calendar
 * (loaded once the page is idle or a calendar opens, in `dates`).
 */
const ON_DEMAND = /[\\/](my-sessions-dialog\.tsx|user-agent\.ts|command-palette\.tsx|day-calendar\.tsx)$/;

export const codeSplittingGroups = [
  { name: 'index', tags: ['$initial' as const], priority: 3 },
  { name: 'login-kit', test: LOGIN_KIT, priority: 2 },
  { name: 'data', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
  {
    name: 'forms',
    test: RECORD_FORMS,
    // Only these modules: what they share with the screens (the dialogs, Blueprint's fields) stays there,
    // so that no screen's file imports this one.
    includeDependenciesRecursively: false,
    priority: 3,
  },
  {
    name: 'overlays',
    // Not the day field's calendar part, loaded on first use in `dates`.
    test: (id: string) =>
      /[\\/]src[\\/]ui[\\/]shared[\\/]form[\\/]/.test(id) && !RECORD_FORMS.test(id) && !id.endsWith('day-calendar.tsx'),
    priority: 2,
  },
  {
    // The day fields' calendar (Blueprint's DatePicker, react-day-picker, date-fns): loaded on the
    // pages that have date fields (lists, the dashboard, the reseller form) once idle, beside `screens`.
    name: 'dates',
    test: /node_modules[\\/](@blueprintjs[\\/](datetime|select)|react-day-picker|date-fns|date-fns-tz|react-innertext)[\\/]|[\\/]day-calendar\.tsx$/,
    // Below `screens`: the Blueprint pieces the calendar shares with every screen stay there.
    priority: 0,
  },
  {
    name: 'screens',
    test: (id: string) => SCREENS.test(id) && !ON_DEMAND.test(id) && !id.endsWith('.css'),
    priority: 1,
  },
];

const LAZY_ICON_NAMES = fileURLToPath(new URL('./lazy-icon-names.ts', import.meta.url));

/** Serves lazy-icon-names.ts wherever Blueprint's icons import their name table. */
export function lazyIconNames(): Plugin {
  return {
    name: 'lazy-blueprint-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer && /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]/.test(importer)) {
        return LAZY_ICON_NAMES;
      }
      return null;
    },
  };
}
