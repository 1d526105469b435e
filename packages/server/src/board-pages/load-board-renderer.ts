import type { HtmlSanitizer, renderBoardToString } from '@jobboard/core/server-preact';

export interface BoardRenderer {
  renderBoardToString: typeof renderBoardToString;
  sanitizer: HtmlSanitizer;
}

let loading: Promise<BoardRenderer | null> | undefined;

/**
 * The server render of @jobboard/core, from its build (Lingui's macros are compiled only by the
 * build), with a sanitizer over jsdom. `null` when core is not built yet; the API keeps working.
 * It is the preact build (`server-preact`): the pages hydrate with the embed build, which is
 * preact, and only the same renderer gives the same `useId` ids (labels, descriptions).
 */
export function loadBoardRenderer(): Promise<BoardRenderer | null> {
  loading ??= (async () => {
    try {
      const [core, { JSDOM }] = await Promise.all([
        import('@jobboard/core/server-preact'),
        import('jsdom'),
      ]);
      const window = new JSDOM('').window as unknown as Parameters<
        typeof core.createHtmlSanitizer
      >[0];
      return {
        renderBoardToString: core.renderBoardToString,
        sanitizer: core.createHtmlSanitizer(window),
      };
    } catch (error) {
      loading = undefined;
      console.error('The board renderer could not be loaded:', error);
      return null;
    }
  })();
  return loading;
}
