/**
 * The job alert page's form, on the account forms' column (account-form-styles.ts): the place and
 * the categories as removable chips, the delete question under the form. Rules name the block's
 * class too, to win over the account forms' rules for every fieldset.
 */
export const jobAlertsStyles = (r: string) => `
${r} .jb-job-alerts fieldset p {
  margin: 0;
}
${r} .jb-job-alerts .jb-job-alert__place,
${r} .jb-job-alerts .jb-job-alert__segments {
  gap: 8px;
}
${r} .jb-job-alerts .jb-job-alert__chips {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${r} .jb-job-alerts .jb-job-alert__add {
  display: flex;
  gap: 8px;
}
${r} .jb-job-alerts .jb-job-alert__add .jb-select {
  flex: 1 1 auto;
  min-width: 0;
}
${r} .jb-job-alerts .jb-job-alert__chip {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  padding-inline-start: 12px;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: 4px;
  align-self: flex-start;
}
${r} .jb-job-alerts .jb-job-alert__chip span {
  overflow-wrap: anywhere;
}
${r} .jb-job-alerts .jb-job-alert__chip button {
  min-height: 44px;
  padding-inline: 8px 12px;
}
${r} .jb-job-alerts .jb-job-alert__delete,
${r} .jb-job-alerts .jb-job-alert__gone {
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 32px;
}
${r} .jb-job-alerts .jb-job-alert__confirm {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 0 16px 12px;
  border-left: 4px solid var(--jb-error, #b91c1c);
  background: var(--jb-surface, #f9fafb);
}
${r} .jb-job-alerts .jb-job-alert__confirm legend {
  padding-top: 12px;
  font-weight: 400;
}
${r} .jb-job-alerts .jb-job-alert__delete > [role="alert"]:empty {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
}
`;
