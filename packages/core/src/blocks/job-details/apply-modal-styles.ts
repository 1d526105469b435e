/** The apply dialog over the page and its form. */
export function applyModalStyles(r: string): string {
  return `
${r} .jb-apply-modal__backdrop {
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 24px 12px;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: rgba(17, 24, 39, 0.6);
}
${r} .jb-apply-modal {
  width: 100%;
  max-width: 640px;
  padding: 24px;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
  color: var(--jb-text, #1f2937);
  box-shadow: 0 12px 32px rgba(17, 24, 39, 0.3);
}
${r} .jb-apply-modal__header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
}
${r} .jb-apply-modal__confirm {
  margin-bottom: 16px;
  padding: 16px;
  border: 1px solid var(--jb-primary, #1d4ed8);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
}
${r} .jb-apply-modal__confirm p {
  margin: 0 0 8px;
}
${r} .jb-apply-modal__confirm-title {
  font-weight: 700;
}
${r} .jb-apply-modal__confirm-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
}
${r} .jb-apply-modal__title {
  margin: 0;
  font-size: 22px;
}
${r} .jb-apply-modal__close {
  min-width: 40px;
  min-height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--jb-radius, 4px);
  background: transparent;
  color: var(--jb-text, #1f2937);
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
}
${r} .jb-apply-form {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
${r} .jb-apply-form__row {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
}
@media (min-width: 576px) {
  ${r} .jb-apply-form__row {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
}
${r} .jb-apply-form__phone {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
}
/* Side by side once the country's name and dialling code fit beside the number. */
@media (min-width: 576px) {
  ${r} .jb-apply-form__phone {
    grid-template-columns: minmax(200px, 45%) minmax(0, 1fr);
  }
}
${r} .jb-apply-form fieldset {
  margin: 0;
  padding: 0;
  border: 0;
}
${r} .jb-apply-form legend {
  margin-bottom: 4px;
  padding: 0;
  font-weight: 600;
}
${r} .jb-apply-form__check {
  display: flex;
  align-items: flex-start;
  gap: 8px;
}
${r} .jb-apply-form__check input {
  width: 18px;
  height: 18px;
  margin: 3px 0 0;
  flex: 0 0 auto;
}
${r} .jb-apply-form__hint {
  margin: 4px 0 0;
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
${r} .jb-apply-form__terms {
  font-size: 14px;
}
${r} .jb-apply-form__alert {
  margin: 0;
  white-space: pre-line;
  padding: 8px 12px;
  border: 1px solid var(--jb-error, #b91c1c);
  border-radius: var(--jb-radius, 4px);
  color: var(--jb-error, #b91c1c);
  white-space: pre-line;
}
${r} .jb-apply-form__success {
  padding-block: 16px;
}
${r} .jb-apply-form__success:focus {
  outline: none;
}
`;
}
