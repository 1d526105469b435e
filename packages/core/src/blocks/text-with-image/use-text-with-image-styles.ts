import { useScopedStyles } from '../../styles/use-scoped-styles';

const textWithImageStyles = (r: string): string => `
${r} .jb-text-image {
  position: relative;
  overflow: hidden;
  color: var(--jb-text, #1f2937);
}
${r} .jb-text-image--full-height {
  min-height: 100vh;
}
${r} .jb-text-image__header {
  margin: 0 0 16px;
  color: inherit;
}
${r} .jb-text-image__text > :last-child {
  margin-bottom: 0;
}
${r} .jb-text-image__text a {
  color: inherit;
}
${r} .jb-text-image__media img,
${r} .jb-text-image__backdrop img {
  display: block;
  width: 100%;
  height: 100%;
  max-width: none;
}
${r} .jb-text-image__grid {
  display: grid;
  grid-template-columns: 1fr;
  min-height: inherit;
}
${r} .jb-text-image__grid--text-only {
  max-width: var(--jb-max-width, 1200px);
  margin-inline: auto;
}
${r} .jb-text-image__media {
  min-height: 240px;
}
${r} .jb-text-image__content {
  display: flex;
  flex-direction: column;
  padding: 32px 16px;
}
${r} .jb-text-image--text-start .jb-text-image__content {
  justify-content: flex-start;
}
${r} .jb-text-image--text-center .jb-text-image__content {
  justify-content: center;
}
${r} .jb-text-image--text-bottom .jb-text-image__content {
  justify-content: flex-end;
}
${r} .jb-text-image__grid--text-only .jb-text-image__content {
  padding-inline: 16px;
}
@media (min-width: 768px) {
  ${r} .jb-text-image__grid {
    grid-template-columns: 1fr 1fr;
  }
  ${r} .jb-text-image__grid--text-only {
    grid-template-columns: 1fr;
  }
  ${r} .jb-text-image__media {
    min-height: 400px;
  }
  ${r} .jb-text-image__content {
    padding: 48px 40px;
  }
}
${r} .jb-text-image--poster {
  display: flex;
  min-height: 400px;
}
${r} .jb-text-image--poster.jb-text-image--full-height {
  min-height: 100vh;
}
${r} .jb-text-image__backdrop,
${r} .jb-text-image__overlay {
  position: absolute;
  inset: 0;
}
${r} .jb-text-image__poster {
  position: relative;
  display: flex;
  flex-direction: column;
}
${r} .jb-text-image--poster .jb-text-image__content {
  flex: 1;
  max-width: 720px;
}
${r} .jb-text-image--poster.jb-text-image--image-left .jb-text-image__content {
  margin-inline-start: auto;
}
`;

export function useTextWithImageStyles(): void {
  useScopedStyles('text-with-image', textWithImageStyles);
}
