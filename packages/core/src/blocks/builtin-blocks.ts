import type { BlockRegistration } from '../blocks-runtime/block-registration';
import { defineBuiltinBlock } from '../blocks-runtime/define-builtin-block';
import { preloadHtmlSanitizerForServerHtml } from '../html/html-sanitizer-context';

/**
 * A block module, loaded together with the HTML sanitizer when the page holds sanitized HTML
 * from the server: the board hydrates once its blocks have loaded, and a block rendering that
 * HTML must then sanitize at once to match it.
 */
function withServerHtml<Module>(module: Promise<Module>): Promise<Module> {
  return Promise.all([module, preloadHtmlSanitizerForServerHtml()]).then(([loaded]) => loaded);
}

/**
 * The catalogue's block types with their components, each loaded lazily: one chunk per type in
 * the embed build. Types of the catalogue that are missing here render nothing for visitors and
 * are named in the editor layout.
 */
export const BUILTIN_BLOCKS: readonly BlockRegistration[] = [
  defineBuiltinBlock('account', () => withServerHtml(import('./account/account-block'))),
  defineBuiltinBlock('call-to-action', () =>
    withServerHtml(import('./call-to-action/call-to-action-block')),
  ),
  defineBuiltinBlock('candidate-details', () =>
    withServerHtml(import('./candidate-details/candidate-details-block')),
  ),
  defineBuiltinBlock('candidate-list', () =>
    withServerHtml(import('./candidate-list/candidate-list-block')),
  ),
  defineBuiltinBlock('cms-article', () =>
    withServerHtml(import('./cms-article/cms-article-block')),
  ),
  defineBuiltinBlock('contact', () => withServerHtml(import('./contact/contact-block'))),
  defineBuiltinBlock('custom-event-footer', () =>
    withServerHtml(import('./custom-event-footer/custom-event-footer-block')),
  ),
  defineBuiltinBlock('faq', () => withServerHtml(import('./faq/faq-block'))),
  defineBuiltinBlock('featured-jobs', () =>
    withServerHtml(import('./featured-jobs/featured-jobs-block')),
  ),
  defineBuiltinBlock('featured-organisations', () =>
    withServerHtml(import('./featured-organisations/featured-organisations-block')),
  ),
  defineBuiltinBlock('footer', () => withServerHtml(import('./footer/footer-block'))),
  defineBuiltinBlock('html', () => withServerHtml(import('./html/html-block'))),
  defineBuiltinBlock('html-grid', () => withServerHtml(import('./html-grid/html-grid-block'))),
  defineBuiltinBlock('job-alerts', () => withServerHtml(import('./job-alerts/job-alerts-block'))),
  defineBuiltinBlock('job-details', () =>
    withServerHtml(import('./job-details/job-details-block')),
  ),
  defineBuiltinBlock('job-list', () => withServerHtml(import('./job-list/job-list-block'))),
  defineBuiltinBlock('job-per-link', () =>
    withServerHtml(import('./job-per-link/job-per-link-block')),
  ),
  defineBuiltinBlock('job-per-segment', () =>
    withServerHtml(import('./job-per-segment/job-per-segment-block')),
  ),
  defineBuiltinBlock('landing-pages', () =>
    withServerHtml(import('./landing-pages/landing-pages-block')),
  ),
  defineBuiltinBlock('login', () => withServerHtml(import('./login/login-block'))),
  defineBuiltinBlock('navbar', () => withServerHtml(import('./navbar/navbar-block'))),
  defineBuiltinBlock('news-feed', () => withServerHtml(import('./news-feed/news-feed-block'))),
  defineBuiltinBlock('organisation', () =>
    withServerHtml(import('./organisation/organisation-block')),
  ),
  defineBuiltinBlock('organisation-search', () =>
    withServerHtml(import('./organisation-search/organisation-search-block')),
  ),
  defineBuiltinBlock('partner-footer', () =>
    withServerHtml(import('./partner-footer/partner-footer-block')),
  ),
  defineBuiltinBlock('password-change', () =>
    withServerHtml(import('./password-change/password-change-block')),
  ),
  defineBuiltinBlock('password-forgot', () =>
    withServerHtml(import('./password-forgot/password-forgot-block')),
  ),
  defineBuiltinBlock('products', () => withServerHtml(import('./products/products-block'))),
  defineBuiltinBlock('register', () => withServerHtml(import('./register/register-block'))),
  defineBuiltinBlock('reviews', () => withServerHtml(import('./reviews/reviews-block'))),
  defineBuiltinBlock('search-job', () => withServerHtml(import('./search-job/search-job-block'))),
  defineBuiltinBlock('text-with-image', () =>
    withServerHtml(import('./text-with-image/text-with-image-block')),
  ),
];
