import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MEASURE, quietText } from './quiet-blueprint-text';

const file = createRequire(import.meta.url).resolve('@blueprintjs/core/lib/esm/components/text/text.js');

describe('Blueprint’s Text, quiet unless it ellipsises', () => {
  it('skips the measuring effect of the installed module for a text that is not ellipsised', () => {
    const code = readFileSync(file, 'utf8');
    expect(code).toContain(MEASURE);
    const quiet = quietText(code) ?? '';
    expect(quiet).toContain(
      'useIsomorphicLayoutEffect(() => {\n        if (!ellipsize) {\n            setIsContentOverflowing(undefined);\n            return;\n        }\n        if (contentMeasuringRef.current?.textContent != null) {',
    );
    expect(quietText('export const Text = 1;')).toBeNull();
  });
});
