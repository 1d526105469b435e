import type { Page, SiteConfig } from '@jobboard/schema';
import { render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { BlockContext } from '../../../../blocks-runtime/block-context';
import { createBlockRegistry } from '../../../../blocks-runtime/create-block-registry';
import {
  BoardProviders,
  type FixtureContextOptions,
  fixtureContext,
} from '../../../../blocks-runtime/testing/block-fixtures';
import { createHtmlSanitizer, type SanitizerWindow } from '../../../../html/create-html-sanitizer';
import { HtmlSanitizerContext } from '../../../../html/html-sanitizer-context';
import type { BoardI18n } from '../../../../i18n/create-i18n';
import { fixtureSitePages } from '../../../../router/testing/fixture-pages';
import {
  SessionLoadingContext,
  type SessionRole,
  SessionRoleContext,
} from '../../session-role-context';

/** Every page type at its catalogue paths (nl `/vacatures`, en-US `/en-US/job-list`, ...). */
export function layoutSitePages(): Page[] {
  return fixtureSitePages().map((page) => ({ ...page, settings: [], blocks: [] }));
}

export interface LayoutContextOptions extends FixtureContextOptions {
  /** The board path shown now. @default '/' */
  path?: string;
  query?: string;
  languages?: SiteConfig['languages'];
  /** Pages of the site. @default every page type */
  pages?: Page[];
  settings?: Partial<BlockContext['settings']>;
  appImage?: string | null;
}

/**
 * A block context on a site with every page type, whose `navigate` and `emit` are spies and
 * whose `href` prefixes `#` so tests see that links go through it.
 */
export function layoutContext(options: LayoutContextOptions = {}) {
  const navigate = vi.fn<BlockContext['navigate']>();
  const emit = vi.fn<BlockContext['emit']>();
  const base = fixtureContext({ ...options, emit });
  const pages = options.pages ?? layoutSitePages();
  const context: BlockContext = {
    ...base,
    site: { ...base.site, pages },
    page: pages.find((page) => page.key === 'p-home') ?? base.page,
    settings: { ...base.settings, ...options.settings },
    config: {
      ...base.config,
      languages: options.languages ?? base.config.languages,
      settings: { ...base.config.settings, app_image: options.appImage ?? null },
    },
    route: { path: options.path ?? '/', query: new URLSearchParams(options.query ?? '') },
    navigate,
    href: (to) => `#${typeof to === 'string' ? to : to.path}`,
  };
  return { context, navigate, emit };
}

// happy-dom lets scripts through DOMPurify, so HTML settings are sanitized over jsdom as on the
// server (see safe-html.test.tsx).
const jsdomSanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as SanitizerWindow);

export interface RenderInBoardOptions {
  role?: SessionRole;
  /** A stored login is loading (the role reads guest meanwhile). @default false */
  sessionLoading?: boolean;
}

/** A block's UI inside the board's providers, a jsdom sanitizer and a session role. */
export function inBoard(
  ui: ReactNode,
  i18n: BoardI18n,
  context: BlockContext,
  { role = 'guest', sessionLoading = false }: RenderInBoardOptions = {},
) {
  const runtime = { registry: createBlockRegistry({ builtins: [] }) };
  return (
    <BoardProviders i18n={i18n} context={context} runtime={runtime}>
      <HtmlSanitizerContext.Provider value={jsdomSanitizer}>
        <SessionRoleContext.Provider value={role}>
          <SessionLoadingContext.Provider value={sessionLoading}>
            {ui}
          </SessionLoadingContext.Provider>
        </SessionRoleContext.Provider>
      </HtmlSanitizerContext.Provider>
    </BoardProviders>
  );
}

/** Renders a block's UI inside the board's providers (see `inBoard`). */
export function renderInBoard(
  ui: ReactNode,
  i18n: BoardI18n,
  context: BlockContext,
  options: RenderInBoardOptions = {},
) {
  return render(inBoard(ui, i18n, context, options));
}
