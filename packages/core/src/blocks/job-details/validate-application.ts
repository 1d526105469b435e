import { Email, PhoneNumber } from '@jobboard/schema';
import type {
  ApplicationUploads,
  ApplicationValues,
  FieldVisibility,
  UploadState,
} from './application-form-state';

/** Why a field of the apply form is not valid; the form turns it into a text naming the field. */
export type ApplicationProblem = 'required' | 'email' | 'phone' | 'terms' | 'upload';

export type ApplicationField =
  | 'salutation'
  | 'given_name'
  | 'family_name'
  | 'email'
  | 'phone'
  | 'cv'
  | 'motivation'
  | 'terms';

export type ApplicationProblems = Partial<Record<ApplicationField, ApplicationProblem>>;

/** The apply form's settings that change what it asks. */
export interface ApplicationRules {
  salutation: FieldVisibility;
  cv: FieldVisibility;
  /** The terms checkbox is shown and must be ticked. */
  terms: boolean;
}

function uploadProblem(upload: UploadState, required: boolean): ApplicationProblem | undefined {
  if (upload.status === 'done') return undefined;
  // A refused or unfinished file is a problem even on an optional field: it would not be sent.
  if (upload.status === 'error' || upload.status === 'uploading') return 'upload';
  return required ? 'required' : undefined;
}

/**
 * Checks the apply form (spec §5): names, email and the motivation letter are required, the
 * salutation and CV as their settings say, a phone number must look like one when given, and the
 * terms must be accepted when shown.
 */
export function validateApplication(
  values: ApplicationValues,
  uploads: ApplicationUploads,
  rules: ApplicationRules,
): ApplicationProblems {
  const problems: ApplicationProblems = {};
  if (rules.salutation === 'show_required' && values.salutation === '') {
    problems.salutation = 'required';
  }
  if (values.given_name.trim() === '') problems.given_name = 'required';
  if (values.family_name.trim() === '') problems.family_name = 'required';
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!Email.is(email)) problems.email = 'email';
  const phone = values.phone.trim();
  if (phone !== '' && !PhoneNumber.is(phone)) problems.phone = 'phone';
  if (rules.cv !== 'hide') {
    const cv = uploadProblem(uploads.cv, rules.cv === 'show_required');
    if (cv) problems.cv = cv;
  }
  const motivation = uploadProblem(uploads.motivation, true);
  if (motivation) problems.motivation = motivation;
  if (rules.terms && !values.termsAccepted) problems.terms = 'terms';
  return problems;
}
