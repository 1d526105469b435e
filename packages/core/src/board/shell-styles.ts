/**
 * The CSS of the shell's own parts: progress bar, network banners, error page, gate screens and
 * the cookie bar, under the board's root selector, sizes in px.
 */
export function shellStyles(r: string): string {
  return `
${r} { position: relative; }
${r} .jb-board__main { display: block; }
${r} .jb-progress {
  position: absolute; top: 0; left: 0; right: 0; height: 3px; z-index: 20; overflow: hidden;
}
${r} .jb-progress__bar {
  height: 100%; background: var(--jb-primary, #1d4ed8); transition: width 200ms ease-out;
}
${r} .jb-network-banner:empty { display: none; }
${r} .jb-network-banner {
  position: sticky; top: 0; z-index: 15; padding: 8px 16px; text-align: center;
  font-size: 14px; background: #1f2937; color: #ffffff;
}
${r} .jb-network-banner--back-online { background: #166534; }
${r} .jb-error-page, ${r} .jb-gate {
  max-width: 640px; margin: 64px auto; padding: 0 16px; text-align: center;
}
${r} .jb-error-page__status { font-size: 48px; margin-bottom: 8px; }
${r} .jb-error-page__message { font-size: 18px; }
${r} .jb-gate__form { display: flex; flex-direction: column; gap: 8px; text-align: start; }
${r} .jb-gate__form input {
  min-height: 40px; padding: 8px 12px; font: inherit; border: 1px solid var(--jb-border, #6b7280);
  border-radius: var(--jb-radius, 4px);
}
${r} .jb-gate__error { color: var(--jb-error, #b91c1c); min-height: 24px; margin: 0; }
${r} .jb-cookie-bar {
  position: fixed; left: 16px; right: 16px; bottom: 16px; z-index: 30; max-width: 960px;
  margin: 0 auto; padding: 16px; display: flex; flex-wrap: wrap; gap: 12px; align-items: center;
  background: var(--jb-background, #ffffff); color: var(--jb-text, #1f2937);
  border: 1px solid var(--jb-border, #6b7280); border-radius: 8px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
}
${r} .jb-cookie-bar p { margin: 0; flex: 1 1 320px; }
`;
}
