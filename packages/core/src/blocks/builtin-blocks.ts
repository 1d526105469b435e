import type { BlockRegistration } from '../blocks-runtime/block-registration';
import { defineBuiltinBlock } from '../blocks-runtime/define-builtin-block';

/**
 * The catalogue's block types with their components, each loaded lazily: one chunk per type in
 * the embed build (with the HTML sanitizer when the page holds sanitized HTML from the server:
 * `defineBuiltinBlock`). Types of the catalogue that are missing here render nothing for
 * visitors and are named in the editor layout.
 */
export const BUILTIN_BLOCKS: readonly BlockRegistration[] = [
  defineBuiltinBlock('account', () => import('./account/account-block')),
  defineBuiltinBlock('call-to-action', () => import('./call-to-action/call-to-action-block')),
  defineBuiltinBlock(
    'candidate-details',
    () => import('./candidate-details/candidate-details-block'),
  ),
  defineBuiltinBlock('candidate-list', () => import('./candidate-list/candidate-list-block')),
  defineBuiltinBlock('cms-article', () => import('./cms-article/cms-article-block')),
  defineBuiltinBlock('contact', () => import('./contact/contact-block')),
  defineBuiltinBlock(
    'custom-event-footer',
    () => import('./custom-event-footer/custom-event-footer-block'),
  ),
  defineBuiltinBlock('faq', () => import('./faq/faq-block')),
  defineBuiltinBlock('featured-jobs', () => import('./featured-jobs/featured-jobs-block')),
  defineBuiltinBlock(
    'featured-organisations',
    () => import('./featured-organisations/featured-organisations-block'),
  ),
  defineBuiltinBlock('footer', () => import('./footer/footer-block')),
  defineBuiltinBlock('html', () => import('./html/html-block')),
  defineBuiltinBlock('html-grid', () => import('./html-grid/html-grid-block')),
  defineBuiltinBlock('job-alerts', () => import('./job-alerts/job-alerts-block')),
  defineBuiltinBlock('job-details', () => import('./job-details/job-details-block')),
  defineBuiltinBlock('job-list', () => import('./job-list/job-list-block')),
  defineBuiltinBlock('job-per-link', () => import('./job-per-link/job-per-link-block')),
  defineBuiltinBlock('job-per-segment', () => import('./job-per-segment/job-per-segment-block')),
  defineBuiltinBlock('landing-pages', () => import('./landing-pages/landing-pages-block')),
  defineBuiltinBlock('login', () => import('./login/login-block')),
  defineBuiltinBlock('navbar', () => import('./navbar/navbar-block')),
  defineBuiltinBlock('news-feed', () => import('./news-feed/news-feed-block')),
  defineBuiltinBlock('organisation', () => import('./organisation/organisation-block')),
  defineBuiltinBlock(
    'organisation-search',
    () => import('./organisation-search/organisation-search-block'),
  ),
  defineBuiltinBlock('partner-footer', () => import('./partner-footer/partner-footer-block')),
  defineBuiltinBlock('password-change', () => import('./password-change/password-change-block')),
  defineBuiltinBlock('password-forgot', () => import('./password-forgot/password-forgot-block')),
  defineBuiltinBlock('products', () => import('./products/products-block')),
  defineBuiltinBlock('register', () => import('./register/register-block')),
  defineBuiltinBlock('reviews', () => import('./reviews/reviews-block')),
  defineBuiltinBlock('search-job', () => import('./search-job/search-job-block')),
  defineBuiltinBlock('text-with-image', () => import('./text-with-image/text-with-image-block')),
];
