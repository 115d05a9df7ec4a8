/**
 * Two Blueprint components that set their own state as they mount, for nothing: an update made while React
 * commits the first screen is rendered at once, synchronously, and it also runs every effect of the page in
 * the same task, which made the first screen's longest task longer (docs/performance.md#fast-on-a-phone).
 * This plugin makes both leave their state alone when it would not change:
 * - `Text`, inside every `Button` with a text, `MenuItem` and `Tag`, reads its own text in a layout effect each
 *   time it mounts or its text changes, and keeps it in state for the tooltip it gives an ellipsised text that
 *   overflows. A text that is not ellipsised (a button's, unless asked) never shows that tooltip, yet the state
 *   changed all the same: each one rendered twice. Here the effect does nothing for a text that is not
 *   ellipsised; an ellipsised one measures itself as before.
 * - `InputGroup` (every text field, search box and day field) measures its left and right elements as it
 *   mounts, and without one it set the width it keeps for it to "none" twice, though it was none already.
 *   Here it sets it only when it changes.
 */
import type { Plugin } from 'vite';

const TEXT = /@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]text[\\/]text\.js$/;
const INPUT_GROUP = /@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]forms[\\/]inputGroup\.js$/;

/** The effect's first lines as Blueprint's module writes them (the test checks the installed module still does). */
export const MEASURE = [
  '    useIsomorphicLayoutEffect(() => {',
  '        if (contentMeasuringRef.current?.textContent != null) {',
].join('\n');

/** The module's code with the effect skipped when the text is not ellipsised; null when it is not written as expected. */
export function quietText(code: string): string | null {
  if (!code.includes(MEASURE)) return null;
  const [effect, measure] = MEASURE.split('\n') as [string, string];
  // Back from ellipsised to not: the tooltip goes; a state already undefined is left alone.
  const skip = [
    '        if (!ellipsize) {',
    '            if (isContentOverflowing !== undefined)',
    '                setIsContentOverflowing(undefined);',
    '            return;',
    '        }',
  ];
  return code.replace(MEASURE, [effect, ...skip, measure].join('\n'));
}

/** `updateInputWidth`'s branches for a missing element, as Blueprint's module writes them. */
export const NO_ELEMENT = (side: 'left' | 'right') =>
  `        else {\n            this.setState({ ${side}ElementWidth: undefined });`;

/** The module's code with a missing element's width set only when it was not none; null when it is not written as expected. */
export function quietInputGroup(code: string): string | null {
  const sides = ['left', 'right'] as const;
  if (!sides.every((side) => code.includes(NO_ELEMENT(side)))) return null;
  return sides.reduce(
    (quiet, side) =>
      quiet.replace(
        NO_ELEMENT(side),
        `        else if (${side}ElementWidth !== undefined) {\n            this.setState({ ${side}ElementWidth: undefined });`,
      ),
    code,
  );
}

export function quietBlueprint(): Plugin {
  return {
    name: 'quiet-blueprint',
    enforce: 'pre',
    transform(code, id) {
      // Blueprint changed a module: build it as it is, and the test says so.
      if (TEXT.test(id)) return quietText(code);
      if (INPUT_GROUP.test(id)) return quietInputGroup(code);
      return null;
    },
  };
}
