/**
 * Blueprint's `Text`, inside every `Button` with a text, `MenuItem` and `Tag`, reads its own text in a
 * layout effect each time it mounts or its text changes, and keeps it in state for the tooltip it gives an
 * ellipsised text that overflows. A text that is not ellipsised (a button's, unless asked) never shows that
 * tooltip, yet the state changed all the same: each one rendered twice, and each commit that showed a
 * button was followed by another (docs/performance.md#fast-on-a-phone). This plugin makes the effect do
 * nothing for a text that is not ellipsised; an ellipsised one measures itself as before.
 */
import type { Plugin } from 'vite';

const TEXT = /@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]text[\\/]text\.js$/;

/** The effect's first lines as Blueprint's module writes them (the test checks the installed module still does). */
export const MEASURE = [
  '    useIsomorphicLayoutEffect(() => {',
  '        if (contentMeasuringRef.current?.textContent != null) {',
].join('\n');

/** The module's code with the effect skipped when the text is not ellipsised; null when it is not written as expected. */
export function quietText(code: string): string | null {
  if (!code.includes(MEASURE)) return null;
  const [effect, measure] = MEASURE.split('\n') as [string, string];
  // Back from ellipsised to not: the tooltip goes (a state already undefined renders nothing again).
  const skip = [
    '        if (!ellipsize) {',
    '            setIsContentOverflowing(undefined);',
    '            return;',
    '        }',
  ];
  return code.replace(MEASURE, [effect, ...skip, measure].join('\n'));
}

export function quietBlueprintText(): Plugin {
  return {
    name: 'quiet-blueprint-text',
    enforce: 'pre',
    transform(code, id) {
      if (!TEXT.test(id)) return null;
      // Blueprint changed the module: build as it is, and the test says so.
      return quietText(code);
    },
  };
}
