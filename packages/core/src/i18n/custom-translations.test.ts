import { type Messages, setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applyCustomTranslations,
  customTranslationsFor,
  loadMessageTools,
  type MessageTools,
  needsMessageTools,
} from './custom-translations';

let tools: MessageTools;
beforeAll(async () => {
  tools = await loadMessageTools();
});

const catalog: Messages = {
  '8F1i42': ['Pagina niet gevonden'],
  abc123: ['Serverfout: ', ['message']],
};

function translate(messages: Messages, id: string, values?: Record<string, unknown>) {
  const i18n = setupI18n({ locale: 'nl', messages: { nl: messages } });
  return i18n._(id, values);
}

describe('applyCustomTranslations', () => {
  it('replaces a message by its id', () => {
    const result = applyCustomTranslations(catalog, { '8F1i42': 'Oeps, niets hier' });
    expect(translate(result, '8F1i42')).toBe('Oeps, niets hier');
  });

  it('replaces a message by its English source text', () => {
    const result = applyCustomTranslations(catalog, { 'Page not found': 'Niets gevonden' }, tools);
    expect(translate(result, '8F1i42')).toBe('Niets gevonden');
  });

  it('skips source-text keys when the message tools are not loaded', () => {
    const result = applyCustomTranslations(catalog, { 'Page not found': 'Niets gevonden' });
    expect(translate(result, '8F1i42')).toBe('Pagina niet gevonden');
  });

  it('compiles ICU formats with the message tools', () => {
    const result = applyCustomTranslations(
      catalog,
      { abc123: '{count, plural, one {# baan} other {# banen}}' },
      tools,
    );
    expect(translate(result, 'abc123', { count: 3 })).toBe('3 banen');
  });

  it('keeps ICU placeholders working in custom texts', () => {
    const result = applyCustomTranslations(catalog, { abc123: 'Storing: {message}' });
    expect(translate(result, 'abc123', { message: 'time-out' })).toBe('Storing: time-out');
  });

  it('shows a text that is not valid ICU literally, without logging', () => {
    const error = vi.spyOn(console, 'error');
    const result = applyCustomTranslations(catalog, { abc123: 'Storing: {message' });
    expect(translate(result, 'abc123', { message: 'x' })).toBe('Storing: {message');
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['a plural without other', '{count, plural, one {x}}'],
    ['an ordinal without other', '{count, selectordinal, one {x}}'],
    ['a select without other', '{count, select, a {x}}'],
    ['a nested plural without other', '{count, plural, other {{n, plural, one {a}}}}'],
    ['a number style needing options', '{count, number, currency}'],
    ['an unknown number style', '{count, number, ::junk}'],
    ['an unknown format', '{count, spellout}'],
    ['a date of a value that may be no date', '{count, date, short}'],
  ])('shows %s literally instead of failing when shown', (_, text) => {
    const result = applyCustomTranslations(catalog, { abc123: text }, tools);
    expect(translate(result, 'abc123', { count: 3 })).toBe(text);
    expect(translate(result, 'abc123')).toBe(text);
  });

  it('keeps plurals, selects and numbers that render', () => {
    const text =
      '{count, plural, offset:1 =0 {none} other {# {kind, select, a {A} other {B}}}} {n, number, percent}';
    const result = applyCustomTranslations(catalog, { abc123: text }, tools);
    expect(translate(result, 'abc123', { count: 3, kind: 'a', n: 0.5 })).toBe('2 A 50%');
  });

  it('ignores empty texts', () => {
    const result = applyCustomTranslations(catalog, { '8F1i42': '  ' });
    expect(translate(result, '8F1i42')).toBe('Pagina niet gevonden');
  });

  it('leaves the catalog it was given unchanged', () => {
    applyCustomTranslations(catalog, { '8F1i42': 'Anders' });
    expect(catalog['8F1i42']).toEqual(['Pagina niet gevonden']);
  });
});

describe('needsMessageTools', () => {
  it.each([
    ['ids with plain texts', { '8F1i42': 'Oeps' }, false],
    ['ids with placeholders', { abc123: 'Storing: {message}' }, false],
    ['an empty text', { 'Page not found': ' ' }, false],
    ['a source-text key', { 'Page not found': 'Niets' }, true],
    ['an ICU format', { abc123: '{n, number}' }, true],
    ['a quoted literal', { abc123: "it''s" }, true],
  ])('%s: %s', (_name, overrides, expected) => {
    expect(needsMessageTools(catalog, overrides)).toBe(expected);
  });
});

describe('customTranslationsFor', () => {
  const custom = { NL: { a: 'nl' }, 'en-US': { a: 'en' } };

  it.each([
    ['nl', { a: 'nl' }],
    ['en-US', { a: 'en' }],
    ['EN-US', { a: 'en' }],
    ['ro', {}],
  ])('%s', (locale, expected) => {
    expect(customTranslationsFor(custom, locale)).toEqual(expected);
  });

  it('takes a key of the same language when the locale has none of its own', () => {
    expect(customTranslationsFor({ 'ro-RO': { a: 'ro' } }, 'ro')).toEqual({ a: 'ro' });
    expect(customTranslationsFor({ en: { a: 'en' }, nl: { a: 'nl' } }, 'en-US')).toEqual({
      a: 'en',
    });
    // The locale's own key wins over the language's.
    expect(customTranslationsFor({ en: { a: 'en' }, 'en-US': { a: 'us' } }, 'en-US')).toEqual({
      a: 'us',
    });
  });

  it('merges keys that differ only in case', () => {
    expect(customTranslationsFor({ nl: {}, NL: { a: 'nl' } }, 'nl')).toEqual({ a: 'nl' });
  });

  it('gives no overrides without custom translations', () => {
    expect(customTranslationsFor(undefined, 'nl')).toEqual({});
  });
});
