import type { BlockSettingsOf } from '@jobboard/schema';
import type { CSSProperties } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { SafeHtml } from '../../html/safe-html';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { withBoardPlaceholders } from '../shared/board-placeholders';
import { HtmlGridBackground } from './html-grid-background';
import { htmlGridStyles } from './html-grid-styles';

const TABLET_MAX_PER_ROW = 2;

/** The first `numberOfCells` cells, `perRow` per row on desktop, over an optional background. */
export const component: BlockModule<BlockSettingsOf<'html-grid'>>['component'] = ({
  settings,
  context,
}) => {
  useScopedStyles('html-grid', htmlGridStyles);
  const cells = Array.from(
    { length: settings.numberOfCells },
    (_, index) => settings.cellsContent[index]?.html ?? '',
  );
  const columns = {
    '--jb-html-grid-columns': String(settings.perRow),
    '--jb-html-grid-columns-tablet': String(Math.min(settings.perRow, TABLET_MAX_PER_ROW)),
  } as CSSProperties;
  const gridStyle: CSSProperties = {
    ...columns,
    columnGap: settings.columnGap,
    rowGap: settings.rowGap,
  };
  return (
    <section
      className="jb-html-grid"
      style={settings.textColor ? { color: settings.textColor } : undefined}
    >
      <HtmlGridBackground
        image={settings.backgroundImage}
        color={settings.backgroundColor}
        opacity={settings.backgroundOpacity}
      />
      <div className="jb-html-grid__cells jb-contained" style={gridStyle}>
        {cells.map((html, index) => (
          // Cells are positions in the grid: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: cells have no ids
          <div key={index} className="jb-html-grid__cell">
            <SafeHtml html={withBoardPlaceholders(html, context)} />
          </div>
        ))}
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { htmlGridBlock as definition } from '@jobboard/schema';
