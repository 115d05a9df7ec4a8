import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eachFrame } from './each-frame';

/** The browser's frames, drawn by hand: each `draw()` runs what was asked for the next frame. */
function frames() {
  let asked = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    asked.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => asked.delete(id));
  return {
    draw() {
      const now = asked;
      asked = new Map();
      for (const callback of now.values()) callback(0);
    },
    pending: () => asked.size,
  };
}

describe('eachFrame', () => {
  let browser: ReturnType<typeof frames>;
  beforeEach(() => {
    browser = frames();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('works before each frame until stopped', () => {
    const work = vi.fn();
    const stop = eachFrame(work);
    browser.draw();
    browser.draw();
    browser.draw();
    expect(work).toHaveBeenCalledTimes(3);
    stop();
    browser.draw();
    expect(work).toHaveBeenCalledTimes(3);
    expect(browser.pending()).toBe(0);
  });

  it('stops when stopped from inside its own work, as an effect cleaned up by a render the work flushed', () => {
    let runs = 0;
    const stop = eachFrame(() => {
      runs += 1;
      if (runs === 2) stop();
    });
    browser.draw();
    browser.draw();
    browser.draw();
    browser.draw();
    expect(runs).toBe(2);
    expect(browser.pending()).toBe(0);
  });
});
