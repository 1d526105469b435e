import type { Resume } from '@jobboard/schema';
import { useContext } from 'react';
import { useSWRConfig } from 'swr';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { SessionUserContext } from '../shared/session-role-context';
import { ownResumeRequest } from './resume-requests';

export interface OwnResume {
  /** `undefined` while loading, `null` while the candidate has none. */
  resume: Resume | null | undefined;
  failed: boolean;
  /** Shows the resume the API answered after an upload, here and on the dashboard. */
  saved(resume: Resume): void;
}

/** The logged-in candidate's resume; nothing is read for the editor's example account. */
export function useOwnResume(example: boolean): OwnResume {
  const user = useContext(SessionUserContext);
  const userUuid = example ? undefined : user?.uuid;
  const request = userUuid === undefined ? null : ownResumeRequest(userUuid);
  const read = useBlockData(request);
  const { mutate } = useSWRConfig();
  if (!request) return { resume: null, failed: false, saved: () => undefined };
  return {
    resume: read.data,
    failed: read.data === undefined && read.error !== undefined,
    saved(resume) {
      void mutate(request.key, resume, { revalidate: false });
    },
  };
}
