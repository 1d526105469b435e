import type { Page } from '@jobboard/schema';
import { useLingui } from '@lingui/react';
import { useContext, useMemo } from 'react';
import { layoutMessages } from '../i18n/messages/layout-messages';
import { BoardIdPrefixContext } from '../shell/board-id';
import { renderBlock } from './block-renderer';
import { blocksInOrder } from './blocks-in-order';
import { pageHasHeading, pageTitleOf } from './page-heading';
import { PageTopContext } from './page-top-context';
import { ServerBlockGuardContext } from './server-block-guard';
import { useBlockContext } from './use-block-context';
import { useBlockRuntime } from './use-block-runtime';

export interface PageBlocksProps {
  page: Page;
}

/**
 * A page's blocks in their `order`, each rendered as `<BlockRenderer>` renders it (keyed by the
 * block's id), with the context and runtime read once for the page rather than once per block.
 */
export function PageBlocks({ page }: PageBlocksProps) {
  const blocks = useMemo(() => blocksInOrder(page.blocks), [page.blocks]);
  const context = useBlockContext();
  const runtime = useBlockRuntime();
  const top = useContext(PageTopContext);
  const guard = useContext(ServerBlockGuardContext);
  const rendered = blocks.map((block) => renderBlock(block, context, runtime, block.id, guard));
  const { start, end } = contentRange(blocks);
  // A page that opens with its navigation gets a skip link past it (WCAG 2.4.1).
  const idPrefix = useContext(BoardIdPrefixContext);
  const target = start > 0 ? `${idPrefix}jb-content-${page.id}` : undefined;
  const { locale, defaultLocale, route } = context;
  const title = useMemo(
    () =>
      pageHasHeading(blocks, locale, defaultLocale, route.detailKey)
        ? ''
        : pageTitleOf(page, locale),
    [blocks, page, locale, defaultLocale, route.detailKey],
  );
  return (
    <>
      {target ? <SkipLink target={target} /> : null}
      {rendered.slice(0, start)}
      <main id={target} className="jb-board__content" tabIndex={target ? -1 : undefined}>
        {title ? <h1 className="jb-visually-hidden">{title}</h1> : null}
        {top}
        {rendered.slice(start, end)}
      </main>
      {rendered.slice(end)}
    </>
  );
}

/** The block types that make a page's banner when they open it. */
const HEADER_BLOCKS: ReadonlySet<string> = new Set(['navbar']);
/** The block types that make a page's footer when they close it. */
const FOOTER_BLOCKS: ReadonlySet<string> = new Set([
  'footer',
  'partner-footer',
  'custom-event-footer',
]);

/**
 * Where a page's content starts and ends among its ordered blocks: the navbars that open the
 * page and the footers that close it stay outside `<main>`, so the navbar's `<header>` is the
 * page's banner and the footer its content information (WCAG 1.3.1 landmarks).
 */
export function contentRange(blocks: readonly { name: string }[]): { start: number; end: number } {
  let start = 0;
  while (start < blocks.length && HEADER_BLOCKS.has(blocks[start]?.name ?? '')) start += 1;
  let end = blocks.length;
  while (end > start && FOOTER_BLOCKS.has(blocks[end - 1]?.name ?? '')) end -= 1;
  return { start, end };
}

/** Hidden until focused: the first stop of the keyboard, moving focus past the navigation. */
function SkipLink({ target }: { target: string }) {
  const { _ } = useLingui();
  return (
    <a
      className="jb-visually-hidden jb-skip-link"
      href={`#${target}`}
      onClick={(event) => {
        // Focus moves to the content without a change of the URL (hash routing reads it).
        event.preventDefault();
        // The link's own root: a shadow board's main is not in the document's ids.
        const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
        root.getElementById(target)?.focus();
      }}
    >
      {_(layoutMessages.skipToContent)}
    </a>
  );
}
