import { describe, expect, it } from 'vitest';
import { executedBytes, executedBytesOf } from './coverage';

const source = 'x'.repeat(100);

describe('executedBytes', () => {
  it('counts a function that ran whole', () => {
    expect(
      executedBytes({ url: 'a', source, functions: [{ ranges: [{ startOffset: 0, endOffset: 40, count: 1 }] }] }),
    ).toBe(40);
  });

  it('leaves out a block that never ran inside a function that did', () => {
    const fn = {
      ranges: [
        { startOffset: 0, endOffset: 50, count: 3 },
        { startOffset: 10, endOffset: 20, count: 0 },
      ],
    };
    expect(executedBytes({ url: 'a', source, functions: [fn] })).toBe(40);
  });

  it('counts an inner function that ran inside a script whose top level ran', () => {
    const functions = [
      { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] },
      { ranges: [{ startOffset: 30, endOffset: 60, count: 0 }] },
      { ranges: [{ startOffset: 40, endOffset: 50, count: 2 }] },
    ];
    // In the order V8 may list them, and reversed: the innermost range decides.
    expect(executedBytes({ url: 'a', source, functions })).toBe(100 - 30 + 10);
    expect(executedBytes({ url: 'a', source, functions: [...functions].reverse() })).toBe(80);
  });

  it('counts nothing of a script that never ran', () => {
    expect(
      executedBytes({ url: 'a', source, functions: [{ ranges: [{ startOffset: 0, endOffset: 100, count: 0 }] }] }),
    ).toBe(0);
  });
});

describe('executedBytesOf', () => {
  it('adds the scripts of the app’s origin only', () => {
    const ran = (url: string) => ({
      url,
      source,
      functions: [{ ranges: [{ startOffset: 0, endOffset: 10, count: 1 }] }],
    });
    expect(
      executedBytesOf([ran('http://app/a.js'), ran('http://app/b.js'), ran('chrome-extension://x/c.js')], 'http://app'),
    ).toBe(20);
  });
});
