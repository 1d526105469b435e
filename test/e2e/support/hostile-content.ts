/**
 * Script and event-handler payloads (and custom styles) planted in the e2e database (serve-e2e-board.ts) and checked
 * by hostile-content.spec.ts. Each payload that ran would set `window.__pwned` (or the parent's).
 */
const marker = (where: string) => `Veilige tekst ${where}`;

export const HOSTILE = {
  jobOwnSlug: 'e2e-onveilige-vacature',
  jobPlatformSlug: 'e2e-onveilige-platformtekst',
  articleSlug: 'e2e-onveilig-artikel',
  /** The text every payload set carries, to find the rendered HTML on the page. */
  marker,
  html: (where: string) =>
    [
      `<p>${marker(where)}</p>`,
      `<script>window.__pwned = 'script ${where}';</script>`,
      `<img src="x" alt="img ${where}" onerror="window.__pwned = 'img ${where}'">`,
      `<svg><script>window.__pwned = 'svg script ${where}'</script></svg>`,
      `<svg onload="window.__pwned = 'svg ${where}'"></svg>`,
      `<a href="javascript:window.__pwned = 'href ${where}'">link ${where}</a>`,
      `<p onclick="window.__pwned = 'click ${where}'" onmouseover="window.__pwned = 'hover ${where}'">klik ${where}</p>`,
      `<details open ontoggle="window.__pwned = 'toggle ${where}'"><summary>meer</summary></details>`,
      `<iframe srcdoc="<script>parent.__pwned = 'iframe ${where}'</script>"></iframe>`,
      `<form action="javascript:window.__pwned = 'form ${where}'"><button>verstuur ${where}</button></form>`,
      `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = 'mxss ${where}'">`,
      `<input autofocus onfocus="window.__pwned = 'focus ${where}'">`,
    ].join(''),
  /** The privacy page's html block's custom styles: its box, and the colour its text inherits. */
  customStyles: 'background-color: rgb(255, 250, 240);\n/* a comment */\ncolor: rgb(20, 40, 60);',
  /**
   * Its navbar's: they try to end the block's rule (behind a url(), which a brace count that
   * skipped strings and comments took as closing), so the rest hid the whole board.
   */
  breakingCustomStyles:
    'background: url({) } .jb-board, body { display: none !important; visibility: collapse } x { background: url(})',
} as const;
