import { useScopedStyles } from '../../styles/use-scoped-styles';

const footerStyles = (r: string): string => `
${r} .jb-footer {
  padding-block: 40px 24px;
  border-top: 1px solid var(--jb-divider, #e5e7eb);
  background: var(--jb-surface, #f3f4f6);
  color: var(--jb-text, #1f2937);
}
${r} .jb-footer__columns {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 32px;
}
${r} .jb-footer__title {
  margin: 0 0 12px;
  font-size: 16px;
  font-weight: 700;
  line-height: 1.4;
}
${r} .jb-footer__links {
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-footer__links--social {
  flex-direction: row;
  flex-wrap: wrap;
  gap: 16px;
}
${r} .jb-footer__links .jb-link {
  color: var(--jb-text, #1f2937);
}
${r} .jb-footer__html > :last-child {
  margin-bottom: 0;
}
${r} .jb-footer__bottom {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 32px;
  padding-top: 16px;
  border-top: 1px solid var(--jb-divider, #e5e7eb);
}
/* Its place is kept from the server's HTML on (no shift), but it needs the board's scripts. */
${r}:not([data-jb-ready]) .jb-footer__cookies {
  visibility: hidden;
}
${r} .jb-footer__copyright {
  margin: 0;
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
`;

export function useFooterStyles(): void {
  useScopedStyles('footer', footerStyles);
}
