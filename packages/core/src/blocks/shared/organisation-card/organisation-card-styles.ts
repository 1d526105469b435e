/** The organisation card: logo beside name, slogan and job count, the favourite at the end. */
export const organisationCardStyles = (r: string): string => `
${r} .jb-organisation-card {
  display: flex;
  align-items: flex-start;
  gap: 16px;
  height: 100%;
  padding: 16px;
  border: 1px solid var(--jb-border-subtle, #d1d5db);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
}
${r} .jb-organisation-card--premium {
  border-color: var(--jb-primary, #1d4ed8);
}
${r} .jb-organisation-card__logo {
  flex: none;
  width: 64px;
  height: 64px;
  object-fit: contain;
}
${r} .jb-organisation-card__body {
  flex: 1;
  min-width: 0;
}
${r} .jb-organisation-card__badge {
  display: inline-block;
  margin-bottom: 4px;
  padding: 2px 8px;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-secondary, #f59e0b);
  color: var(--jb-on-secondary, #000000);
  font-size: 14px;
  font-weight: 600;
}
${r} .jb-organisation-card__name {
  margin: 0 0 4px;
  font-size: 20px;
}
${r} .jb-organisation-card__slogan,
${r} .jb-organisation-card__count {
  margin: 0 0 4px;
  color: var(--jb-text-muted, #4b5563);
}
`;
