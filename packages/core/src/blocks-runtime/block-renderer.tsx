import type { Block } from '@jobboard/schema';
import { BlockBoundary } from './block-boundary';
import { BlockContent } from './block-content';
import { LazyUnknownBlockNotice } from './lazy-editor-notices';
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
  const context = useBlockContext();
  const runtime = useBlockRuntime();
  const registration = runtime.registry.get(block.name);
  if (!registration) return context.editor ? <LazyUnknownBlockNotice type={block.name} /> : null;
  return (
    <BlockBoundary block={block} editor={context.editor} emit={context.emit}>
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
