import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Classes } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { typeScriptSources as sources } from '../architecture/sources';

/**
 * docs/decisions.md#libraries: the UI names Blueprint's classes through Blueprint (`Classes.*`, `H1`,
 * `LinkButton`), never as hand-written strings that a Blueprint upgrade would silently leave behind.
 */
const PREFIX = `${Classes.getClassNamespace()}-`;
const UI = fileURLToPath(new URL('.', import.meta.url));

/** Each line of `text` holding a hand-written Blueprint class name, as 'line: text'. */
function blueprintClassStrings(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => line.includes(PREFIX))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

describe('Blueprint class names in src/ui', () => {
  it('finds a hand-written class name, and nothing in Blueprint-built ones', () => {
    expect(blueprintClassStrings(`const a = 1;\n<p className="${PREFIX}text-muted">x</p>`)).toEqual([
      `2: <p className="${PREFIX}text-muted">x</p>`,
    ]);
    expect(blueprintClassStrings('<p className={Classes.TEXT_MUTED}>x</p>')).toEqual([]);
  });

  it('holds none in the TypeScript sources', () => {
    const found = sources(UI).flatMap((path) =>
      blueprintClassStrings(readFileSync(path, 'utf8')).map((hit) => `${relative(UI, path)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
