import type { BlockSettingsOf } from '@jobboard/schema';
import type { CSSProperties } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { SafeHtml } from '../../html/safe-html';
import { BoardLink } from '../shared/board-link/board-link';
import { withBoardPlaceholders } from '../shared/board-placeholders';
import { useCallToActionStyles } from './use-call-to-action-styles';

type CallToActionSettings = BlockSettingsOf<'call-to-action'>;

/**
 * A text (sanitized HTML) with one link or button: text above it (`column`), or beside it
 * spread out (`row-spread`) or centred (`row-center`). Empty colours use the theme.
 */
export const component: BlockModule<CallToActionSettings>['component'] = ({
  settings,
  context,
}) => {
  useCallToActionStyles();
  // The catalogue only lets CSS colours through, so they are safe in an inline style.
  let style: CSSProperties | undefined;
  if (settings.backgroundColor) style = { backgroundColor: settings.backgroundColor };
  if (settings.textColor) style = { ...style, color: settings.textColor };
  return (
    <section className={`jb-cta jb-cta--${settings.layout}`} style={style}>
      <div className="jb-contained jb-cta__inner">
        <SafeHtml html={withBoardPlaceholders(settings.text, context)} className="jb-cta__text" />
        <BoardLink link={settings.buttonLink} className="jb-cta__action" />
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { callToActionBlock as definition } from '@jobboard/schema';
