// The preact/compat project's extra setup (vitest.config.ts, dom-preact only).
import { options } from 'preact';

// Preact runs effects after the next frame: a requestAnimationFrame raced by a 100 ms Node timer,
// whose handler calls cancelAnimationFrame. When a file ends within those 100 ms, happy-dom's
// teardown removes cancelAnimationFrame from the globals before the Node timer fires, and the
// timer throws "cancelAnimationFrame is not defined" as an unhandled error that fails the whole
// run (seen once in CI, after job-board.test.tsx). This is the same schedule, with the frame
// functions looked up when used, so a timer that outlives the page does nothing.
const RAF_TIMEOUT = 100;

options.requestAnimationFrame = (callback) => {
  let frame: number | undefined;
  const done = () => {
    clearTimeout(timeout);
    if (frame !== undefined && typeof globalThis.cancelAnimationFrame === 'function') {
      globalThis.cancelAnimationFrame(frame);
    }
    if (typeof globalThis.document === 'undefined') return;
    setTimeout(callback);
  };
  const timeout = setTimeout(done, RAF_TIMEOUT);
  if (typeof globalThis.requestAnimationFrame === 'function') {
    frame = globalThis.requestAnimationFrame(done);
  }
};
