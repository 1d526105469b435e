import { type Job, TIMINGS } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import { jobEventPayload } from '../../analytics/job-event-payload';
import { BlockLoadingError } from '../../blocks-runtime/block-loading-error';
import { BlockRuntimeReactContext } from '../../blocks-runtime/block-runtime-react-context';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { jobMessages } from '../../i18n/messages/job-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useCatalogPart } from '../../i18n/use-catalog-part';
import { lazyModule, useLazyModule } from '../../shell/lazy-module';
import { SessionRoleContext } from '../shared/session-role-context';
import { isWebAddress } from '../shared/web-address';
import type { ApplyFormSettings } from './apply-form';
import { ContactOwnerButton } from './contact-owner-button';

/**
 * The dialog with the form: loaded, with its texts (the `apply` catalog part), when the visitor
 * points at, focuses or presses apply.
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
 * What a visitor does with a job: apply in the dialog (its chunk and texts load on the way to the
 * button, or on the press; focus stays on the button until the dialog takes it), or on the job's own apply page when it
 * has one; a logged-in employer gets the contact-owner button instead (spec §4).
 */
export function ApplyAction({ job, settings, preview }: ApplyActionProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  const onChunkError = useContext(BlockRuntimeReactContext)?.onChunkError;
  const [open, setOpen] = useState(false);
  const [primed, setPrimed] = useState(false);
  // The dialog's code or texts could not be loaded after a press (or still load after the
  // time-out): the loading-error text shows by the button. The next press loads again after a
  // failure; a load still under way (a stalled request cannot be taken back) is waited for again.
  const [failed, setFailed] = useState(false);
  const pressed = useRef(false);
  pressed.current = open;
  const onLoadError = (error: unknown) => {
    // Wanted again on the next hover, focus or press: that loads again.
    setPrimed(false);
    setOpen(false);
    if (!pressed.current) return;
    setFailed(true);
    // A chunk a new deployment removed: the page reloads (at most once a minute).
    onChunkError?.(error);
  };
  const modal = useLazyModule(applyModal, primed || open, onLoadError);
  const texts = useCatalogPart('apply', primed || open, onLoadError);
  // Pressed and still loading: after the time-out of async parts (spec §8: 10 s) it counts as
  // failed, so a stalled connection shows the loading-error text rather than a dead button.
  const waiting = open && !(modal && texts);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setPrimed(false);
      setOpen(false);
      setFailed(true);
    }, TIMINGS.asyncComponentTimeoutMs);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (role === 'employer' && settings.showContactOwnerButton) {
    return <ContactOwnerButton job={job} text={settings.contactOwnerButtonText} />;
  }

  const start = () => {
    if (!preview) context.emit('job_apply_start', jobEventPayload(job));
  };

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

  return (
    <>
      <button
        type="button"
        className="jb-button"
        aria-haspopup="dialog"
        aria-busy={waiting ? true : undefined}
        onClick={() => {
          start();
          setFailed(false);
          setOpen(true);
        }}
        onPointerEnter={() => setPrimed(true)}
        onFocus={() => setPrimed(true)}
      >
        {_(jobMessages.applyNow)}
      </button>
      {failed ? <BlockLoadingError /> : null}
      {open && modal && texts ? (
        <modal.ApplyModal
          job={job}
          settings={settings}
          preview={preview}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
