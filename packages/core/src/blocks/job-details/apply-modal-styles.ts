/** The apply dialog's form (its frame is the shared form dialog's). */
export function applyModalStyles(r: string): string {
  return `
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
