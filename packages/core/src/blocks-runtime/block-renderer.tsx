import type { Block } from '@jobboard/schema';
import type { Key, ReactElement } from 'react';
import { BlockBoundary } from './block-boundary';
import { BlockContent } from './block-content';
import type { BlockContext } from './block-context';
import { BlockPlaceholder } from './block-placeholder';
import type { BlockRuntime } from './block-runtime';
import { LazyUnknownBlockNotice } from './lazy-editor-notices';
import { readBlockSettings } from './read-block-settings';
import { useBlockContext } from './use-block-context';
import { useBlockRuntime } from './use-block-runtime';

export interface BlockRendererProps {
  block: Block;
}

/**
 * Renders one block of a page with its own error boundary. When its module has loaded (after
 * `registry.preload` on the server, or once in the browser) it renders synchronously, with no
 * Suspense, so `renderToString` gives its HTML; otherwise it shows a placeholder while loading.
 * Blocks of unknown types are left out for visitors and named in the editor layout.
 */
export function BlockRenderer({ block }: BlockRendererProps) {
  return renderBlock(block, useBlockContext(), useBlockRuntime());
}

/**
 * The elements of one block, as `<BlockRenderer>` renders it; `<PageBlocks>` calls it for each
 * block with the context and runtime it read once, so a page has no component per block around
 * the boundary.
 *
 * A server render (no `window`) of a visitor's page renders a loaded block's component straight
 * away (its placeholder when it has not loaded): there the boundary catches nothing
 * (`renderToString` throws on a render error whatever boundary is above it) and the loading state
 * and effects of `<BlockContent>` never run, so the HTML is the same. Hydration matches it: the boundary and `<BlockContent>` add no element
 * and call no `useId`, so the elements and their ids stay the same.
 */
export function renderBlock(
  block: Block,
  context: BlockContext,
  runtime: BlockRuntime,
  key?: Key,
): ReactElement | null {
  const registration = runtime.registry.get(block.name);
  if (!registration) {
    return context.editor ? <LazyUnknownBlockNotice key={key} type={block.name} /> : null;
  }
  if (!context.editor && typeof window === 'undefined') {
    const module = runtime.registry.loaded(registration.type, context.locale);
    if (module) {
      const { settings } = readBlockSettings(
        registration,
        block,
        context.locale,
        context.defaultLocale,
      );
      const Component = module.component;
      return <Component key={key} settings={settings} block={block} context={context} />;
    }
    // Nothing loads during a server render: the block stays in its loading state.
    return <BlockPlaceholder key={key} />;
  }
  return (
    <BlockBoundary key={key} block={block} editor={context.editor} emit={context.emit}>
      <BlockContent
        key={registration.type}
        block={block}
        registration={registration}
        context={context}
        runtime={runtime}
      />
    </BlockBoundary>
  );
}
