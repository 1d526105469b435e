/** The class of every board's root element; all board CSS is scoped under it. */
export const BOARD_ROOT_CLASS = 'jb-board';
