import type { MouseEvent } from 'react';
import { useFormatters } from '../../../format/use-formatters';
import { listMessages } from '../../../i18n/messages/list-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { focusQuietly } from '../../../shell/focus-heading';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { pageWindow } from './page-window';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** The number of pages; `undefined` while it is not known (no answer yet): nothing shows. */
  pageCount: number | undefined;
  /** The `href` of the link to a page, so pages open in new tabs and crawlers follow them. */
  hrefFor: (page: number) => string;
  /** Called on a plain left click on a page link, instead of following the link. */
  onPageChange: (page: number) => void;
}

const paginationStyles = (r: string): string => `
${r} .jb-pagination__list {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
}
${r} .jb-pagination__link,
${r} .jb-pagination__gap {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  padding: 4px 8px;
  border-radius: var(--jb-radius, 4px);
}
${r} .jb-pagination__link {
  border: 1px solid var(--jb-border, #6b7280);
  text-decoration: none;
}
${r} .jb-pagination__link[aria-current="page"] {
  border-color: var(--jb-primary, #1d4ed8);
  background: var(--jb-primary, #1d4ed8);
  color: var(--jb-on-primary, #ffffff);
  font-weight: 600;
}
`;

/**
 * After a page change, the visitor is taken to the start of the list the pagination belongs to
 * (its parent element): scrolled to it, and focus moved there, so keyboard and screen-reader use
 * go on from the new results rather than from the links at the bottom of the old ones.
 */
function showListStart(link: HTMLElement): void {
  const list = link.closest('.jb-pagination')?.parentElement;
  if (!list) return;
  focusQuietly(list);
  list.scrollIntoView?.({ block: 'start' });
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Page links in a labelled `nav`: previous, the page window with the current page marked, next.
 * Following one within the board takes the visitor to the start of the list.
 */
export function Pagination({ page, pageCount, hrefFor, onPageChange }: PaginationProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  useScopedStyles('pagination', paginationStyles);
  // A page past the last (a stale link, a shorter list in another language) still leads back:
  // its previous link goes to the last page, and the pages show with none current.
  if (pageCount === undefined) return null;
  const last = Math.max(pageCount, 1);
  const beyond = page > last;
  if (last <= 1 && !beyond) return null;

  const link = (target: number, label: string, text: string, current = false) => (
    <a
      className="jb-pagination__link"
      href={hrefFor(target)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onPageChange(target);
        showListStart(event.currentTarget);
      }}
    >
      {text}
    </a>
  );

  return (
    <nav className="jb-pagination" aria-label={_(listMessages.pagination)}>
      <ul className="jb-pagination__list">
        {page > 1 ? (
          <li>{link(beyond ? last : page - 1, _(listMessages.previousPage), '‹')}</li>
        ) : null}
        {pageWindow(beyond ? last : page, last).map((item) =>
          typeof item === 'string' ? (
            <li key={item} className="jb-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {link(
                item,
                _(listMessages.pageOfTotal(format.number(item), format.number(last))),
                format.number(item),
                item === page,
              )}
            </li>
          ),
        )}
        {page < last ? <li>{link(page + 1, _(listMessages.nextPage), '›')}</li> : null}
      </ul>
    </nav>
  );
}
