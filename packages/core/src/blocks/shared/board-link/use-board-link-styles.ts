import { useScopedStyles } from '../../../styles/use-scoped-styles';

export const boardLinkStyles = (r: string): string => `
${r} .jb-link {
  display: inline-flex;
  align-items: center;
  gap: 8px;
}
${r} .jb-social-icon,
${r} .jb-link-icon {
  flex: none;
}
${r} .jb-link-dropdown {
  position: relative;
  display: inline-block;
}
${r} .jb-link-dropdown__toggle:not(.jb-button) {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 40px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--jb-primary-text, #1d4ed8);
  font: inherit;
  cursor: pointer;
}
${r} .jb-link-dropdown__toggle[aria-expanded="true"] .jb-link-dropdown__chevron {
  transform: rotate(180deg);
}
/* Over the cookie bar (z-index 30), as the search's suggestions. */
${r} .jb-link-dropdown__menu {
  z-index: 35;
  display: flex;
  flex-direction: column;
  min-width: 200px;
  max-width: calc(100vw - 16px);
  padding: 4px 0;
  border: 1px solid var(--jb-divider, #e5e7eb);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
}
${r} .jb-link-dropdown__item {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  color: var(--jb-text, #1f2937);
  text-decoration: none;
}
${r} .jb-link-dropdown__item:hover,
${r} .jb-link-dropdown__item:focus {
  background: var(--jb-surface, #f3f4f6);
}
${r} .jb-link-dropdown__item:focus-visible {
  outline-offset: -2px;
  box-shadow: none;
}
${r} .jb-link-dropdown__static {
  margin: 0;
  padding: 0;
  list-style: none;
}
/* Scripts off: the button cannot open the menu, so its links show as a list beneath it. */
@media (scripting: none) {
  /* Over the base styles' [hidden] { display: none !important }. */
  ${r} .jb-link-dropdown__static[hidden] {
    display: block !important;
  }
  ${r} .jb-link-dropdown__chevron {
    display: none;
  }
}
`;

/** The styles of links, social icons and dropdown menus, shared by every block with links. */
export function useBoardLinkStyles(): void {
  useScopedStyles('board-link', boardLinkStyles);
}
