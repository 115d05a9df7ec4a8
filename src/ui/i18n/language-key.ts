/**
 * Where the user's chosen language is kept (localStorage), read by the app (src/ui/i18n/i18n.ts) and by
 * index.html's preload script, which asks for that language's texts with a signed-in page
 * (scripts/bundle/first-screen-preload.ts).
 */
export const LANGUAGE_STORAGE_KEY = 'bo.lang';
