// The server entry of @jobboard/core (`@jobboard/core/server`): render a board URL to HTML for
// standalone hosting and search engines, then hydrate it in the browser with `mount()`.
export type { BoardOptions } from './board/board-options';
export { BOARD_ROOT_CLASS } from './board/board-root-class';
export type { BoardStartData } from './board/board-start-data';
export {
  type RenderBoardOptions,
  type RenderBoardResult,
  renderBoardToString,
} from './board/render-board-to-string';
export { createHtmlSanitizer, type HtmlSanitizer } from './html/create-html-sanitizer';
