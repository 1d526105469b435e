// The script-tag build of @jobboard/core: what the loader imports from `core.js`. Built with
// react aliased to preact/compat and one chunk per block type.
export type { BoardOptions } from './board/board-options';
export { type BoardEventHandler, type BoardHandle, mount } from './board/mount';
