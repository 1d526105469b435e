import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { SafeHtml } from '../../html/safe-html';

/** The admin's free HTML, sanitized; nothing at all when it is empty or fully removed. */
export const component: BlockModule<BlockSettingsOf<'html'>>['component'] = ({ settings }) => (
  <SafeHtml html={settings.html} as="section" className="jb-html-block jb-contained" />
);

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { htmlBlock as definition } from '@jobboard/schema';
