import { ERROR_TEXTS, type ErrorTextKey } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorMessages } from './error-messages';
import { errorPageMessages } from './error-page-messages';

type Entry = MessageDescriptor | ((...args: never[]) => MessageDescriptor);

function sourceText(entry: Entry): string | undefined {
  // Factories only fill values; the source text keeps its `{placeholders}`.
  const descriptor = typeof entry === 'function' ? entry(...([] as never[])) : entry;
  return descriptor.message;
}

const { goHome: _goHome, ...errorPageTexts } = errorPageMessages;
const shared: [string, Entry][] = Object.entries({ ...errorMessages, ...errorPageTexts });

describe('error messages share the wording of ERROR_TEXTS', () => {
  it.each(shared)('%s', (key, entry) => {
    expect(Object.hasOwn(ERROR_TEXTS, key)).toBe(true);
    expect(sourceText(entry)).toBe(ERROR_TEXTS[key as ErrorTextKey]);
  });
});
