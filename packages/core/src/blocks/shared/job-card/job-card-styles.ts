/** The job card's CSS under the board root `r`. */
export const jobCardStyles = (r: string): string => `
${r} .jb-job-card {
  position: relative;
  display: flex;
  gap: 16px;
  padding: 16px;
  border: 1px solid var(--jb-border-light, #e5e7eb);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
}
${r} .jb-job-card--card {
  flex-direction: column;
  height: 100%;
}
${r} .jb-job-card--premium {
  border-color: var(--jb-secondary, #f59e0b);
}
${r} .jb-job-card--active {
  border-color: var(--jb-primary, #1d4ed8);
  box-shadow: inset 4px 0 0 var(--jb-primary, #1d4ed8);
}
${r} .jb-job-card__logo {
  flex: none;
  width: 64px;
  height: 64px;
  object-fit: contain;
}
${r} .jb-job-card--big .jb-job-card__logo {
  width: 96px;
  height: 96px;
}
${r} .jb-job-card__body {
  flex: 1;
  min-width: 0;
}
/* An employer's words of any length break (a title of one long word widened the whole page
   on a phone): \`anywhere\`, unlike \`break-word\`, lets the card's grid and flex parents shrink. */
${r} .jb-job-card__title,
${r} .jb-job-card__organisation,
${r} .jb-job-card__description {
  overflow-wrap: anywhere;
}
${r} .jb-job-card__title {
  margin: 0 0 4px;
  font-size: 18px;
  line-height: 1.35;
}
${r} .jb-job-card--big .jb-job-card__title {
  font-size: 22px;
}
${r} .jb-job-card__link::after {
  content: "";
  position: absolute;
  inset: 0;
}
${r} .jb-job-card__organisation {
  margin: 0 0 8px;
  font-weight: 600;
}
${r} .jb-job-card__facts {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
${r} .jb-job-card__tags {
  margin-top: 8px;
}
${r} .jb-job-card__description {
  margin: 8px 0 0;
}
${r} .jb-job-card__badge {
  display: inline-block;
  margin-bottom: 4px;
  padding: 2px 8px;
  border-radius: 12px;
  background: var(--jb-secondary, #f59e0b);
  color: var(--jb-on-secondary, #000000);
  font-size: 12px;
  font-weight: 600;
}
${r} .jb-job-card__favourite {
  position: relative;
  z-index: 1;
  flex: none;
  align-self: flex-start;
}
@media (max-width: 575.98px) {
  ${r} .jb-job-card--list {
    flex-wrap: wrap;
    gap: 8px 12px;
    padding: 12px;
  }
  ${r} .jb-job-card--list .jb-job-card__logo {
    width: 48px;
    height: 48px;
  }
  ${r} .jb-job-card--list .jb-job-card__body {
    order: 1;
    flex-basis: 100%;
  }
  ${r} .jb-job-card--list .jb-job-card__favourite {
    margin-left: auto;
  }
}
`;
