import type { BlockSettingsOf } from '@jobboard/schema';
import { useContext } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { CookieSettingsContext } from '../../cookies/cookie-settings-context';
import { navigationMessages } from '../../i18n/messages/navigation-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { withBoardPlaceholders } from '../shared/board-placeholders';
import { LanguageSwitcher } from '../shared/language-switcher/language-switcher';
import { FooterColumn, type FooterColumnSettings } from './footer-column';
import { useFooterStyles } from './use-footer-styles';

type FooterSettings = BlockSettingsOf<'footer'>;

function hasContent(column: FooterColumnSettings): boolean {
  if (column.title.trim()) return true;
  return column.contentType === 'html' ? column.html.trim() !== '' : column.links.length > 0;
}

/**
 * The footer: its columns (tabs) of links or HTML side by side, then the language switcher
 * (`showLangSwitcher`) and the site's copyright text for the locale. Empty columns are left out;
 * an HTML column takes the job board's `#key#` placeholders (a contact column's `#email#`).
 */
export const component: BlockModule<FooterSettings>['component'] = ({ settings, context }) => {
  useFooterStyles();
  const { _ } = useBoardI18n();
  const columns = settings.footerLinks
    .filter(hasContent)
    .map((column) =>
      column.contentType === 'html'
        ? { ...column, html: withBoardPlaceholders(column.html, context) }
        : column,
    );
  const copyright = context.settings.copyrightText[context.locale]?.trim() ?? '';
  const openCookieSettings = useContext(CookieSettingsContext);
  const bottom = settings.showLangSwitcher || copyright !== '' || openCookieSettings !== null;
  return (
    <footer className="jb-footer">
      <div className="jb-contained">
        {columns.length > 0 ? (
          <div className="jb-footer__columns">
            {columns.map((column, index) => (
              // Columns have no ids; their position is their identity in the stored list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <FooterColumn key={index} column={column} />
            ))}
          </div>
        ) : null}
        {bottom ? (
          <div className="jb-footer__bottom">
            {copyright ? <p className="jb-footer__copyright">{copyright}</p> : null}
            {openCookieSettings ? (
              // A choice made is changed or withdrawn as easily as it was given.
              <button
                type="button"
                className="jb-button jb-button--plain jb-footer__cookies"
                aria-haspopup="dialog"
                onClick={openCookieSettings}
              >
                {_(navigationMessages.cookieSettings)}
              </button>
            ) : null}
            {settings.showLangSwitcher ? (
              <LanguageSwitcher
                className="jb-footer__languages"
                label={_(navigationMessages.languageInFooter)}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { footerBlock as definition } from '@jobboard/schema';
