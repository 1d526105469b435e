/**
 * The login and registration blocks: a narrow column of fields, the role tabs above it, pairs of
 * fields side by side from 576 px. The terms field is the apply form's (its class names).
 */
export const accountFormStyles = (r: string) => `
${r} .jb-account {
  max-width: 640px;
  padding-block: 40px;
}
${r} .jb-account__reason {
  margin-bottom: 24px;
  padding: 12px 16px;
  border-left: 4px solid var(--jb-primary, #1d4ed8);
  background: #f3f4f6;
  color: #1f2937;
}
${r} .jb-account__reason > :first-child {
  margin-top: 0;
}
${r} .jb-account__reason > :last-child {
  margin-bottom: 0;
}
${r} .jb-account__tabs {
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 24px;
  border-bottom: 1px solid var(--jb-border, #6b7280);
}
${r} .jb-account__tab {
  min-height: 44px;
  padding: 8px 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--jb-text, #1f2937);
  font: inherit;
  cursor: pointer;
}
${r} .jb-account__tab[aria-selected="true"] {
  border-bottom-color: var(--jb-primary, #1d4ed8);
  color: var(--jb-primary-text, #1d4ed8);
  font-weight: 600;
}
${r} .jb-account__form,
${r} .jb-account fieldset {
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
}
${r} .jb-account fieldset {
  margin: 0;
  padding: 0;
  border: 0;
}
${r} .jb-account legend {
  margin-bottom: 8px;
  padding: 0;
  font-weight: 600;
}
${r} .jb-account__row {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
}
@media (min-width: 576px) {
  ${r} .jb-account__row {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
}
${r} .jb-account .jb-apply-form__check {
  display: flex;
  align-items: flex-start;
  gap: 8px;
}
${r} .jb-account .jb-apply-form__check input {
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  flex: 0 0 auto;
}
${r} .jb-account__hint,
${r} .jb-account .jb-apply-form__terms {
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
${r} .jb-account__form > [role="status"]:empty,
${r} .jb-account__form > [role="alert"]:empty {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
}
${r} .jb-account__failure,
${r} .jb-account__notice,
${r} .jb-account__done {
  padding: 12px 16px;
  border-left: 4px solid var(--jb-error, #b91c1c);
  background: var(--jb-surface, #f9fafb);
  white-space: pre-line;
}
${r} .jb-account__failure {
  color: var(--jb-error, #b91c1c);
}
${r} .jb-account__notice {
  border-left-color: var(--jb-info, #1d4ed8);
}
${r} .jb-account__done {
  border-left-color: var(--jb-success, #15803d);
}
${r} .jb-account__submit {
  align-self: flex-start;
}
${r} .jb-account__links {
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 24px 0 0;
}
`;
