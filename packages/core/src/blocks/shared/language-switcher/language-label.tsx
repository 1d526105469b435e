import type { ConfigLanguage } from '@jobboard/schema';
import { languageName } from './language-name';

const IMAGE_FLAG = /^(?:https?:\/\/|\/(?!\/))/i;

export interface LanguageLabelProps {
  language: ConfigLanguage;
  /** Show the language's name instead of its flag (site setting `flagsToText`). */
  asText: boolean;
}

/** A language's flag (an image address or an emoji) named for screen readers, or its name. */
export function LanguageLabel({ language, asText }: LanguageLabelProps) {
  const name = languageName(language.locale);
  const flag = language.flag?.trim();
  if (asText || !flag) return <span>{name}</span>;
  return (
    <>
      {IMAGE_FLAG.test(flag) ? (
        <img className="jb-language-switcher__flag" src={flag} alt="" width="24" height="16" />
      ) : (
        <span className="jb-language-switcher__flag" aria-hidden="true">
          {flag}
        </span>
      )}
      <span className="jb-visually-hidden">{name}</span>
    </>
  );
}
