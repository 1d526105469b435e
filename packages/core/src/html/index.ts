export * from './create-html-sanitizer';
export * from './html-sanitizer-context';
export * from './safe-html';
