import type { Job } from '@jobboard/schema';
import { useContext, useEffect, useRef } from 'react';
import { jobEventPayload } from '../../analytics/job-event-payload';
import { BlockLoadingError } from '../../blocks-runtime/block-loading-error';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { jobMessages } from '../../i18n/messages/job-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lostFocus } from '../../shell/active-element';
import { lazyModule } from '../../shell/lazy-module';
import { useLazyDialog } from '../shared/form-dialog/use-lazy-dialog';
import { SessionRoleContext, SessionUserContext } from '../shared/session-role-context';
import { isWebAddress } from '../shared/web-address';
import type { ApplyFormSettings } from './apply-form';
import { ContactOwnerButton } from './contact-owner-button';
import { ownApplicationRequest } from './job-details-requests';

/**
 * The apply dialog loads this long after the job's page shows, when the page is done with its own
 * loading: on a phone it was a second away after the tap (hover and focus come with the tap).
 */
const APPLY_DIALOG_PRIME_MS = 1500;

/**
 * The dialog with the form: loaded, with its texts (the `apply` catalog part), when the visitor
 * points at, focuses or presses apply, and {@link APPLY_DIALOG_PRIME_MS} after the page shows.
 */
const applyModal = lazyModule(() => import('./apply-modal'));

export interface ApplyActionSettings extends ApplyFormSettings {
  showContactOwnerButton: boolean;
  contactOwnerButtonText: string;
}

export interface ApplyActionProps {
  job: Job;
  settings: ApplyActionSettings;
  /** The editor's example job: the form opens but sends nothing. */
  preview: boolean;
}

/**
 * What a visitor does with a job: apply in the dialog (a lazy dialog: its chunk and texts load on
 * the way to the button), or on the job's own apply page when it has one; a logged-in employer
 * gets the contact-owner button instead (spec §4). A candidate who applied through the board
 * reads when, in place of the button (the API refuses a second application); the page reads it
 * again when the dialog closes, so it says so right after applying.
 */
export function ApplyAction({ job, settings, preview }: ApplyActionProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  const user = useContext(SessionUserContext);
  const format = useFormatters();
  const applied = useBlockData(
    role === 'candidate' && user && !preview ? ownApplicationRequest(user.uuid, job.uuid) : null,
  );
  // After an application the notice replaces the apply button the closed dialog gave the focus
  // back to: it takes the focus then, so it is read and the keyboard stays where it was (not on
  // a page that opens with the notice: the focus is the page's there).
  const notice = useRef<HTMLParagraphElement>(null);
  const closed = useRef(false);
  const appliedUuid = applied.data?.uuid;
  useEffect(() => {
    if (!closed.current || !appliedUuid || !notice.current) return;
    closed.current = false;
    if (lostFocus(notice.current)) notice.current.focus();
  }, [appliedUuid]);
  const start = () => {
    if (!preview) context.emit('job_apply_start', jobEventPayload(job));
  };
  const {
    dialog,
    waiting,
    failed,
    buttonEvents,
    close: closeDialog,
  } = useLazyDialog(applyModal, 'apply', start, preview ? undefined : APPLY_DIALOG_PRIME_MS);

  const close = () => {
    closeDialog();
    if (role === 'candidate') {
      closed.current = true;
      void applied.mutate();
    }
  };

  if (role === 'employer' && settings.showContactOwnerButton) {
    return <ContactOwnerButton job={job} text={settings.contactOwnerButtonText} />;
  }

  // A job's own application page, when it is a web address; else the board's apply dialog.
  if (job.apply_url && isWebAddress(job.apply_url)) {
    const url = job.apply_url;
    return (
      <a
        className="jb-button"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => {
          start();
          context.emit('outbound_link', { url });
        }}
      >
        {_(jobMessages.applyNow)}
      </a>
    );
  }

  const application = applied.data;
  if (application && !dialog) {
    return (
      <p ref={notice} className="jb-job-details__applied" tabIndex={-1}>
        {_(jobMessages.appliedOn(format.jobDate(application.created_at)))}
      </p>
    );
  }

  return (
    <>
      <button
        type="button"
        className="jb-button"
        aria-haspopup="dialog"
        aria-busy={waiting ? true : undefined}
        {...buttonEvents}
      >
        {_(jobMessages.applyNow)}
      </button>
      {failed ? <BlockLoadingError /> : null}
      {dialog ? (
        <dialog.ApplyModal job={job} settings={settings} preview={preview} onClose={close} />
      ) : null}
    </>
  );
}
