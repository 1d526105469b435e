import type { SupportedLocale } from '../../locale';
import type { LocalizedDefault } from '../settings/setting-base';
import { EN_US_TEXTS } from './en-us';
import { NL_TEXTS, type TextId } from './nl';
import { RO_TEXTS } from './ro';

const TEXTS: Record<SupportedLocale, Record<TextId, string>> = {
  nl: NL_TEXTS,
  'en-US': EN_US_TEXTS,
  ro: RO_TEXTS,
};

/** A default text of the block catalogue in one locale. */
export function textFor(locale: SupportedLocale, id: TextId): string {
  return TEXTS[locale][id];
}

/** A setting default that is the catalogue text `id` in each locale. */
export function defaultText(id: TextId): LocalizedDefault<string> {
  return (locale) => textFor(locale, id);
}
