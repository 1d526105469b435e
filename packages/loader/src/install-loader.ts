import type { LoaderDeps } from './create-board';
import { createJobboard } from './create-jobboard';
import type { JobboardCall } from './init-options';
import { readScriptOptions } from './read-script-options';

/** `window.Jobboard`: the stub's queue before the loader runs, the loader's function after. */
interface JobboardGlobal {
  (...call: JobboardCall): void;
  /** Calls the stub queued before the loader arrived. */
  q?: ArrayLike<unknown>[];
  /** Set by the loader: it marks the loader as present and takes a later copy of the script tag. */
  addScript?: (script: HTMLScriptElement | null) => void;
}

/**
 * Installs the loader as `window.Jobboard`: replays the stub's queue in order and inits the board
 * of a script tag with data-target. A second execution (the tag pasted twice, or added again by
 * a SPA) finds the marker and only hands its script tag over, so nothing is reset or mounted twice.
 */
export function installLoader(script: HTMLScriptElement | null, deps?: LoaderDeps): void {
  const global = window as unknown as { Jobboard?: JobboardGlobal };
  const existing = global.Jobboard;
  if (existing?.addScript) {
    existing.addScript(script);
    return;
  }

  const defaults = readScriptOptions(script);
  const { jobboard, hasInit } = createJobboard(defaults, deps);
  const queue = Array.from(existing?.q ?? [], (args) => Array.from(args) as JobboardCall);
  const addScript = (tag: HTMLScriptElement | null) => {
    const options = readScriptOptions(tag);
    if (tag?.dataset.target && !hasInit(options.name)) jobboard('init', options);
  };
  global.Jobboard = Object.assign(jobboard, { q: queue, addScript });

  // A queued init of the script's own board takes over from the data-target one; otherwise the
  // data-target init goes first so queued navigate or setLocale calls reach its board.
  const ownName = defaults.name || 'default';
  const queuedInit = queue.some(
    (call) => call[0] === 'init' && (call[1]?.name || ownName) === ownName,
  );
  if (script?.dataset.target && !queuedInit) jobboard('init');
  for (const call of queue) jobboard(...call);
}
