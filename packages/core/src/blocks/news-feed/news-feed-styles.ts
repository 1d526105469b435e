// One column on mobile, two from 768 px (tablet), three from 992 px (desktop).
export const newsFeedStyles = (r: string) => `
${r} .jb-news-feed {
  padding-block: 40px;
}
${r} .jb-news-feed__header {
  margin-bottom: 24px;
}
${r} .jb-news-feed__subheading {
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-news-feed__list {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
}
@media (min-width: 768px) {
  ${r} .jb-news-feed__list {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
@media (min-width: 992px) {
  ${r} .jb-news-feed__list {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
}
${r} .jb-news-feed__article {
  display: flex;
  height: 100%;
  flex-direction: column;
  overflow: hidden;
}
${r} .jb-news-feed__item--card .jb-news-feed__article {
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-surface, #ffffff);
}
${r} .jb-news-feed__item--card .jb-news-feed__content {
  padding: 16px;
}
${r} .jb-news-feed__item--noBorder .jb-news-feed__content {
  padding-top: 12px;
}
${r} .jb-news-feed__content {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
}
${r} .jb-news-feed__image {
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
}
${r} .jb-news-feed__title {
  margin: 0;
  font-size: 18px;
  overflow-wrap: anywhere;
}
${r} .jb-news-feed__date {
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
${r} .jb-news-feed__summary {
  margin: 0;
  overflow-wrap: anywhere;
}
${r} .jb-news-feed__read-more {
  margin-top: auto;
  font-weight: 600;
}
${r} .jb-news-feed__notice--error {
  color: var(--jb-error, #b91c1c);
}
${r} .jb-news-feed__all {
  margin-top: 24px;
  text-align: center;
}
`;
