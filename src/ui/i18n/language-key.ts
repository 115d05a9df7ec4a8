/**
 * Where the user's chosen language is kept (localStorage): read by the app (src/ui/i18n/i18n.ts) and by
 * index.html's frame script, which draws a reopened page's heading in the language the app will show
 * (src/ui/shell/remembered-frame.ts).
 */
export const LANGUAGE_STORAGE_KEY = 'bo.lang';
