import type { JobboardClient } from '@jobboard/client';
import { type BlockSettingsOf, type BlockType, parseBlockSettings } from '@jobboard/schema';
import { render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import type { BlockContext, BlockRoute } from '../../../blocks-runtime/block-context';
import type { BlockModule } from '../../../blocks-runtime/block-module';
import { createBlockRegistry } from '../../../blocks-runtime/create-block-registry';
import {
  BoardProviders,
  fixtureBlock,
  fixtureContext,
  fixturePage,
} from '../../../blocks-runtime/testing/block-fixtures';
import { createHtmlSanitizer, type SanitizerWindow } from '../../../html/create-html-sanitizer';
import { HtmlSanitizerContext } from '../../../html/html-sanitizer-context';
import type { BoardI18n } from '../../../i18n/create-i18n';
import { BoardIdPrefixContext } from '../../../shell/board-id';

// happy-dom lets scripts through DOMPurify, so the sanitizer refuses it and renders no HTML;
// these tests sanitize over jsdom, as the server does (see safe-html.test.tsx).
export const jsdomSanitizer = createHtmlSanitizer(
  new JSDOM('').window as unknown as SanitizerWindow,
);

export interface RenderContentBlockOptions {
  i18n: BoardI18n;
  /** Stored settings of the block; missing ones take the catalogue defaults. */
  settings?: Record<string, unknown>;
  client?: JobboardClient;
  editor?: boolean;
  route?: Partial<BlockRoute>;
  /** The board's context beyond the fixture's, e.g. `navigate` or `site`. */
  context?: Partial<BlockContext>;
  /** SWR's fallback: data the server prefetched, by request key. */
  fallback?: Record<string, unknown>;
  /** The board's id prefix (a named board's `jobs-`). @default '' */
  idPrefix?: string;
}

/**
 * Renders one block type's component with its settings parsed as the renderer parses them, inside
 * the board's providers and a jsdom-backed sanitizer. Returns the context the block received.
 */
export function renderContentBlock<Type extends BlockType>(
  type: Type,
  blockModule: BlockModule<BlockSettingsOf<Type>>,
  options: RenderContentBlockOptions,
) {
  const block = fixtureBlock(1, type, { NL: options.settings ?? {} });
  const page = fixturePage([block]);
  const base = fixtureContext({
    page,
    editor: options.editor ?? false,
    ...(options.client ? { client: options.client } : {}),
  });
  const context: BlockContext = {
    ...base,
    ...options.context,
    route: { ...base.route, ...options.route },
  };
  const { settings } = parseBlockSettings(type, options.settings ?? {}, context.locale);
  const Component = blockModule.component;
  const view = render(
    <BoardProviders
      i18n={options.i18n}
      context={context}
      runtime={{ registry: createBlockRegistry({ builtins: [] }) }}
      fallback={options.fallback ?? {}}
    >
      <BoardIdPrefixContext value={options.idPrefix ?? ''}>
        <HtmlSanitizerContext.Provider value={jsdomSanitizer}>
          <Component settings={settings} block={block} context={context} />
        </HtmlSanitizerContext.Provider>
      </BoardIdPrefixContext>
    </BoardProviders>,
  );
  return { ...view, context, settings };
}
