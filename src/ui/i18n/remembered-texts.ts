import type { i18n as I18n } from 'i18next';

type Translate = (key: unknown, options?: unknown) => unknown;

/**
 * Texts remembered at most: a page's labels are a few hundred; texts with a value in them (a count, a name)
 * add one each, and a long session of many lists starts again from none past this.
 */
const MOST_REMEMBERED = 5000;

/**
 * The key a call is remembered under: its text's key and every option it gives, when each is a plain value
 * (a count, a name). A call with an object among its options (a default value, a context's data) is not
 * remembered: it is translated each time, as before. React-i18next's `t` gives the language and the
 * namespace as options, undefined when they are the instance's own.
 */
function memoKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  let memo = key;
  if (options === undefined || options === null) return memo;
  if (typeof options !== 'object') return null;
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const plain =
      value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : Array.isArray(value) && value.every((item) => typeof item === 'string')
          ? JSON.stringify(value)
          : null;
    if (plain === null) return null;
    memo += `\u0000${name}\u0001${typeof value}\u0001${plain}`;
  }
  return memo;
}

/**
 * Each text is translated once per language (docs/performance.md#fast-on-a-phone): a page
 * asks for its labels at every render (the header's at each of its four renders on the dashboard), and
 * i18next finds, interpolates and formats each anew, 0.1 ms a call on a desktop and four times that on a
 * phone. The answer is the same until the language changes or texts are added (the screens' texts arrive
 * after the login page's): both forget what was remembered.
 */
export function rememberTexts(instance: I18n): void {
  const translate = instance.t.bind(instance) as Translate;
  let remembered = new Map<string, unknown>();
  const forget = () => {
    remembered = new Map();
  };
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const t: Translate = (key, options) => {
    const memo = memoKey(key, options);
    if (memo === null) return translate(key, options);
    if (remembered.has(memo)) return remembered.get(memo);
    const text = translate(key, options);
    if (remembered.size >= MOST_REMEMBERED) forget();
    remembered.set(memo, text);
    return text;
  };
  instance.t = t as I18n['t'];
}
