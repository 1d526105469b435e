import {
  array,
  boolean,
  defaulted,
  enums,
  type Infer,
  integer,
  nonempty,
  object,
  optional,
  refine,
  string,
  type,
} from 'superstruct';
import { DEFAULT_PHONE_COUNTRY } from '../rules/timings';
import { CountryCode } from './country-entry';
import { Email } from './email';
import { PhoneNumber } from './phone';
import { NAME_MAX_LENGTH } from './registration';
import { filledLine } from './text-line';

/** The title prefix options of the application and profile forms. */
export const SALUTATIONS = ['mr', 'miss'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** The longest motivation text an application may carry (the apply form's textarea). */
export const MAX_MOTIVATION_TEXT_LENGTH = 10_000;

/**
 * `POST /jobs/{uuid}/apply`. `cv` and `motivation` are tokens answered by the apply file upload
 * ({@link ApplyFileUploadAnswer}). The motivation is required; the CV is optional, as the job
 * details block's `hideResume` may hide it or leave it to the applicant (spec/builder.md).
 */
export const JobApplication = object({
  email: Email,
  salutation: optional(enums(SALUTATIONS)),
  given_name: filledLine(NAME_MAX_LENGTH),
  family_name: filledLine(NAME_MAX_LENGTH),
  motivation_text: optional(
    refine(
      string(),
      'maxLength',
      (value) =>
        value.length <= MAX_MOTIVATION_TEXT_LENGTH ||
        `Expected text of at most ${MAX_MOTIVATION_TEXT_LENGTH} characters`,
    ),
  ),
  phone: optional(PhoneNumber),
  /** @default 'NL' (filled by `create()`) */
  phone_country: defaulted(optional(CountryCode), DEFAULT_PHONE_COUNTRY),
  job_board_id: integer(),
  cv: optional(nonempty(string())),
  motivation: nonempty(string()),
  newsletters: optional(array(integer())),
  /** Also create a candidate account with these details. */
  candidate: optional(boolean()),
});
export type JobApplication = Infer<typeof JobApplication>;

/** The answer of `POST /jobs/{id}/apply/file-upload`: a token to send as `cv` or `motivation`. */
export const ApplyFileUploadAnswer = type({
  token: string(),
});
export type ApplyFileUploadAnswer = Infer<typeof ApplyFileUploadAnswer>;
