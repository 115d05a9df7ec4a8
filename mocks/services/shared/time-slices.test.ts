import { describe, expect, it } from 'vitest';
import { textInSlices } from './time-slices';

describe('textInSlices', () => {
  it('reads a file’s text as file.text() does, a character cut between two chunks included', async () => {
    // 'é' is two bytes, '🏷' four: over 64 KB chunks some fall across a boundary; the BOM is dropped.
    const text = `\uFEFF${'aé🏷;'.repeat(40_000)}`;
    const file = new Blob([text]);
    expect(await textInSlices(file)).toBe(await file.text());
    expect(await textInSlices(new Blob([]))).toBe('');
  });
});
