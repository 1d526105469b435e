// The parts of the board's frame that show only while the board runs in the browser and never in
// the first render: a chunk of their own, loaded once the board is mounted.
export { BoardNotice } from '../shell/board-notice';
export { NetworkBanner } from '../shell/network-banner';
export { ProgressBar } from '../shell/progress-bar';
