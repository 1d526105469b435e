/**
 * The search combobox's CSS under the board root `r`: with the combobox, so it looks the same in
 * the job search block and in the job alert form's place search.
 */
export const searchComboboxStyles = (r: string): string => `
${r} .jb-search-combobox {
  position: relative;
}
${r} .jb-search-combobox__input {
  width: 100%;
}
${r} .jb-search-combobox:has(.jb-search-combobox__clear) .jb-search-combobox__input {
  padding-inline-end: 40px;
}
${r} .jb-search-combobox__clear {
  position: absolute;
  top: 50%;
  right: 4px;
  width: 32px;
  height: 32px;
  transform: translateY(-50%);
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--jb-text, #1f2937);
  font-size: 20px;
  cursor: pointer;
}
/* Over the cookie bar (z-index 30): a visitor's first search, on a short window, opened the
   places under it, out of reach until the cookies were dealt with. */
${r} .jb-search-combobox__list {
  z-index: 35;
  max-height: 320px;
  overflow-y: auto;
  padding: 4px 0;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.16);
}
${r} .jb-search-combobox__option {
  padding: 8px 12px;
  cursor: pointer;
}
${r} .jb-search-combobox__option--active {
  background: var(--jb-primary, #1d4ed8);
  color: var(--jb-on-primary, #ffffff);
}
`;
