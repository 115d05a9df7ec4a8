/**
 * Runs `work` before every frame the browser draws, until the returned `stop` is called. `stop` holds even when it
 * is called from inside `work`: a React update that `work` flushes (`flushSync`) may run the cleanup of the very
 * effect that started the loop, at a moment when the frame asked for is the one running, so cancelling it cancels
 * nothing and the loop would go on for ever, working for an effect that has ended (the tour's card measured a
 * finished step's control 60 times a second until the page closed).
 */
export function eachFrame(work: () => void): () => void {
  let stopped = false;
  let frame = 0;
  const loop = () => {
    work();
    if (!stopped) frame = requestAnimationFrame(loop);
  };
  frame = requestAnimationFrame(loop);
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
  };
}
