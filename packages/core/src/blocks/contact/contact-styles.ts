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
