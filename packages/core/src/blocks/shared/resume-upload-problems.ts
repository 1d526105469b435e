import { fillTemplate, UPLOAD_RULES, UPLOAD_TEXTS, validateUpload } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessages } from '../../i18n/messages/error-messages';

const RESUME_RULE = UPLOAD_RULES.resume;
const RESUME_TYPE_NAMES = RESUME_RULE.types.map((type) => type.name).join(', ');
const WRONG_TYPE = fillTemplate(UPLOAD_TEXTS.wrongType, { typeNames: RESUME_TYPE_NAMES });

/**
 * What is wrong with a CV or a letter the visitor chose (`validateUpload`'s problems), in the
 * board's language: a type not allowed, a file past the size limit, an empty file.
 */
export function resumeUploadProblems(
  file: { name: string; type: string; size: number },
  _: (descriptor: MessageDescriptor) => string,
): string[] {
  return validateUpload('resume', file).map((problem) => {
    if (problem === WRONG_TYPE) return _(errorMessages.uploadWrongType(RESUME_TYPE_NAMES));
    if (problem === UPLOAD_TEXTS.empty) return _(errorMessages.uploadEmpty);
    return _(errorMessages.uploadFileTooLarge(RESUME_RULE.maxSizeMb));
  });
}
