/**
 * The CSS of the board's frame under the board's root selector. The parts that rarely show
 * bring their own: the progress bar, the network banners, the cookie bar and the screens of
 * `shell/screens.ts`.
 */
export function shellStyles(r: string): string {
  return `
${r} { position: relative; }
${r} .jb-board__content { display: block; }
`;
}
