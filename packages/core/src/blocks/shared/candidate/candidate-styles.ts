/** The candidate list's cards and the candidate details page. */
export function candidateStyles(r: string): string {
  return `
${r} .jb-candidates {
  padding-block: 32px;
}
${r} .jb-candidates__title {
  margin-bottom: 16px;
}
${r} .jb-candidates__items {
  display: grid;
  gap: 16px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
}
${r} .jb-candidate-card {
  display: flex;
  gap: 16px;
  padding: 16px;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: 8px;
}
${r} .jb-candidate-card__body {
  flex: 1;
  min-width: 0;
}
${r} .jb-candidate-card__title {
  margin: 0 0 4px;
  font-size: 18px;
}
${r} .jb-candidate-card__info {
  margin: 8px 0 0;
}
${r} .jb-candidate__avatar {
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
}
${r} .jb-candidate__badge {
  display: inline-block;
  margin-inline-start: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--jb-secondary, #1f2937);
  color: var(--jb-on-secondary, #fff);
  font-size: 13px;
  font-weight: 600;
  vertical-align: middle;
}
${r} .jb-candidate__facts {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
}
${r} .jb-candidate__layout > div > .jb-candidate__facts {
  margin-bottom: 24px;
}
${r} .jb-candidate__segments {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;
}
${r} .jb-candidate__segments dt {
  font-weight: 600;
}
${r} .jb-candidate__segments dd {
  margin: 0;
}
${r} .jb-candidate__fact dt {
  font-weight: 600;
}
${r} .jb-candidate__fact dd {
  margin: 0;
}
${r} .jb-candidate {
  padding-block: 32px;
}
${r} .jb-candidate__intro {
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
}
${r} .jb-candidate__intro .jb-candidate__avatar {
  width: 80px;
  height: 80px;
}
${r} .jb-candidate__name {
  margin: 0;
}
${r} .jb-candidate__layout {
  display: grid;
  gap: 24px;
}
@media (min-width: 992px) {
  ${r} .jb-candidate__layout {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
}
${r} .jb-candidate__section {
  margin-bottom: 24px;
}
${r} .jb-candidate__section h2 {
  font-size: 20px;
}
${r} .jb-candidate__info {
  white-space: pre-line;
}
${r} .jb-candidate__entries {
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-candidate__entries li + li {
  margin-top: 12px;
}
${r} .jb-candidate__entry-title {
  margin: 0;
  font-weight: 600;
}
${r} .jb-candidate__entry-meta {
  margin: 0;
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-candidate__card {
  margin-bottom: 24px;
  padding: 16px;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: 8px;
}
${r} .jb-candidate__card h2 {
  margin-top: 0;
  font-size: 20px;
}
${r} .jb-candidate__notice {
  padding: 8px 12px;
  border: 1px dashed var(--jb-border, #6b7280);
}
`;
}
