import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '../../src/domain/translations/translation-table';
import { appTranslations } from './i18n';

/** Every feature file under features/. */
function featureFiles(dir = 'features'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return featureFiles(path);
    return entry.name.endsWith('.feature') ? [path] : [];
  });
}

/** Every key path of the app's French texts (`orders.toasts.statusChanged`), with its leaf name. */
function keyPaths(tree: TranslationTree, prefix = ''): { path: string; parent: string; leaf: string }[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? keyPaths(value as TranslationTree, path)
      : [{ path, parent: prefix, leaf: key }];
  });
}

/** Where the code names a user never reads live: statuses, toasts, refusals, answers, switch outcomes. */
const CODE_NAME_PLACES = /(^|\.)(refusals|toasts|status|statuses|answers|active)$/;
/** The reset link's refusals, as the server sends them (the reset page shows changePassword.*). */
const SERVER_CODES = ['error_token', 'error_wrong_user'];

/**
 * The quoted texts of a feature file's steps. A line naming a wire field (`"status": false`, a JSON
 * body) is an API scenario speaking the API's own words, left out.
 */
const quotedTexts = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => !/"[\w]+":/.test(line))
    .flatMap((line) => [...line.matchAll(/"([^"]*)"/g)].map((m) => m[1] as string));

describe('the language of steps (docs/qa.md#the-language-of-steps)', () => {
  const keys = keyPaths(appTranslations().fr);
  const translationKeys = new Set(keys.map((k) => k.path));
  const codeNames = new Set([
    ...keys.filter((k) => CODE_NAME_PLACES.test(k.parent) && /^[a-z][\w-]*$/i.test(k.leaf)).map((k) => k.leaf),
    ...SERVER_CODES,
  ]);

  it.each(featureFiles())('%s quotes what the user reads, never a translation key or a code name', (file) => {
    const quoted = quotedTexts(readFileSync(file, 'utf8'));
    const keysQuoted = quoted.filter((text) => translationKeys.has(text));
    const codesQuoted = quoted.filter((text) => codeNames.has(text));
    expect({ keysQuoted, codesQuoted }).toEqual({ keysQuoted: [], codesQuoted: [] });
  });
});
