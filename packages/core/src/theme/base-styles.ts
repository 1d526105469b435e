const ROOT_CLASS = /^jb-[a-z0-9-]+$/i;

/**
 * The elements the board renders (or a job text holds) that take width and height from CSS only.
 * Not img, svg, video, iframe, hr and table cells: their `width` and `height` attributes are
 * presentational hints, which a `revert` would drop.
 */
const SIZED_BY_CSS =
  'div, nav, header, footer, main, section, article, aside, search, form, fieldset, legend, ' +
  'h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dt, dd, a, span, b, strong, em, i, s, u, small, ' +
  'sub, sup, code, pre, time, label, button, input, select, option, optgroup, textarea, figure, ' +
  'figcaption, blockquote';

/** The elements with width and height attributes, for the resets of everything but their size. */
const SIZED_BY_ATTRIBUTES =
  'img, svg, video, iframe, hr, table, caption, thead, tbody, tfoot, tr, th, td';

/**
 * The runtime's base CSS for a board whose root element has `rootClass` (a `jb-` class). Every
 * selector starts with that class, so nothing leaks into the host page and host rules of lower
 * specificity lose; colours, font and width come from the `--jb-*` custom properties of
 * `themeVariables`. Sizes are in px because host pages change the root font size.
 *
 * Host rules on element names (`li { float: left }`, `h1 { font-family: Impact }`) reach a
 * board's bare elements where no board rule sets the property, and inherited ones set on the
 * body (`letter-spacing`) reach all of it. So the root sets every inherited text property, and
 * the element resets (specificity 0,1,1: `:is()` counts its element name) put the properties such
 * rules typically set back to the browser's defaults with `revert`. They beat host element rules
 * (0,0,1, and 0,1,1 ones earlier in the page such as `.content li`) and lose to the board's own
 * `.jb-` rules (0,2,0); its own element rules come after them with the same specificity.
 * `revert` leaves presentation attributes alone where it is not applied: SVG `fill` and `stroke`
 * are never reset, nor the sizes of elements with `width` and `height` attributes. The `hidden`
 * attribute hides whatever a reset says (a `display: revert` undid it). Host pseudo-element
 * content is kept out of list items and links (bullets, external-link icons), not of every
 * element: a `::before` rule matching all of them makes the browser compute two more styles per
 * element, a fifth of a job list's style time (measured in Chromium). The board's own
 * pseudo-elements set what they need.
 *
 * The focus indicator of a control is two rings (WCAG technique C40): the outline in the primary
 * text colour and, in the gap between it and the control, a ring of the board's background, so
 * the focus still shows on a block an admin coloured like the outline (a call to action in the
 * primary colour). Only controls get the ring: a dialog or a heading focused for a screen reader
 * keeps its own shadow.
 */
export function baseStyles(rootClass: string): string {
  if (!ROOT_CLASS.test(rootClass)) {
    throw new Error(`The board's root class must be a "jb-" class name, got "${rootClass}"`);
  }
  const r = `.${rootClass}`;
  return `
${r} {
  font-family: var(--jb-font, sans-serif);
  font-size: var(--jb-font-size, 16px);
  line-height: var(--jb-line-height, 1.5);
  color: var(--jb-text, #1f2937);
  background: var(--jb-background, #ffffff);
  -webkit-text-size-adjust: 100%;
  text-align: start;
  font-style: normal;
  font-variant: normal;
  font-weight: 400;
  letter-spacing: normal;
  word-spacing: normal;
  text-indent: 0;
  text-shadow: none;
  text-transform: none;
  white-space: normal;
  /* A word longer than its box (a title of one long word, a long address) breaks rather than
     widening the page: at 375 px one job title scrolled the whole page sideways. */
  overflow-wrap: break-word;
  display: block;
  float: none;
  margin: 0;
  padding: 0;
  border: 0;
  box-shadow: none;
}
${r} * {
  box-sizing: border-box;
}
${r} :is(li, a)::before,
${r} :is(li, a)::after {
  content: revert;
}
${r} :is(${SIZED_BY_CSS}, ${SIZED_BY_ATTRIBUTES}) {
  display: revert;
  float: revert;
  clear: revert;
  position: revert;
  vertical-align: revert;
  margin: revert;
  padding: revert;
  border: revert;
  border-radius: revert;
  background: revert;
  box-shadow: revert;
  color: revert;
  font: revert;
  letter-spacing: revert;
  word-spacing: revert;
  text-align: revert;
  text-decoration: revert;
  text-indent: revert;
  text-shadow: revert;
  text-transform: revert;
  white-space: revert;
  list-style: revert;
}
${r} [hidden] {
  display: none !important;
}
${r} :is(${SIZED_BY_CSS}) {
  width: revert;
  height: revert;
  min-width: revert;
  min-height: revert;
  max-width: revert;
  max-height: revert;
}
${r} :is(h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote) {
  margin: 0 0 16px;
}
${r} h1 { font-size: 32px; line-height: 1.25; }
${r} h2 { font-size: 24px; line-height: 1.3; }
${r} h3 { font-size: 20px; line-height: 1.4; }
${r} :where(img, svg, video) {
  max-width: 100%;
  height: auto;
}
${r} :focus-visible {
  outline: 2px solid var(--jb-primary-text, #1d4ed8);
  outline-offset: 2px;
}
${r} :is(a, button, input, select, textarea, summary):focus-visible {
  box-shadow: 0 0 0 2px var(--jb-background, #fff);
}
${r} :where(div, section, article, main, ul, h1, h2, h3)[tabindex="-1"]:focus-visible {
  outline: none;
}
${r} a {
  color: var(--jb-primary-text, #1d4ed8);
  text-decoration: underline;
  text-underline-offset: 2px;
}
${r} a:hover {
  text-decoration-thickness: 2px;
}
/* A phone number is one word: broken over two lines it was two tap targets. */
${r} a[href^="tel:"] {
  white-space: nowrap;
}
${r} .jb-contained {
  width: 100%;
  max-width: var(--jb-max-width, 1200px);
  margin-inline: auto;
  padding-inline: 16px;
}
${r} .jb-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid var(--jb-primary, #1d4ed8);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-primary, #1d4ed8);
  color: var(--jb-on-primary, #ffffff);
  font: inherit;
  font-size: 16px;
  font-weight: 600;
  line-height: 1.25;
  text-decoration: none;
  cursor: pointer;
}
${r} .jb-button:hover:not(:disabled, [aria-disabled="true"]) {
  filter: brightness(0.92);
}
${r} .jb-button:disabled,
${r} .jb-button[aria-disabled="true"] {
  opacity: 0.6;
  cursor: not-allowed;
}
${r} .jb-button--secondary {
  border-color: var(--jb-secondary, #f59e0b);
  background: var(--jb-secondary, #f59e0b);
  color: var(--jb-on-secondary, #000000);
}
${r} .jb-button--plain {
  padding-inline: 0;
  border-color: transparent;
  background: transparent;
  color: var(--jb-primary-text, #1d4ed8);
}
${r} .jb-button--info {
  border-color: var(--jb-primary-text, #1d4ed8);
  background: var(--jb-background, #ffffff);
  color: var(--jb-primary-text, #1d4ed8);
}
${r} .jb-input,
${r} .jb-select,
${r} .jb-textarea {
  display: block;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
  color: var(--jb-text, #1f2937);
  font: inherit;
  font-size: 16px;
}
${r} .jb-textarea {
  min-height: 96px;
  resize: vertical;
}
${r} .jb-input::placeholder,
${r} .jb-textarea::placeholder {
  color: var(--jb-text-muted, #4b5563);
  opacity: 1;
}
${r} .jb-input[aria-invalid="true"],
${r} .jb-select[aria-invalid="true"],
${r} .jb-textarea[aria-invalid="true"] {
  border-color: var(--jb-error, #b91c1c);
}
${r} .jb-label {
  display: block;
  margin-bottom: 4px;
  font-weight: 600;
}
${r} .jb-field-error {
  white-space: pre-line;
  margin-top: 4px;
  color: var(--jb-error, #b91c1c);
  font-size: 14px;
}
${r} .jb-skip-link:focus {
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 40;
  padding: 8px 16px;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
  color: var(--jb-primary-text, #1d4ed8);
  font-weight: 600;
}
${r} .jb-visually-hidden:not(:is(a, button):is(:focus, :active)) {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
}
@media (prefers-reduced-motion: reduce) {
  ${r} *,
  ${r} *::before,
  ${r} *::after {
    animation-duration: 1ms !important;
    transition-duration: 1ms !important;
  }
}
`;
}
