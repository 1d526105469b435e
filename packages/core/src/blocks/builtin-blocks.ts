import type { BlockRegistration } from '../blocks-runtime/block-registration';
import { defineBuiltinBlock } from '../blocks-runtime/define-builtin-block';

/**
 * The catalogue's block types with their components, each loaded lazily: one chunk per type in
 * the embed build. Types of the catalogue that are missing here render nothing for visitors and
 * are named in the editor layout.
 */
export const BUILTIN_BLOCKS: readonly BlockRegistration[] = [
  defineBuiltinBlock('faq', () => import('./faq/faq-block')),
  defineBuiltinBlock('featured-jobs', () => import('./featured-jobs/featured-jobs-block')),
  defineBuiltinBlock('html', () => import('./html/html-block')),
  defineBuiltinBlock('html-grid', () => import('./html-grid/html-grid-block')),
];
