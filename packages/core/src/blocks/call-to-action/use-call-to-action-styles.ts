import { useScopedStyles } from '../../styles/use-scoped-styles';

const callToActionStyles = (r: string): string => `
${r} .jb-cta {
  padding-block: 40px;
  background: var(--jb-surface, #f3f4f6);
  color: var(--jb-text, #1f2937);
}
${r} .jb-cta__inner {
  display: flex;
  flex-direction: column;
  gap: 24px;
}
${r} .jb-cta__text > :last-child {
  margin-bottom: 0;
}
${r} .jb-cta__text a {
  color: inherit;
}
${r} .jb-cta--column .jb-cta__inner {
  align-items: center;
  text-align: center;
}
@media (min-width: 768px) {
  ${r} .jb-cta--row-spread .jb-cta__inner,
  ${r} .jb-cta--row-center .jb-cta__inner {
    flex-direction: row;
    align-items: center;
  }
  ${r} .jb-cta--row-spread .jb-cta__inner {
    justify-content: space-between;
  }
  ${r} .jb-cta--row-center .jb-cta__inner {
    justify-content: center;
    gap: 40px;
  }
}
${r} .jb-cta__action,
${r} .jb-cta__inner > .jb-link-dropdown {
  flex: none;
}
`;

export function useCallToActionStyles(): void {
  useScopedStyles('call-to-action', callToActionStyles);
}
