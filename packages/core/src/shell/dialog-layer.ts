/**
 * The z-index of the board's modal dialogs (apply, order, cookie settings, job alert) over the
 * page: above a host page's own fixed headers and overlays, which a board embedded in it must
 * not lose to (Bootstrap's fixed header is 1030; at 1000 a host's header covered the apply
 * dialog's title on a phone, undimmed), and a little under the largest z-index, left to what a
 * host means to be above everything. Everything else of the board stays low: the network banner
 * 32, a fixed navbar 30, the cookie bar 30, popovers 35, the progress bar 36, the skip link 40.
 */
export const DIALOG_Z_INDEX = 2147483000;
