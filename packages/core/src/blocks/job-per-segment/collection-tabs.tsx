import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useBoardId } from '../../shell/board-id';

export interface CollectionTabsProps {
  /** The name of the tab list, e.g. the block's title; empty leaves the list unnamed. */
  label: string;
  /** The tabs' names, in order. */
  tabs: readonly string[];
  /** The panel of the tab at an index; only the selected panel is rendered. */
  renderPanel: (index: number) => ReactNode;
}

/**
 * Tabs in the ARIA tabs pattern: a roving tab stop, arrow keys and Home/End move between tabs
 * and select them, the selected tab labels its panel.
 */
export function CollectionTabs({ label, tabs, renderPanel }: CollectionTabsProps) {
  const id = useBoardId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = Math.min(selected, Math.max(tabs.length - 1, 0));

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  // No tab list without a tab: a tablist needs tabs, and its panel a tab to name it.
  if (tabs.length === 0) return null;
  return (
    <div className="jb-collection-tabs">
      <div className="jb-collection-tabs__list" role="tablist" aria-label={label || undefined}>
        {tabs.map((name, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a tab is its position; names may repeat
            key={`${index}-${name}`}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={`${id}-tab-${index}`}
            className="jb-collection-tabs__tab"
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className="jb-collection-tabs__panel"
        role="tabpanel"
        aria-labelledby={`${id}-tab-${active}`}
      >
        {renderPanel(active)}
      </div>
    </div>
  );
}

/** Styles of the tabs: a wrapping row of buttons, the selected one underlined in the primary colour. */
export const collectionTabsStyles = (r: string): string => `
${r} .jb-collection-tabs__list {
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid var(--jb-border-subtle, #d1d5db);
}
${r} .jb-collection-tabs__tab {
  min-height: 40px;
  padding: 8px 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--jb-text, #1f2937);
  font: inherit;
  cursor: pointer;
}
${r} .jb-collection-tabs__tab[aria-selected="true"] {
  border-bottom-color: var(--jb-primary, #1d4ed8);
  font-weight: 600;
}
`;
