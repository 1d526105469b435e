import { isApiError } from '@jobboard/client';
import type { User } from '@jobboard/schema';
import { useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { ALERT_QUERY } from '../shared/job-alerts/job-alert-links';
import { jobAlertRequest } from '../shared/job-alerts/job-alert-requests';
import { readJobSearchQuery } from '../shared/job-search-query';
import { JobAlertForm } from './job-alert-form';
import { JobAlertGone } from './job-alert-gone';
import { valuesFromAlert, valuesFromSearch } from './job-alert-values';

export interface CandidateJobAlertProps {
  context: BlockContext;
  user: User;
  /**
   * The alert this form created, whose address (`?alert=`) the page then moved to: the same form
   * goes on editing it, with its message and focus.
   */
  created: string | null;
  onCreated: (id: string) => void;
}

/**
 * The logged-in candidate's job alert: the one `?alert=` names (the account tab's edit link, an
 * alert mail's link), loaded and edited; else a new one for the search in the page's URL.
 */
export function CandidateJobAlert({ context, user, created, onCreated }: CandidateJobAlertProps) {
  const [deleted, setDeleted] = useState(false);
  // The search the form started from: kept when the page moves to the created alert's address.
  const [search] = useState(() => context.route.query);
  const id = context.route.query.get(ALERT_QUERY)?.trim();
  if (deleted) return <JobAlertGone context={context} reason="deleted" />;
  const shared = {
    context,
    preview: context.editor,
    userUuid: user.uuid,
    onDeleted: () => setDeleted(true),
  };
  if (!id || id === created) {
    return (
      <JobAlertForm
        {...shared}
        initial={valuesFromSearch(readJobSearchQuery(search), context.config)}
        alert={undefined}
        onCreated={onCreated}
      />
    );
  }
  return <SavedJobAlert {...shared} id={id} />;
}

interface SavedJobAlertProps {
  context: BlockContext;
  id: string;
  preview: boolean;
  userUuid: string;
  onDeleted: () => void;
}

/** Loads the alert, then edits it; an alert that is not (or no longer) the candidate's is gone. */
function SavedJobAlert({ id, ...shared }: SavedJobAlertProps) {
  const { _ } = useBoardI18n();
  const { context, userUuid } = shared;
  const read = useBlockData(jobAlertRequest(userUuid, id));
  if (read.data === undefined) {
    if (read.error === undefined) {
      return (
        <p role="status" aria-busy="true">
          {_(blocksRuntimeMessages.loading)}
        </p>
      );
    }
    if (isApiError(read.error) && read.error.status === 404) {
      return <JobAlertGone context={context} reason="missing" />;
    }
    return (
      <p className="jb-account__failure" role="alert">
        {_(errorMessages.actionFailed)}
      </p>
    );
  }
  return (
    <JobAlertForm
      {...shared}
      initial={valuesFromAlert(read.data, context.config)}
      alert={read.data}
    />
  );
}
