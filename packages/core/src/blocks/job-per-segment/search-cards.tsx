import type { BlockSettingsOf, Columns } from '@jobboard/schema';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
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

const searchCardsStyles = (r: string): string => `
${r} .jb-search-card {
  position: relative;
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
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
}
${r} .jb-search-card__link {
  position: relative;
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
`;

/** Image cards, each a link to the job list with its stored search. */
export function SearchCards({ cards, columns, big = false }: SearchCardsProps) {
  const context = useBlockContext();
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('search-cards', searchCardsStyles);
  return (
    <ul className="jb-collection__grid jb-search-cards" style={columnsStyle(columns)}>
      {cards.map((card, index) => {
        const path = pagePath(context, 'p-job-list', { query: jobQueryParams(card.jobQuery) });
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position; titles may repeat
            key={`${index}-${card.title}`}
            className={big ? 'jb-search-card jb-search-card--big' : 'jb-search-card'}
          >
            {card.image ? <img className="jb-search-card__image" src={card.image} alt="" /> : null}
            {path === null ? (
              <span className="jb-search-card__link">{card.title}</span>
            ) : (
              <BoardAnchor path={path} className="jb-search-card__link">
                {card.title}
              </BoardAnchor>
            )}
          </li>
        );
      })}
    </ul>
  );
}
