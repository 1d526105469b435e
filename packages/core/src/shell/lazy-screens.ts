import { useState } from 'react';
import { lazyModule, useLazyModule } from './lazy-module';

/**
 * The screens a visitor rarely sees (error pages, coming soon, the site password form, the
 * unpublished board's screen) with their styles: a chunk of their own in the embed build,
 * loaded before a state that shows one renders (`preloadBoardView`, the board's failure), so
 * server renders and hydration stay synchronous.
 */
export const screens = lazyModule(() => import('./screens'));

/**
 * The screens' module in a component, once `wanted`: `undefined` while it loads, `'failed'` when
 * its chunk could not be loaded. The failure goes to the board's chunk-error handler, which
 * reloads the page (at most once a minute); the caller shows the loading-error text meanwhile.
 */
export function useScreens(
  wanted: boolean,
  onChunkError: ((error: unknown) => void) | undefined,
): typeof import('./screens') | 'failed' | undefined {
  const [failed, setFailed] = useState(false);
  const module = useLazyModule(screens, wanted, (error) => {
    setFailed(true);
    onChunkError?.(error);
  });
  return module ?? (failed && wanted ? 'failed' : undefined);
}
