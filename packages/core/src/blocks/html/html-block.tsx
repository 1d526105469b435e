import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { SafeHtml } from '../../html/safe-html';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { withBoardPlaceholders } from '../shared/board-placeholders';

/** The block's room above and below, as the other content blocks keep. */
const htmlBlockStyles = (r: string) => `
${r} .jb-html-block { padding-block: 32px; }
${r} .jb-html-block > :last-child { margin-bottom: 0; }
`;

/** The admin's free HTML, sanitized; nothing at all when it is empty or fully removed. */
export const component: BlockModule<BlockSettingsOf<'html'>>['component'] = ({
  settings,
  context,
}) => {
  useScopedStyles('html-block', htmlBlockStyles);
  return (
    <SafeHtml
      html={withBoardPlaceholders(settings.html, context)}
      as="section"
      className="jb-html-block jb-contained"
    />
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { htmlBlock as definition } from '@jobboard/schema';
