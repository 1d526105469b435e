import { lazyModule } from './lazy-module';

/**
 * The gate screens a visitor rarely sees (the site password form, the unpublished board's
 * screen): their own chunk in the embed build, loaded before a decision that shows one renders
 * (`preloadBoardView`). The coming-soon screen stays in the runtime: it shows before any API
 * answers.
 */
export const gateScreens = lazyModule(() => import('./gate-screens'));
