import type { BlockSettingsOf, Columns } from '@jobboard/schema';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { collectionMessages } from '../../i18n/messages/collection-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { BoardAnchor } from '../featured-jobs/board-anchor';
import { collectionStyles, columnsStyle } from '../featured-jobs/collection-styles';
import { jobQueryParams } from '../shared/board-link/link-target';
import { pagePath } from '../shared/page-link';

type SearchCard = BlockSettingsOf<'job-per-segment'>['cardTabs'][number];

export interface SearchCardsProps {
  cards: readonly SearchCard[];
  columns: Columns;
  /** @default false */
  big?: boolean;
}

/**
 * The link's `::after` covers the whole card, so all of it leads to the search; the link itself
 * stays unpositioned for that, and the image goes below it (`z-index: -1` in the card's own
 * stacking context). The card clips what overflows, so the focus ring is drawn inside it.
 */
export const searchCardsStyles = (r: string): string => `
${r} .jb-search-card {
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  min-height: 120px;
  overflow: hidden;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-primary, #1d4ed8);
}
${r} .jb-search-card--big {
  min-height: 240px;
}
${r} .jb-search-card__image {
  position: absolute;
  z-index: -1;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
}
${r} .jb-search-card__link {
  display: block;
  width: 100%;
  padding: 12px 16px;
  background: rgba(0, 0, 0, 0.72);
  color: #ffffff;
  font-size: 18px;
  font-weight: 600;
  text-decoration: none;
}
${r} .jb-search-card__link:hover {
  text-decoration: underline;
}
${r} .jb-search-card__link::after {
  content: "";
  position: absolute;
  inset: 0;
  border-radius: inherit;
}
${r} .jb-search-card__link:focus-visible {
  outline: none;
  box-shadow: none;
}
${r} .jb-search-card__link:focus-visible::after {
  box-shadow:
    inset 0 0 0 2px var(--jb-background, #ffffff),
    inset 0 0 0 4px var(--jb-primary-text, #1d4ed8);
}
`;

/** Image cards, each a link to the job list with its stored search. */
export function SearchCards({ cards, columns, big = false }: SearchCardsProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('search-cards', searchCardsStyles);
  return (
    <ul className="jb-collection__grid jb-search-cards" style={columnsStyle(columns)}>
      {cards.map((card, index) => {
        const path = pagePath(context, 'p-job-list', { query: jobQueryParams(card.jobQuery) });
        // An untitled card still needs a name: it is a link, and a link without one is unusable.
        const title = card.title.trim() || _(collectionMessages.viewJobs);
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position; titles may repeat
            key={`${index}-${card.title}`}
            className={big ? 'jb-search-card jb-search-card--big' : 'jb-search-card'}
          >
            {card.image ? <img className="jb-search-card__image" src={card.image} alt="" /> : null}
            {path === null ? (
              <span className="jb-search-card__link">{title}</span>
            ) : (
              <BoardAnchor path={path} className="jb-search-card__link">
                {title}
              </BoardAnchor>
            )}
          </li>
        );
      })}
    </ul>
  );
}
