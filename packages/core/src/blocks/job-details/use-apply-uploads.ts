import { useContext, useRef, useState } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { resumeUploadProblems } from '../shared/resume-upload-problems';
import { SessionRoleContext } from '../shared/session-role-context';
import { apiErrorText } from './api-error-text';
import {
  type ApplicationUploads,
  EMPTY_UPLOAD,
  type UploadField,
  type UploadState,
} from './application-form-state';

export interface UseApplyUploadsResult {
  uploads: ApplicationUploads;
  choose: (field: UploadField, file: File | undefined) => void;
}

/**
 * The CV and motivation uploads of the apply form. A chosen file is checked against the resume
 * types and size limit (spec texts), then sent to `POST /jobs/{id}/apply/file-upload`; the
 * answer's token is what the application sends. In `preview` (the editor's example job) files
 * are checked but not sent.
 */
export function useApplyUploads(jobId: string, preview: boolean): UseApplyUploadsResult {
  const { client } = useBlockContext();
  // A logged-in candidate uploads with their token, through the candidate family (spec §7:
  // every request carries the token there is), so the application is theirs.
  const family = useContext(SessionRoleContext) === 'candidate' ? client.candidate : client.public;
  const { i18n, _ } = useBoardI18n();
  const [uploads, setUploads] = useState<ApplicationUploads>({
    cv: EMPTY_UPLOAD,
    motivation: EMPTY_UPLOAD,
  });
  // A file chosen while an earlier one still uploads wins; the earlier answer is dropped.
  const latest = useRef<Record<UploadField, number>>({ cv: 0, motivation: 0 });

  const set = (field: UploadField, state: UploadState) =>
    setUploads((current) => ({ ...current, [field]: state }));

  const choose = (field: UploadField, file: File | undefined) => {
    latest.current[field] += 1;
    const attempt = latest.current[field];
    if (!file) {
      set(field, EMPTY_UPLOAD);
      return;
    }
    const problems = resumeUploadProblems(file, _);
    if (problems.length > 0) {
      set(field, { status: 'error', name: file.name, errors: problems });
      return;
    }
    if (preview) {
      set(field, { status: 'done', name: file.name, token: 'preview' });
      return;
    }
    set(field, { status: 'uploading', name: file.name });
    family.uploadApplyFile(jobId, file, file.name).then(
      (token) => {
        if (latest.current[field] === attempt)
          set(field, { status: 'done', name: file.name, token });
      },
      (error: unknown) => {
        if (latest.current[field] !== attempt) return;
        const text = apiErrorText(error, i18n, _(applyMessages.uploadFailed));
        set(field, { status: 'error', name: file.name, errors: [text] });
      },
    );
  };

  return { uploads, choose };
}
