import type { Block, Locale } from '@jobboard/schema';
import type { Key, ReactElement } from 'react';
import { BlockBoundary } from './block-boundary';
import { BlockContent } from './block-content';
import type { BlockContext } from './block-context';
import { BlockCustomStyles } from './block-custom-styles';
import type { BlockModule } from './block-module';
import { BlockPlaceholder } from './block-placeholder';
import type { BlockRegistration } from './block-registration';
import type { BlockRuntime } from './block-runtime';
import type { BlockRegistry } from './create-block-registry';
import { LazyUnknownBlockNotice } from './lazy-editor-notices';
import { readBlockSettings } from './read-block-settings';
import { GuardedBlock, type ServerBlockGuard } from './server-block-guard';
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
 * and effects of `<BlockContent>` never run, so the HTML is the same. Hydration matches it: the
 * boundary and `<BlockContent>` add no element and call no `useId`, so the elements and their ids
 * stay the same.
 */
export function renderBlock(
  block: Block,
  context: BlockContext,
  runtime: BlockRuntime,
  key?: Key,
  guard?: ServerBlockGuard | null,
): ReactElement | null {
  if (!guard) return renderBlockElement(block, context, runtime, key);
  // A server render (renderBoardToString) leaves out a block that throws and renders again. The
  // block's element is made while it renders, inside its guard: reading settings an API sent
  // malformed throws there too, and must blame the block, not fail the page.
  return (
    <GuardedBlock key={key} guard={guard} block={block} editor={context.editor}>
      <GuardedElement render={() => renderBlockElement(block, context, runtime)} />
    </GuardedBlock>
  );
}

/** Renders what `render` makes, at render time (it adds no element). */
function GuardedElement({ render }: { render: () => ReactElement | null }) {
  return render();
}

function renderBlockElement(
  block: Block,
  context: BlockContext,
  runtime: BlockRuntime,
  key?: Key,
): ReactElement | null {
  const registration = runtime.registry.get(block.name);
  if (!registration) {
    return context.editor ? <LazyUnknownBlockNotice key={key} type={block.name} /> : null;
  }
  const css = block.custom_styles?.trim() ?? '';
  if (!css && !context.editor) return renderKnownBlock(block, registration, context, runtime, key);
  return (
    <BlockCustomStyles key={key} blockId={block.id} css={css} editor={context.editor}>
      {renderKnownBlock(block, registration, context, runtime)}
    </BlockCustomStyles>
  );
}

function renderKnownBlock(
  block: Block,
  registration: BlockRegistration,
  context: BlockContext,
  runtime: BlockRuntime,
  key?: Key,
): ReactElement {
  if (!context.editor && typeof window === 'undefined') {
    const loaded = loadedOnServer(block, registration, context, runtime.registry);
    if (loaded) {
      const { Component, settings } = loaded;
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

interface LoadedBlock {
  readonly registry: BlockRegistry;
  readonly locale: Locale;
  readonly defaultLocale: Locale;
  readonly Component: BlockModule<unknown>['component'];
  readonly settings: unknown;
}

// A server renders the same site's blocks on every request: what a loaded block renders with
// (its component and parsed settings for the locale) is kept per block object, which site data
// replaces rather than mutates, as `readBlockSettings` keeps parses per settings record. Only
// loaded blocks are kept: a module, once loaded for a locale, stays loaded in its registry.
const loadedBlocks = new WeakMap<Block, LoadedBlock>();

function loadedOnServer(
  block: Block,
  registration: BlockRegistration,
  context: BlockContext,
  registry: BlockRegistry,
): LoadedBlock | undefined {
  const { locale, defaultLocale } = context;
  const known = loadedBlocks.get(block);
  if (
    known?.registry === registry &&
    known.locale === locale &&
    known.defaultLocale === defaultLocale
  ) {
    return known;
  }
  const module = registry.loaded(registration.type, locale);
  if (!module) return undefined;
  const { settings } = readBlockSettings(registration, block, locale, defaultLocale);
  const loaded = { registry, locale, defaultLocale, Component: module.component, settings };
  loadedBlocks.set(block, loaded);
  return loaded;
}
