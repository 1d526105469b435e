import { TRANSPORT_TEXTS } from '@jobboard/client';
import { ERROR_TEXTS, type ErrorTextKey } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorMessages } from './error-messages';
import { errorPageMessages } from './error-page-messages';
import { transportMessages } from './transport-messages';

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

describe("transport messages share the wording of the client's TRANSPORT_TEXTS", () => {
  it('has each of them, in the same words', () => {
    expect(
      Object.fromEntries(
        Object.entries(transportMessages).map(([key, entry]) => [key, entry.message]),
      ),
    ).toEqual(TRANSPORT_TEXTS);
  });
});
