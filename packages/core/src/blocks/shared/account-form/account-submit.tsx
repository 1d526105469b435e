import { accountMessages } from '../../../i18n/messages/account-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';

export interface AccountSubmitProps {
  /** The failed send's text; '' when there is none. */
  failure: string;
  sending: boolean;
  /** The editor's notice that the form sent nothing. */
  previewed: boolean;
  /** A success text for the status region (a saved profile); '' or absent when there is none. */
  notice?: string | undefined;
  label: string;
  sendingLabel: string;
  /** The failure alert's id, for fields it speaks about (`AccountField`'s `refusedBy`). */
  failureId?: string | undefined;
}

/**
 * The end of an account form: the failure's alert, the editor's notice or the success text, and
 * the button. The live regions stay in the page while empty, so what comes into them is announced.
 */
export function AccountSubmit({
  failure,
  sending,
  previewed,
  notice,
  label,
  sendingLabel,
  failureId,
}: AccountSubmitProps) {
  const { _ } = useBoardI18n();
  return (
    <>
      <div id={failureId} role="alert" className={failure ? 'jb-account__failure' : undefined}>
        {failure}
      </div>
      <div
        role="status"
        className={previewed ? 'jb-account__notice' : notice ? 'jb-account__done' : undefined}
      >
        {previewed ? _(accountMessages.editorNotSent) : (notice ?? '')}
      </div>
      {/* aria-disabled, not disabled: a disabled button loses the focus (to the page's body)
          while the form is sent; a second submit meanwhile is ignored by the form. */}
      <button type="submit" className="jb-button jb-account__submit" aria-disabled={sending}>
        {sending ? sendingLabel : label}
      </button>
    </>
  );
}
