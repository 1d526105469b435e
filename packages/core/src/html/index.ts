// The sanitizer itself (and DOMPurify) is not exported here: a static import from the package's
// entry would put DOMPurify in every app's first chunk, where the board loads it only with the
// first HTML that needs it. A server takes `createHtmlSanitizer` from `@jobboard/core/server`.
export type {
  HtmlSanitizer,
  HtmlSanitizerCacheLimits,
  SanitizerWindow,
} from './create-html-sanitizer';
export * from './html-sanitizer-context';
export * from './safe-html';
