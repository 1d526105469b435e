// Breakpoints of the spec: below 768 px (mobile) one cell per row, from 768 (tablet) at most
// two, from 992 (desktop) the configured number.
export const htmlGridStyles = (r: string): string => `
${r} .jb-html-grid {
  position: relative;
  isolation: isolate;
  padding-block: 40px;
}
${r} .jb-html-grid__background {
  position: absolute;
  inset: 0;
  z-index: -1;
  background-position: center;
  background-size: cover;
  background-repeat: no-repeat;
  pointer-events: none;
}
${r} .jb-html-grid__cells {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
}
${r} .jb-html-grid__cell {
  min-width: 0;
  overflow-wrap: anywhere;
}
@media (min-width: 768px) {
  ${r} .jb-html-grid__cells {
    grid-template-columns: repeat(var(--jb-html-grid-columns-tablet, 2), minmax(0, 1fr));
  }
}
@media (min-width: 992px) {
  ${r} .jb-html-grid__cells {
    grid-template-columns: repeat(var(--jb-html-grid-columns, 3), minmax(0, 1fr));
  }
}
`;
