import type { Page } from '@jobboard/schema';
import { useLingui } from '@lingui/react';
import { useContext, useMemo } from 'react';
import { layoutMessages } from '../i18n/messages/layout-messages';
import { renderBlock } from './block-renderer';
import { blocksInOrder } from './blocks-in-order';
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
  const guard = useContext(ServerBlockGuardContext);
  const rendered = blocks.map((block) => renderBlock(block, context, runtime, block.id, guard));
  // A page that opens with its navigation gets a skip link past it (WCAG 2.4.1).
  const leading = blocks.findIndex((block) => block.name !== 'navbar');
  if (leading <= 0) return <>{rendered}</>;
  const target = `jb-content-${page.id}`;
  return (
    <>
      <SkipLink target={target} />
      {rendered.slice(0, leading)}
      <div id={target} className="jb-skip-target" tabIndex={-1} />
      {rendered.slice(leading)}
    </>
  );
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
        event.currentTarget.ownerDocument.getElementById(target)?.focus();
      }}
    >
      {_(layoutMessages.skipToContent)}
    </a>
  );
}
