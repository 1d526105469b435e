/** The organisation page: a header image, the intro row, sections and a framed video. */
export function organisationStyles(r: string): string {
  return `
${r} .jb-organisation {
  padding-block: 32px;
}
${r} .jb-organisation__header {
  display: block;
  width: 100%;
  max-height: 320px;
  margin-bottom: 24px;
  object-fit: cover;
}
${r} .jb-organisation__intro {
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
}
${r} .jb-organisation__logo {
  flex: none;
  width: 96px;
  height: 96px;
  object-fit: contain;
}
${r} .jb-organisation__titles {
  flex: 1;
  min-width: 0;
}
${r} .jb-organisation__name {
  margin-bottom: 4px;
}
${r} .jb-organisation__slogan,
${r} .jb-organisation__type {
  margin: 0;
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-organisation__facts {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0 0 24px;
}
${r} .jb-organisation__facts dt {
  font-weight: 600;
}
${r} .jb-organisation__facts dd {
  margin: 0;
}
${r} .jb-organisation__section {
  margin-bottom: 24px;
}
${r} .jb-organisation__text:not(:last-child) {
  margin-bottom: 24px;
}
${r} .jb-organisation__photos {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px;
  padding: 0;
  list-style: none;
}
${r} .jb-organisation__video {
  position: relative;
  margin-bottom: 24px;
  aspect-ratio: 16 / 9;
}
${r} .jb-organisation__video iframe {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
}
${r} .jb-organisation__social ul {
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  padding: 0;
  list-style: none;
}
${r} .jb-organisation__notice {
  padding: 8px 12px;
  border: 1px dashed var(--jb-border, #6b7280);
}
`;
}
