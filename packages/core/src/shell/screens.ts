// The screens a visitor rarely sees, loaded lazily by the board (see lazy-screens.ts): the error
// pages, the coming-soon screen and the gates (site password, unpublished board).
export { chooseErrorView } from './choose-error-view';
export { ComingSoon } from './coming-soon';
export { CreateJobboard } from './create-jobboard';
export { ErrorBoundaryPage } from './error-boundary-page';
export { ErrorPage } from './error-page';
export { SiteAuth } from './site-auth';
