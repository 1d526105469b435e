import type { BlockSettingsOf } from '@jobboard/schema';
import type { CSSProperties } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { SafeHtml } from '../../html/safe-html';
import { layoutMessages } from '../../i18n/messages/layout-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { BoardLink } from '../shared/board-link/board-link';

type CustomEventFooterSettings = BlockSettingsOf<'custom-event-footer'>;

/**
 * A footer of free HTML (sanitized) and a row of links, in the admin's colours (empty ones use
 * the theme), e.g. for an event or campaign site. Nothing renders when it has neither.
 */
export const component: BlockModule<CustomEventFooterSettings>['component'] = ({ settings }) => {
  const { _ } = useBoardI18n();
  useCustomEventFooterStyles();
  if (!settings.html.trim() && settings.links.length === 0) return null;
  // The catalogue only lets CSS colours through, so they are safe in an inline style.
  const style: CSSProperties = {};
  if (settings.backgroundColor) style.backgroundColor = settings.backgroundColor;
  if (settings.textColor) style.color = settings.textColor;
  return (
    <footer className="jb-event-footer" style={style}>
      <div className="jb-contained jb-event-footer__inner">
        <SafeHtml html={settings.html} className="jb-event-footer__html" />
        {settings.links.length > 0 ? (
          <nav aria-label={_(layoutMessages.footerLinks)}>
            <ul className="jb-event-footer__links">
              {settings.links.map((link, index) => (
                // Links have no ids; their position is their identity in the stored list.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index}>
                  <BoardLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
};

function useCustomEventFooterStyles(): void {
  useScopedStyles(
    'custom-event-footer',
    (r) => `
${r} .jb-event-footer {
  padding-block: 32px;
  background: var(--jb-surface, #f3f4f6);
  color: var(--jb-text, #1f2937);
}
${r} .jb-event-footer__inner {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
${r} .jb-event-footer__html > :last-child {
  margin-bottom: 0;
}
${r} .jb-event-footer__html a,
${r} .jb-event-footer__links .jb-link {
  color: inherit;
}
${r} .jb-event-footer__links {
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
}
`,
  );
}

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { customEventFooterBlock as definition } from '@jobboard/schema';
