/** The job details page: header, texts with cards beside them, related jobs. */
export function jobDetailsStyles(r: string): string {
  return `
${r} .jb-job-details {
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-block: 24px;
}
${r} .jb-job-details__notice {
  margin: 0;
  padding: 8px 12px;
  border-left: 4px solid var(--jb-info, #1d4ed8);
  background: var(--jb-surface, #f3f4f6);
  color: var(--jb-text, #1f2937);
  font-size: 14px;
}
${r} .jb-job-details__applied {
  margin: 0;
  padding: 8px 12px;
  border-left: 4px solid #15803d;
  background: #f0fdf4;
  color: #14532d;
  font-weight: 600;
}
${r} .jb-job-details__back {
  align-self: flex-start;
}
${r} .jb-job-details__header {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px;
  padding-bottom: 16px;
  border-bottom: 1px solid var(--jb-divider, #e5e7eb);
}
${r} .jb-job-details__logo {
  width: 72px;
  height: 72px;
  object-fit: contain;
  border: 1px solid var(--jb-divider, #e5e7eb);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
}
${r} .jb-job-details__heading {
  flex: 1 1 320px;
  min-width: 0;
}
${r} .jb-job-details__title {
  margin: 0 0 4px;
  overflow-wrap: anywhere;
}
${r} .jb-job-details__organisation {
  margin: 0 0 8px;
  color: var(--jb-text-muted, #4b5563);
  font-size: 18px;
}
${r} .jb-job-details__facts {
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--jb-text-muted, #4b5563);
  font-size: 15px;
}
${r} .jb-job-details__lead {
  margin: 0;
  font-size: 18px;
}
${r} .jb-job-details__layout {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
}
@media (min-width: 992px) {
  ${r} .jb-job-details__layout {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
}
${r} .jb-job-details__text {
  overflow-wrap: anywhere;
}
${r} .jb-job-details__text h2 {
  margin-top: 24px;
  font-size: 20px;
}
${r} .jb-job-details__aside {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
${r} .jb-job-details__card {
  padding: 16px;
  border: 1px solid var(--jb-divider, #e5e7eb);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
}
${r} .jb-job-details__card h2 {
  margin: 0 0 12px;
  font-size: 18px;
}
${r} .jb-job-details__card-logo {
  display: block;
  max-width: 160px;
  max-height: 80px;
  margin-bottom: 12px;
  object-fit: contain;
}
${r} .jb-job-details__segments {
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 12px;
  margin: 0;
}
${r} .jb-job-details__segments dt {
  font-weight: 600;
}
${r} .jb-job-details__segments dd {
  margin: 0;
}
${r} .jb-job-details__related-list {
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-job-details__apply {
  flex: 0 0 auto;
}
`;
}
