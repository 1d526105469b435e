export const cmsArticleStyles = (r: string) => `
${r} .jb-cms-article {
  max-width: 800px;
  padding-block: 40px;
}
${r} .jb-cms-article__back {
  display: inline-block;
  margin-bottom: 24px;
}
${r} .jb-article__header {
  margin-bottom: 24px;
}
${r} .jb-article__title {
  margin-bottom: 8px;
  overflow-wrap: anywhere;
}
${r} .jb-article__date {
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
${r} .jb-article__image {
  display: block;
  width: 100%;
  margin-bottom: 24px;
  border-radius: var(--jb-radius, 4px);
  object-fit: cover;
}
${r} .jb-article__lead {
  font-size: 18px;
  font-weight: 600;
}
${r} .jb-article__body {
  overflow-wrap: anywhere;
}
${r} .jb-cms-article__notice--error {
  color: var(--jb-error, #b91c1c);
}
`;
