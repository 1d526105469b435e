import { DIALOG_Z_INDEX } from '../../shell/dialog-layer';
/** The job list block's CSS under the board root `r`. */
export const jobListStyles = (r: string): string => `
${r} .jb-job-list {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  padding: 24px 16px;
  max-width: var(--jb-max-width, 1200px);
  margin-inline: auto;
}
@media (max-width: 991.98px) {
  ${r} .jb-job-list__filters--folded { display: none; }
  /* Under the whole list the preview is out of sight: a job opens its page there. */
  ${r} .jb-job-list__split .jb-job-preview { display: none; }
}
@media (min-width: 992px) {
  ${r} .jb-job-list__filters-toggle { display: none; }
  ${r} .jb-job-list--with-sidebar {
    grid-template-columns: 280px minmax(0, 1fr);
  }
  ${r} .jb-job-list__split {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 16px;
    align-items: start;
  }
  ${r} .jb-job-list__split--empty {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Clear of a fixed navbar and of the cookie bar (their room, from useScrollPadding): under
     them its title and its button to the job page were out of reach. Taller than that room, it
     scrolls itself. */
  ${r} .jb-job-preview {
    position: sticky;
    top: calc(var(--jb-covered-top, 0px) + 16px);
    max-height: calc(100vh - var(--jb-covered-top, 0px) - var(--jb-covered-bottom, 0px) - 32px);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
}
/* The list's form's submit button, for a server-rendered page read without scripts; there the
   filters also show in full (folded groups, segments beyond the limit, the narrow screen's fold),
   as the buttons that would open them cannot. */
${r} .jb-job-list__submit,
${r} .jb-job-list__clear-link { display: none; }
@media (scripting: none) {
  ${r} .jb-job-list__submit,
  ${r} .jb-job-list__clear-link { display: inline-flex; }
  /* The filters' two buttons apart, side by side or stacked (they touched). */
  ${r} .jb-job-list__filters > .jb-button { margin: 0 8px 8px 0; }
  ${r} .jb-job-list__clear { display: none; }
  ${r} .jb-job-list__filters--folded { display: block; }
  ${r} .jb-segment-filter [hidden] { display: block; }
  ${r} .jb-job-list__filters-toggle,
  ${r} .jb-segment-filter__more { display: none; }
}
${r} .jb-job-list__toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 16px;
  margin-bottom: 16px;
}
${r} .jb-job-list__count {
  flex: 1;
  margin: 0;
  font-weight: 600;
}
/* On phones and small tablets the count takes its own row and the two selects share the next
   one where they fit (up to 767px the three on one row squeezed the count onto two lines). */
@media (max-width: 767.98px) {
  ${r} .jb-job-list__count { flex-basis: 100%; }
  /* Side by side where both fit their longest text ("Cele mai noi întâi", from 390px), else one
     per row: at 320 and 375px a half row cut the chosen value off under the arrow. */
  ${r} .jb-job-list__control { flex: 1 1 170px; min-width: 0; }
  ${r} .jb-job-list__control .jb-select { width: 100%; }
}
${r} .jb-job-list__error-reason {
  white-space: pre-line;
}
${r} .jb-job-list__sections[aria-busy="true"] {
  opacity: 0.55;
  transition: opacity 0.2s 0.3s;
}
${r} .jb-job-list__items {
  display: grid;
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
}
/*
 * A job off screen is laid out when it scrolls near the viewport, not with the list: the first
 * render lays out the few jobs in view instead of all of them. Until then a job takes the
 * estimated height (afterwards the one it last had), so the scroll bar hardly moves. The first
 * six are laid out at once: a screen's worth, which a new page of results shows at its start
 * (taking their estimate first, they grew in view as they were laid out: a layout shift).
 */
${r} .jb-job-list__items > li:nth-child(n + 7) {
  content-visibility: auto;
  contain-intrinsic-size: none auto 190px;
}
${r} .jb-job-list__items--cards {
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
}
${r} .jb-job-list__section-title {
  font-size: 20px;
}
${r} .jb-segment-filter {
  margin: 0 0 16px;
  padding: 0;
  border: 0;
}
${r} .jb-segment-filter__legend {
  padding: 0;
  width: 100%;
}
${r} .jb-segment-filter__toggle {
  width: 100%;
  padding: 8px 0;
  border: 0;
  border-bottom: 1px solid var(--jb-border-light, #e5e7eb);
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
}
${r} .jb-segment-filter__list {
  margin: 8px 0;
  padding: 0;
  list-style: none;
}
${r} .jb-segment-filter__option {
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  cursor: pointer;
}
${r} .jb-segment-filter__count {
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-job-alert-card {
  margin-bottom: 16px;
  padding: 16px;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background-muted, #f3f4f6);
}
${r} .jb-job-alert-modal {
  position: fixed;
  inset: 0;
  z-index: ${DIALOG_Z_INDEX};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.5);
}
${r} .jb-job-alert-modal__dialog {
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  max-width: 480px;
  padding: 24px;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
}
`;
