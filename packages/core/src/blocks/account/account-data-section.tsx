import { type KeyboardEvent, useCallback, useContext, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { apiErrorText } from '../job-details/api-error-text';
import { pagePath } from '../shared/page-link';
import { SessionActionsContext } from '../shared/session-role-context';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { useBlobDownload } from './use-blob-download';

export interface AccountDataSectionProps {
  context: Pick<BlockContext, 'client' | 'editor' | 'emit' | 'site' | 'locale' | 'defaultLocale'>;
  /** The block's id prefix, for the heading and the question's text. */
  idPrefix: string;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'busy'; what: 'export' | 'delete' }
  | { kind: 'failed'; text: string };

/** The export's file name: its stem in the board's language and the day, `my-data-2026-11-29.json`. */
export function exportFileName(stem: string, now: Date): string {
  const safe = stem.replace(/[^\p{L}\p{N}-]+/gu, '-') || 'data';
  return `${safe}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * A candidate's own data (product.md §6): a download of everything the board stores about them
 * (`GET /profile/gdpr`, saved as a JSON file) and the deletion of the account (`DELETE /profile`),
 * asked first. The question starts on Cancel and Escape cancels, as the jobs tab's delete
 * question does; once deleted the session ends and the board goes home. In the editor's example
 * account nothing is sent.
 */
export function AccountDataSection({ context, idPrefix }: AccountDataSectionProps) {
  const { _, i18n } = useBoardI18n();
  const session = useContext(SessionActionsContext);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const panel = useRef<HTMLElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const save = useBlobDownload(panel);
  const focusAfterRender = useFocusAfterRender();
  const focusOnMount = useCallback((element: HTMLButtonElement | null) => element?.focus(), []);
  const busy = step.kind === 'busy';

  const fail = (error: unknown) => {
    setStep({ kind: 'failed', text: apiErrorText(error, i18n, _(errorMessages.actionFailed)) });
    context.emit('error', { error });
  };

  const download = async () => {
    if (busy || context.editor) return;
    setStep({ kind: 'busy', what: 'export' });
    try {
      const data = await context.client.candidate.exportGdpr();
      const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
      save(blob, exportFileName(_(accountPageMessages.dataFileName), new Date()));
      setStep({ kind: 'idle' });
    } catch (error) {
      fail(error);
    }
  };

  const cancel = () => {
    setStep({ kind: 'idle' });
    // The question's buttons go: the focus goes back to the button that asked it.
    focusAfterRender(() => deleteButton.current);
  };

  const remove = async () => {
    if (busy || context.editor) return;
    setStep({ kind: 'busy', what: 'delete' });
    try {
      await context.client.candidate.deleteAccount();
    } catch (error) {
      fail(error);
      focusAfterRender(() => deleteButton.current);
      return;
    }
    // The account is gone: the session ends and the board goes home, as a log-out does, where a
    // notice says it was done.
    session?.announce(_(accountPageMessages.accountDeleted));
    // The server ended the session with the account: it is not asked to again (a 401).
    session?.logout(pagePath(context, 'p-home') ?? '/', { ended: true });
  };

  const questionId = `${idPrefix}-delete-question`;
  const onQuestionKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    // Under way, the deletion cannot be taken back: Escape must not look as if it were.
    if (!busy) cancel();
  };

  return (
    <section ref={panel} aria-labelledby={`${idPrefix}-data`} className="jb-account-page__data">
      <h3 id={`${idPrefix}-data`}>{_(accountPageMessages.dataHeading)}</h3>
      <p>{_(accountPageMessages.dataExportText)}</p>
      <p>
        <button
          type="button"
          className="jb-button jb-button--info"
          aria-disabled={busy ? 'true' : undefined}
          onClick={() => void download()}
        >
          {_(accountPageMessages.dataExport)}
        </button>
      </p>
      <p>{_(accountPageMessages.deleteAccountText)}</p>
      {step.kind === 'asking' || (step.kind === 'busy' && step.what === 'delete') ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape for the buttons inside
        <div className="jb-account-page__actions" onKeyDown={onQuestionKey}>
          <span id={questionId}>{_(accountPageMessages.confirmDeleteAccount)}</span>
          <button
            type="button"
            className="jb-button jb-button--danger"
            aria-describedby={questionId}
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => void remove()}
          >
            {_(accountPageMessages.deleteAccount)}
          </button>
          <button
            ref={focusOnMount}
            type="button"
            className="jb-button jb-button--info"
            aria-describedby={questionId}
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => {
              if (!busy) cancel();
            }}
          >
            {_(accountPageMessages.cancel)}
          </button>
        </div>
      ) : (
        <p>
          <button
            ref={deleteButton}
            type="button"
            className="jb-button jb-button--danger"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => {
              if (!busy) setStep({ kind: 'asking' });
            }}
          >
            {_(accountPageMessages.deleteAccount)}
          </button>
        </p>
      )}
      <div role="status">{busy ? _(accountPageMessages.dataBusy[step.what]) : ''}</div>
      <div role="alert" className={step.kind === 'failed' ? 'jb-account-page__failure' : undefined}>
        {step.kind === 'failed' ? step.text : ''}
      </div>
    </section>
  );
}
