import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './is-chunk-load-error';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: /a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['webpack', named('ChunkLoadError', 'Loading chunk 12 failed.'), true],
    ['webpack css', new Error('Loading CSS chunk faq failed.'), true],
    ['Vite preload', new Error('Unable to preload CSS for /assets/faq.css'), true],
    ['a module that threw', new ReferenceError('window is not defined'), false],
    ['not an error', 'Failed to fetch dynamically imported module', false],
  ])('%s', (_case, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
