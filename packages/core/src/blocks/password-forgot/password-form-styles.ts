/**
 * The styles of the password forgot and password change forms (one sheet: the two blocks share
 * their layout). Narrow screens: every control takes the column's width, the role options and a
 * long button text wrap, so the form fits 320 px.
 */
export const passwordFormStyles = (r: string) => `
${r} .jb-password-form {
  max-width: 560px;
  padding-block: 40px;
}
${r} .jb-password-form__text {
  white-space: pre-line;
}
${r} .jb-password-form__form {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
/* The live regions stay in the page while empty (so what comes into them is announced), out of
   the form's flow: two empty slots put 32 px of gaps above the button. */
${r} .jb-password-form :is([role="status"], [role="alert"]):empty {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
}
${r} .jb-password-form__roles {
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
}
${r} .jb-password-form__roles > legend {
  float: left;
  width: 100%;
  padding: 0;
}
${r} .jb-password-form__role {
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 24px;
}
${r} .jb-password-form__role > input {
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: var(--jb-primary, #1d4ed8);
}
${r} .jb-password-form__hint {
  margin: 4px 0 0;
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
${r} .jb-password-form__success,
${r} .jb-password-form__failure {
  padding: 12px 16px;
  border-left: 4px solid var(--jb-success, #15803d);
  background: var(--jb-surface, #f9fafb);
  overflow-wrap: anywhere;
}
${r} .jb-password-form__failure {
  border-left-color: var(--jb-error, #b91c1c);
  color: var(--jb-error, #b91c1c);
  white-space: pre-line;
}
${r} .jb-password-form__success > p,
${r} .jb-password-form__failure > p {
  margin: 0;
}
${r} .jb-password-form__success > a,
${r} .jb-password-form__failure > a {
  display: inline-block;
  margin-top: 8px;
}
${r} .jb-password-form__submit {
  align-self: flex-start;
  max-width: 100%;
  white-space: normal;
}
`;
