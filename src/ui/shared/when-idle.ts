/** Runs `run` once the page has nothing left to do (at the latest 2 s later); after a short wait where browsers cannot tell. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 500);
}
