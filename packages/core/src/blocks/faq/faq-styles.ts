export const faqStyles = (r: string): string => `
${r} .jb-faq {
  padding-block: 40px;
}
${r} .jb-faq__list {
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--jb-divider, #d1d5db);
}
${r} .jb-faq__item {
  border-bottom: 1px solid var(--jb-divider, #d1d5db);
}
${r} .jb-faq__question {
  margin: 0;
  font-size: 18px;
}
${r} .jb-faq__toggle {
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 48px;
  padding: 12px 0;
  border: 0;
  background: transparent;
  color: var(--jb-text, #1f2937);
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
}
${r} .jb-faq__icon {
  flex: none;
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform 150ms ease;
}
${r} .jb-faq__toggle[aria-expanded="true"] .jb-faq__icon {
  transform: rotate(-135deg);
}
${r} .jb-faq__answer {
  padding-bottom: 16px;
  color: var(--jb-text, #1f2937);
}
/* Scripts off (a server-rendered page): the buttons cannot open the answers, so all show. */
@media (scripting: none) {
  /* Over the base styles' [hidden] { display: none !important }. */
  ${r} .jb-faq__answer[hidden] {
    display: block !important;
  }
  ${r} .jb-faq__icon {
    display: none;
  }
}
`;
