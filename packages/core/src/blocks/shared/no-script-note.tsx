import { noScriptMessages } from '../../i18n/messages/no-script-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';

const noScriptNoteStyles = (r: string): string => `
@media (scripting: none) {
  ${r} .jb-no-script-note {
    display: block !important;
    margin: 0;
    padding: 8px 12px;
    border-left: 4px solid var(--jb-info, #1d4ed8);
    background: var(--jb-surface, #f9fafb);
  }
}
`;

/**
 * Says, where scripts do not run, that a form which sends through the API cannot be sent: a
 * server-rendered page shows the form, and without the note a visitor filled it in, sent it and
 * got the empty form back (the server shows the page again). Hidden while scripts run.
 */
export function NoScriptNote() {
  const { _ } = useBoardI18n();
  useScopedStyles('no-script-note', noScriptNoteStyles);
  return (
    <p className="jb-no-script-note" hidden>
      {_(noScriptMessages.formNeedsScript)}
    </p>
  );
}
