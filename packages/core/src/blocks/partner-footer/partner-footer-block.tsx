import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBoardId } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { BoardLink } from '../shared/board-link/board-link';

type PartnerFooterSettings = BlockSettingsOf<'partner-footer'>;

/**
 * A titled row of links to partner job boards. Without links visitors see nothing; the editor
 * still shows the title so the block can be found.
 */
export const component: BlockModule<PartnerFooterSettings>['component'] = ({
  settings,
  context,
}) => {
  const titleId = useBoardId();
  usePartnerFooterStyles();
  if (settings.links.length === 0 && !context.editor) return null;
  const title = settings.title.trim();
  return (
    <nav className="jb-partner-footer" aria-labelledby={title ? titleId : undefined}>
      <div className="jb-contained">
        {title ? (
          <h2 id={titleId} className="jb-partner-footer__title">
            {title}
          </h2>
        ) : null}
        {settings.links.length > 0 ? (
          <ul className="jb-partner-footer__links">
            {settings.links.map((link, index) => (
              // Links have no ids; their position is their identity in the stored list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                <BoardLink link={link} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </nav>
  );
};

function usePartnerFooterStyles(): void {
  useScopedStyles(
    'partner-footer',
    (r) => `
${r} .jb-partner-footer {
  padding-block: 24px;
  border-top: 1px solid var(--jb-divider, #e5e7eb);
  background: var(--jb-background, #ffffff);
}
${r} .jb-partner-footer__title {
  margin: 0 0 12px;
  font-size: 16px;
  font-weight: 700;
}
${r} .jb-partner-footer__links {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
}
`,
  );
}

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { partnerFooterBlock as definition } from '@jobboard/schema';
