import { BREAKPOINTS } from '@jobboard/schema';
import { useScopedStyles } from '../../styles/use-scoped-styles';

/** Below this width (the spec's desktop breakpoint) the links fold behind the menu button. */
export const NAVBAR_DESKTOP_MIN_WIDTH =
  BREAKPOINTS.find((breakpoint) => breakpoint.viewport === 'desktop')?.minWidth ?? 992;

const navbarStyles = (r: string): string => `
${r} .jb-navbar {
  background: var(--jb-background, #ffffff);
  color: var(--jb-text, #1f2937);
  border-bottom: 1px solid var(--jb-divider, #e5e7eb);
}
${r} .jb-navbar--fixed {
  position: sticky;
  top: 0;
  z-index: 30;
}
${r} .jb-navbar__bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  min-height: 64px;
  padding-block: 12px;
}
${r} .jb-navbar__logo {
  display: inline-flex;
  align-items: center;
  margin-inline-end: auto;
}
${r} .jb-navbar__logo img {
  display: block;
  width: auto;
  max-width: 100%;
  /* Narrowed by max-width, a wide logo keeps its shape within its height. */
  object-fit: contain;
  object-position: left center;
}
${r} .jb-navbar__toggle {
  display: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-inline-start: auto;
  padding: 0;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
  color: var(--jb-text, #1f2937);
  cursor: pointer;
}
${r} .jb-navbar__menu {
  display: flex;
  align-items: center;
  gap: 16px;
}
${r} .jb-navbar__links {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* 16 px between links: with 20 the demo's six Romanian links and the language switch missed
     one row at 1280 px by 5 px. */
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-navbar__button-list {
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-navbar__links .jb-link,
${r} .jb-navbar__links .jb-link-dropdown__toggle:not(.jb-button) {
  min-height: 40px;
  color: var(--jb-text, #1f2937);
  font-weight: 600;
  text-decoration: none;
}
${r} .jb-navbar__links .jb-link[aria-current="page"] {
  color: var(--jb-primary-text, #1d4ed8);
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: 6px;
}
${r} .jb-navbar__links .jb-link:hover,
${r} .jb-navbar__links .jb-link-dropdown__toggle:not(.jb-button):hover {
  color: var(--jb-primary-text, #1d4ed8);
  text-decoration: underline;
}
@media (min-width: ${NAVBAR_DESKTOP_MIN_WIDTH}px) {
  /* The menu takes the room beside the logo and wraps its links inside it, rather than moving
     as a whole to a second row under a logo left alone on the first. */
  ${r} .jb-navbar__menu {
    flex: 1 1 0;
    min-width: 0;
    justify-content: flex-end;
  }
  ${r} .jb-navbar__links {
    justify-content: flex-end;
  }
  /* The language switch keeps to one row beside the links (Română alone on a second row). */
  ${r} .jb-navbar__languages {
    flex: none;
  }
  ${r} .jb-navbar__languages .jb-language-switcher__list {
    flex-wrap: nowrap;
  }
}
@media (max-width: ${NAVBAR_DESKTOP_MIN_WIDTH - 0.02}px) {
  ${r} .jb-navbar__toggle {
    display: inline-flex;
  }
  ${r} .jb-navbar__menu {
    display: none;
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
    padding-bottom: 8px;
  }
  ${r} .jb-navbar--open .jb-navbar__menu {
    display: flex;
  }
  /* In the folded menu a dropdown's links unfold in place, pushing the links after them down,
     rather than floating over them (the inline position the floating menu sets gives way). */
  ${r} .jb-navbar__menu .jb-link-dropdown {
    display: block;
  }
  ${r} .jb-navbar__menu .jb-link-dropdown__menu {
    position: static !important;
    transform: none !important;
    min-width: 0;
    max-width: none;
    border: 0;
    box-shadow: none;
    padding-inline-start: 16px;
  }
  /* The logo takes the row's room beside the menu button and narrows in it, rather than pushing
     the button onto a row of its own. */
  ${r} .jb-navbar__logo {
    flex: 1 1 0;
    min-width: 0;
  }
  /* A fixed bar with its menu open can be taller than the window: it scrolls itself, so its last
     links stay reachable (the page under it does not move the sticky bar), above the cookie bar
     while that shows. */
  ${r} .jb-navbar--fixed.jb-navbar--open {
    max-height: calc(100vh - var(--jb-covered-bottom, 0px));
    max-height: calc(100dvh - var(--jb-covered-bottom, 0px));
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  ${r} .jb-navbar__links,
  ${r} .jb-navbar__button-list {
    flex-direction: column;
    align-items: stretch;
  }
  ${r} .jb-navbar__links .jb-button {
    width: 100%;
  }
  /* The language links line up with the menu's links (their own padding indented them). */
  ${r} .jb-navbar__languages .jb-language-switcher__list {
    margin-inline-start: -8px;
  }
}
/* A server-rendered page read with scripts off, where the menu button cannot open the menu: the
   menu shows as open and the button goes. */
@media (max-width: ${NAVBAR_DESKTOP_MIN_WIDTH - 0.02}px) and (scripting: none) {
  ${r} .jb-navbar__toggle {
    display: none;
  }
  ${r} .jb-navbar__menu {
    display: flex;
  }
}
`;

export function useNavbarStyles(): void {
  useScopedStyles('navbar', navbarStyles);
}
