/**
 * The account block: the header (greeting and log-out button side by side while they fit), the
 * tab links in a row that wraps, then the tab. Forms keep the login form's narrow column.
 */
export const accountPageStyles = (r: string) => `
${r} .jb-account-page {
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-block: 40px;
}
${r} .jb-account-page__header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
}
${r} .jb-account-page__header h2 {
  margin: 0;
}
${r} .jb-account-page__email,
${r} .jb-account-page__item p {
  margin: 4px 0 0;
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-account-page :is(h2, h3, h4, a, p, span, li) {
  overflow-wrap: anywhere;
}
/* A card in a grid or flex row may shrink below its longest word (an address's one-word label). */
${r} .jb-account-page article {
  min-width: 0;
}
${r} .jb-account-page__tabs ul {
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid var(--jb-border, #6b7280);
}
${r} .jb-account-page__tabs a {
  display: block;
  min-height: 44px;
  padding: 10px 16px;
  border-bottom: 3px solid transparent;
  color: var(--jb-text, #1f2937);
  text-decoration: none;
}
${r} .jb-account-page__tabs a[aria-current="page"] {
  border-bottom-color: var(--jb-primary, #1d4ed8);
  color: var(--jb-primary-text, #1d4ed8);
  font-weight: 600;
}
${r} .jb-account-page__panel,
${r} .jb-account-page__favourites,
${r} .jb-account-page__alerts,
${r} .jb-account-page__resume,
${r} .jb-account-page__requests,
${r} .jb-account-page__jobs,
${r} .jb-account-page__forms {
  display: flex;
  flex-direction: column;
  gap: 24px;
}
${r} .jb-account-page__forms {
  gap: 40px;
  max-width: 640px;
}
${r} .jb-account-page__panel h2,
${r} .jb-account-page h3 {
  margin: 0 0 8px;
}
${r} .jb-account-page__list {
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-account-page__item {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding-block: 12px;
  border-bottom: 1px solid var(--jb-border, #6b7280);
}
${r} .jb-account-page__item > div {
  flex: 1 1 200px;
  min-width: 0;
}
${r} .jb-account-page__favourites > [role="status"]:empty,
${r} .jb-account-page__favourites > [role="alert"]:empty,
${r} .jb-account-page__alerts > [role="status"]:empty,
${r} .jb-account-page__alerts > [role="alert"]:empty,
${r} .jb-account-page__resume > [role="status"]:empty,
${r} .jb-account-page__resume > [role="alert"]:empty,
${r} .jb-account-page__requests > [role="status"]:empty,
${r} .jb-account-page__requests > [role="alert"]:empty,
${r} .jb-account-page__jobs > [role="status"]:empty,
${r} .jb-account-page__jobs > [role="alert"]:empty,
${r} .jb-account-page__job-form > [role="alert"]:empty {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
}
${r} .jb-account-page__name {
  font-weight: 600;
}
${r} .jb-account-page__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
}
${r} .jb-account-page__switch {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
}
${r} .jb-account-page__switch input {
  width: 20px;
  height: 20px;
  margin: 0;
}
/* The resume's facts, a term above its value; the dashboard's progress bar. */
${r} .jb-account-page__facts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px 24px;
  margin: 0;
}
${r} .jb-account-page__facts dt {
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-account-page__facts dd {
  margin: 0;
  font-weight: 600;
}
/* A job's up-sells, between its figures and its form. */
${r} .jb-account-page__upsells {
  margin: 24px 0;
  max-width: 640px;
}
${r} .jb-account-page__upsells li + li {
  margin-top: 12px;
}
${r} .jb-account-page__entries ul {
  margin: 0;
  padding-left: 20px;
}
${r} .jb-account-page__entries p,
${r} .jb-account-page__request p {
  margin: 4px 0 0;
}
${r} .jb-account-page__resume > .jb-account__field {
  max-width: 480px;
}
/* The employer's jobs: the new job link beside the status filter; the job form's column. */
${r} .jb-account-page__toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
}
${r} .jb-account-page__search {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
}
${r} .jb-account-page__job-form {
  max-width: 640px;
}
${r} .jb-account-page__job-form textarea {
  min-height: 200px;
  resize: vertical;
}
${r} .jb-account-page__progress {
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 480px;
}
${r} .jb-account-page__progress p {
  margin: 0;
}
${r} .jb-account-page__meter {
  height: 12px;
  overflow: hidden;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: 6px;
  background: var(--jb-background, #ffffff);
}
${r} .jb-account-page__meter > span {
  display: block;
  height: 100%;
  background: var(--jb-primary, #1d4ed8);
}
/* A list section (addresses, users, companies, tokens): its heading, list, outcome, add button
   and form 16px apart, so a button or a form's heading does not touch the list's last line. The
   outcome regions, in the page while empty, take no room then. */
${r} .jb-account-page__section > * + *,
${r} .jb-account-page__tokens > * + * {
  margin-top: 16px;
}
${r} .jb-account-page__tokens > * + h3 {
  margin-top: 32px;
}
${r} .jb-account-page__section > [role="status"]:empty,
${r} .jb-account-page__section > [role="alert"]:empty,
${r} .jb-account-page__tokens > [role="status"]:empty,
${r} .jb-account-page__tokens > [role="alert"]:empty {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
}
/* A checkbox with its label (the address form's delivery address): a 20px box on a 24px row,
   as the other forms' (a bare 13px native box was the board's only target under 24px). */
${r} .jb-account-page__check {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 24px;
  cursor: pointer;
}
${r} .jb-account-page__check input {
  width: 20px;
  height: 20px;
  margin: 0;
  flex: 0 0 auto;
}
/* A new token: the label, hint, token and copy button 8px apart. */
${r} .jb-account-page__secret {
  display: flex;
  flex-direction: column;
  gap: 8px;
}
${r} .jb-account-page__secret > * {
  margin: 0;
}
${r} .jb-account-page__notice {
  margin-bottom: 16px;
  padding: 12px 16px;
  border-left: 4px solid var(--jb-primary, #1d4ed8);
  background: var(--jb-surface, #f9fafb);
}
${r} .jb-account-page .jb-button--danger {
  border-color: var(--jb-error, #b91c1c);
  background: var(--jb-error, #b91c1c);
  color: #ffffff;
}
${r} .jb-account-page__applicant {
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
}
${r} .jb-account-page__applicant h3,
${r} .jb-account-page__applicant p {
  margin: 0;
}
${r} .jb-account-page__motivation {
  white-space: pre-line;
  overflow-wrap: anywhere;
}
${r} .jb-account-page__failure {
  white-space: pre-line;
  padding: 12px 16px;
  border-left: 4px solid var(--jb-error, #b91c1c);
  background: var(--jb-surface, #f9fafb);
  color: var(--jb-error, #b91c1c);
}
${r} .jb-account-page__failure-text {
  margin: 0 0 8px;
}
`;
