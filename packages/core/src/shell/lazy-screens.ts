import { lazyModule } from './lazy-module';

/**
 * The screens a visitor rarely sees (error pages, coming soon, the site password form, the
 * unpublished board's screen) with their styles: a chunk of their own in the embed build,
 * loaded before a state that shows one renders (`preloadBoardView`, the board's failure), so
 * server renders and hydration stay synchronous.
 */
export const screens = lazyModule(() => import('./screens'));
