import type { MouseEvent } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { siteLocales } from '../../../board/board-start-data';
import { navigationMessages } from '../../../i18n/messages/navigation-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { isPlainLeftClick } from '../board-link/is-plain-left-click';
import { LanguageLabel } from './language-label';
import { languageSwitchPath } from './language-switch-path';

export interface LanguageSwitcherProps {
  /** A class added to the switcher's `nav`. */
  className?: string | undefined;
  /**
   * The name of its `nav` landmark, unique on the page (the footer's differs from the navbar's).
   * @default 'Language'
   */
  label?: string | undefined;
}

/**
 * The board's languages (`config.languages`) that the site supports (its `supportedLanguages`:
 * the router shows any other as 'This language is not available') as links to the current page
 * in each language;
 * following one goes through the board's router, which loads that locale. Flags show unless the
 * site setting `flagsToText` asks for names. Nothing renders for a board with one language.
 */
export function LanguageSwitcher({ className, label }: LanguageSwitcherProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  useLanguageSwitcherStyles();
  const supported = siteLocales(context.settings).supported.map((locale) => locale.toLowerCase());
  const languages = context.config.languages.filter((language) =>
    supported.includes(language.locale.toLowerCase()),
  );
  if (languages.length < 2) return null;
  const asText = context.settings.flagsToText;
  return (
    <nav
      className={['jb-language-switcher', className].filter(Boolean).join(' ')}
      aria-label={label ?? _(navigationMessages.language)}
    >
      <ul className="jb-language-switcher__list">
        {languages.map((language) => {
          const path = languageSwitchPath(context, language.locale);
          const current = language.locale === context.locale;
          const follow = (event: MouseEvent<HTMLAnchorElement>) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            context.navigate(path);
          };
          return (
            <li key={language.locale}>
              <a
                className="jb-language-switcher__link"
                href={context.href(path)}
                hrefLang={language.locale}
                lang={language.locale}
                aria-current={current ? 'true' : undefined}
                onClick={follow}
              >
                <LanguageLabel language={language} asText={asText} />
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const languageSwitcherStyles = (r: string): string => `
${r} .jb-language-switcher__list {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-language-switcher__link {
  display: inline-flex;
  align-items: center;
  min-width: 40px;
  min-height: 40px;
  justify-content: center;
  padding: 4px 8px;
  border-radius: var(--jb-radius, 4px);
  color: inherit;
  text-decoration: none;
}
${r} .jb-language-switcher__link[aria-current="true"] {
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 4px;
}
${r} .jb-language-switcher__flag {
  font-size: 20px;
  line-height: 1;
}
${r} img.jb-language-switcher__flag {
  width: 24px;
  height: 16px;
  object-fit: cover;
}
`;

function useLanguageSwitcherStyles(): void {
  useScopedStyles('language-switcher', languageSwitcherStyles);
}
