import { useScopedStyles } from '../styles/use-scoped-styles';

/** The CSS of the error pages and the gate screens, under the board's root selector, in px. */
function screenStyles(r: string): string {
  return `
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
`;
}

/** Adds the screens' CSS to the board (once); every screen of `screens.ts` calls it. */
export function useScreenStyles(): void {
  useScopedStyles('screens', screenStyles);
}
