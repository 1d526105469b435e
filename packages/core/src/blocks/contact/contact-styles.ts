export const contactStyles = (r: string) => `
${r} .jb-contact {
  max-width: 720px;
  padding-block: 40px;
}
${r} .jb-contact__form {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
/* The live regions stay in the page while empty (so what comes into them is announced), out of
   the form's flow: two empty slots put 48 px above the button. */
${r} .jb-contact__form > [role="status"]:empty,
${r} .jb-contact__form > [role="alert"]:empty {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
}
${r} .jb-contact__hint {
  margin: 0;
  color: var(--jb-text-muted, #4b5563);
  font-size: 14px;
}
${r} .jb-contact__success {
  padding: 12px 16px;
  border-left: 4px solid var(--jb-success, #15803d);
  background: var(--jb-surface, #f9fafb);
  white-space: pre-line;
}
${r} .jb-contact__failure {
  padding: 12px 16px;
  border-left: 4px solid var(--jb-error, #b91c1c);
  background: var(--jb-surface, #f9fafb);
  color: var(--jb-error, #b91c1c);
  white-space: pre-line;
}
${r} .jb-contact__field .jb-field-error {
  white-space: pre-line;
}
${r} .jb-contact__submit {
  align-self: flex-start;
}
`;
