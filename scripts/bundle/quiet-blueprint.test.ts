import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MEASURE, NO_ELEMENT, quietInputGroup, quietText } from './quiet-blueprint';

const resolve = createRequire(import.meta.url).resolve;
const installed = (path: string) => readFileSync(resolve(`@blueprintjs/core/lib/esm/components/${path}`), 'utf8');

describe('Blueprint’s Text, quiet unless it ellipsises', () => {
  it('skips the measuring effect of the installed module for a text that is not ellipsised', () => {
    const code = installed('text/text.js');
    expect(code).toContain(MEASURE);
    const quiet = quietText(code) ?? '';
    expect(quiet).toContain(
      [
        'useIsomorphicLayoutEffect(() => {',
        '        if (!ellipsize) {',
        '            if (isContentOverflowing !== undefined)',
        '                setIsContentOverflowing(undefined);',
        '            return;',
        '        }',
        '        if (contentMeasuringRef.current?.textContent != null) {',
      ].join('\n'),
    );
    expect(quietText('export const Text = 1;')).toBeNull();
  });
});

type Widths = { leftElementWidth?: number; rightElementWidth?: number };
interface Measured {
  state: Widths;
  leftElement: { clientWidth: number } | null;
  rightElement: { clientWidth: number } | null;
  updates: Widths[];
  updateInputWidth(): void;
}

/** The installed module's `updateInputWidth`, as `code` writes it, on an input group with these elements and widths. */
function inputGroup(code: string, state: Widths, elements: { left?: number; right?: number }): Measured {
  const start = code.indexOf('    updateInputWidth() {');
  const method = code.slice(start, code.indexOf('\n    }\n', start) + 6);
  const group = new Function(`return new (class { ${method} })();`)() as Measured;
  group.state = { ...state };
  group.leftElement = elements.left === undefined ? null : { clientWidth: elements.left };
  group.rightElement = elements.right === undefined ? null : { clientWidth: elements.right };
  group.updates = [];
  (group as unknown as { setState: (update: Widths) => void }).setState = (update) => {
    group.updates.push(update);
    group.state = { ...group.state, ...update };
  };
  return group;
}

describe('Blueprint’s InputGroup, quiet without side elements', () => {
  const code = installed('forms/inputGroup.js');
  const quiet = quietInputGroup(code) ?? '';

  it('finds the installed module written as expected', () => {
    expect(code).toContain(NO_ELEMENT('left'));
    expect(code).toContain(NO_ELEMENT('right'));
    expect(quiet).not.toBe('');
    expect(quietInputGroup('export const InputGroup = 1;')).toBeNull();
  });

  it('sets no state as a field without side elements mounts, where Blueprint set it twice', () => {
    const blueprint = inputGroup(code, {}, {});
    blueprint.updateInputWidth();
    expect(blueprint.updates).toHaveLength(2);

    const group = inputGroup(quiet, {}, {});
    group.updateInputWidth();
    expect(group.updates).toEqual([]);
  });

  it('still measures its side elements, and forgets a width whose element went', () => {
    const group = inputGroup(quiet, {}, { left: 30, right: 42 });
    group.updateInputWidth();
    expect(group.state).toEqual({ leftElementWidth: 30, rightElementWidth: 42 });

    const gone = inputGroup(quiet, { leftElementWidth: 30, rightElementWidth: 42 }, { right: 42 });
    gone.updateInputWidth();
    expect(gone.updates).toEqual([{ leftElementWidth: undefined }]);
  });
});
