import { UPLOAD_RULES, uploadAccept } from '@jobboard/schema';
import type { ChangeEvent } from 'react';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { FileInput } from '../shared/file-input/file-input';
import type { UploadState } from './application-form-state';

export interface FileUploadFieldProps {
  id: string;
  label: string;
  required: boolean;
  upload: UploadState;
  /** The validation text of the field, shown when the upload itself has none. */
  problem: string | undefined;
  onChoose: (file: File | undefined) => void;
}

const RESUME_TYPE_NAMES = UPLOAD_RULES.resume.types.map((type) => type.name).join(', ');

/** A CV or motivation file input: allowed types and size, upload progress and errors. */
export function FileUploadField({
  id,
  label,
  required,
  upload,
  problem,
  onChoose,
}: FileUploadFieldProps) {
  const { _ } = useBoardI18n();
  const errors = upload.status === 'error' ? upload.errors : problem ? [problem] : [];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  // The file goes to the form's state and the input is emptied, whatever comes of it: choosing
  // the same file again (after a failed upload) is a change again, which a browser does not
  // report for the file an input still holds (QA: the upload could not be tried again). A
  // dialog closed without a choice keeps the file chosen before.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <div className="jb-apply-form__field">
      <label className="jb-label" htmlFor={id}>
        {label}
        {required ? null : ` ${_(applyMessages.optional)}`}
      </label>
      <FileInput
        id={id}
        accept={uploadAccept('resume')}
        required={required}
        invalid={errors.length > 0}
        describedBy={[hintId, statusId, ...(errors.length > 0 ? [errorId] : [])].join(' ')}
        texts={{ choose: _(applyMessages.chooseFile), none: _(applyMessages.noFileChosen) }}
        chosenName={upload.status === 'empty' ? null : upload.name}
        onChange={onChange}
      />
      <p id={hintId} className="jb-apply-form__hint">
        {_(applyMessages.fileHint(RESUME_TYPE_NAMES, UPLOAD_RULES.resume.maxSizeMb))}
      </p>
      {/* One status region from the start, whose text changes: a screen reader announces a
          change in a region it knows, not always a region that arrives with its text. */}
      <p id={statusId} className="jb-apply-form__hint" role="status">
        {/* Which field, for a CV and a letter uploading at once: heard, not shown. */}
        {upload.status === 'uploading' || upload.status === 'done' ? (
          <span className="jb-visually-hidden">{`${label}: `}</span>
        ) : null}
        {upload.status === 'uploading' ? _(applyMessages.uploading) : null}
        {upload.status === 'done' ? _(applyMessages.uploaded(upload.name)) : null}
      </p>
      {errors.length > 0 ? (
        // An upload's refusal arrives while the visitor is elsewhere: announced. One per line.
        <p
          id={errorId}
          className="jb-field-error"
          {...(upload.status === 'error' ? { role: 'alert' } : {})}
        >
          {errors.join('\n')}
        </p>
      ) : null}
    </div>
  );
}
