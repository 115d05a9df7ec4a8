import { describe, expect, it } from 'vitest';
import {
  NEW_TOUR,
  nextStep,
  parseTourState,
  pauseTour,
  previousStep,
  resumeTour,
  shouldAutoStart,
  startTour,
} from './tour-state';

describe('the guided tour state', () => {
  it('reads a stored state, and a new tour from nothing, bad JSON or an unknown status', () => {
    expect(parseTourState('{"status":"paused","step":2}', 5)).toEqual({ status: 'paused', step: 2 });
    expect(parseTourState(null, 5)).toEqual(NEW_TOUR);
    expect(parseTourState('{oops', 5)).toEqual(NEW_TOUR);
    expect(parseTourState('{"status":"flying","step":1}', 5)).toEqual(NEW_TOUR);
    expect(parseTourState('{"status":"paused","step":"2"}', 5)).toEqual(NEW_TOUR);
    expect(parseTourState('null', 5)).toEqual(NEW_TOUR);
  });

  it('keeps a stored step within the tour (a shorter tour after an update)', () => {
    expect(parseTourState('{"status":"paused","step":9}', 5)).toEqual({ status: 'paused', step: 4 });
    expect(parseTourState('{"status":"running","step":-3}', 5)).toEqual({ status: 'running', step: 0 });
  });

  it('starts at step 1, goes forward and back, never before the first step', () => {
    const started = startTour();
    expect(started).toEqual({ status: 'running', step: 0 });
    expect(previousStep(started)).toEqual({ status: 'running', step: 0 });
    expect(nextStep(started, 5)).toEqual({ status: 'running', step: 1 });
    expect(previousStep({ status: 'running', step: 3 })).toEqual({ status: 'running', step: 2 });
  });

  it('finishes on Next at the last step', () => {
    expect(nextStep({ status: 'running', step: 4 }, 5)).toEqual({ status: 'done', step: 4 });
  });

  it('pauses at the current step on Skip, and resumes there', () => {
    const paused = pauseTour({ status: 'running', step: 2 });
    expect(paused).toEqual({ status: 'paused', step: 2 });
    expect(resumeTour(paused)).toEqual({ status: 'running', step: 2 });
  });

  it('starts by itself only for a demo reseller landing on the dashboard the first time', () => {
    const where = { demo: true, reseller: true, location: '/' };
    expect(shouldAutoStart(NEW_TOUR, where)).toBe(true);
    expect(shouldAutoStart(NEW_TOUR, { ...where, demo: false })).toBe(false);
    expect(shouldAutoStart(NEW_TOUR, { ...where, reseller: false })).toBe(false);
    expect(shouldAutoStart(NEW_TOUR, { ...where, location: '/order' })).toBe(false);
    expect(shouldAutoStart({ status: 'paused', step: 1 }, where)).toBe(false);
    expect(shouldAutoStart({ status: 'done', step: 4 }, where)).toBe(false);
  });
});
