// One column on mobile, two from 768 px (tablet), three from 992 px (desktop).
export const reviewsStyles = (r: string): string => `
${r} .jb-reviews {
  padding-block: 40px;
}
${r} .jb-reviews__header {
  margin-bottom: 24px;
  text-align: center;
}
${r} .jb-reviews__subheading {
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-reviews__list {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
}
@media (min-width: 768px) {
  ${r} .jb-reviews__list {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
@media (min-width: 992px) {
  ${r} .jb-reviews__list {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
}
${r} .jb-reviews__card {
  display: flex;
  height: 100%;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 24px;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-surface, #ffffff);
}
${r} .jb-reviews__title {
  margin: 0;
  font-size: 18px;
}
${r} .jb-reviews__text {
  flex: 1;
  margin: 0;
  white-space: pre-line;
}
${r} .jb-reviews__text p {
  margin: 0;
}
${r} .jb-reviews__reviewer {
  display: flex;
  align-items: center;
  gap: 12px;
}
${r} .jb-reviews__avatar {
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  object-fit: cover;
}
${r} .jb-reviews__who {
  display: flex;
  flex-direction: column;
}
${r} .jb-reviews__name {
  font-weight: 600;
}
${r} .jb-reviews__role {
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
`;
