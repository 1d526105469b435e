import type { JobApplication } from '@jobboard/schema';
import type { ApplicationUploads, ApplicationValues } from './application-form-state';
import type { ApplicationRules } from './validate-application';

/**
 * The application as the form sends it. `cv` is left out when the CV field is hidden or left
 * empty (settings `hideResume`).
 */
export type ApplicationPayload = JobApplication;

/**
 * The payload of `POST /jobs/{uuid}/apply` from a valid form: trimmed texts, empty optional
 * fields left out, upload tokens for the files.
 */
export function buildApplication(
  values: ApplicationValues,
  uploads: ApplicationUploads,
  rules: Pick<ApplicationRules, 'salutation' | 'cv'>,
  options: { jobBoardId: number; offerAccount: boolean },
): ApplicationPayload {
  const payload: ApplicationPayload = {
    email: values.email.trim(),
    given_name: values.given_name.trim(),
    family_name: values.family_name.trim(),
    phone_country: values.phone_country,
    job_board_id: options.jobBoardId,
    motivation: uploads.motivation.status === 'done' ? uploads.motivation.token : '',
    newsletters: [...values.newsletters],
  };
  if (rules.salutation !== 'hide' && values.salutation !== '') {
    payload.salutation = values.salutation;
  }
  const phone = values.phone.trim();
  if (phone !== '') payload.phone = phone;
  const motivationText = values.motivation_text.trim();
  if (motivationText !== '') payload.motivation_text = motivationText;
  if (rules.cv !== 'hide' && uploads.cv.status === 'done') payload.cv = uploads.cv.token;
  if (options.offerAccount) payload.candidate = values.candidate;
  return payload;
}
