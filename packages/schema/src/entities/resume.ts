import {
  array,
  boolean,
  enums,
  type Infer,
  nullable,
  number,
  optional,
  string,
  type,
} from 'superstruct';
import { SALARY_TYPES } from './job';
import { SegmentIdsByGroup } from './segment';

export const RESUME_STATUSES = ['available', 'not_available'] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];

const optionalText = optional(nullable(string()));

/** One line of a resume's education or employer history. */
export const ResumeEntry = type({
  type: optionalText,
  name: optionalText,
  institution: optionalText,
  place: optionalText,
  description: optionalText,
  /** ISO 8601 date. */
  from: optionalText,
  /** ISO 8601 date; empty while ongoing. */
  till: optionalText,
});
export type ResumeEntry = Infer<typeof ResumeEntry>;

/** A candidate's resume as the API returns it. */
export const Resume = type({
  uuid: string(),
  given_name: optionalText,
  family_name: optionalText,
  picture: optionalText,
  country: optionalText,
  city: optionalText,
  postal_code: optionalText,
  travel_distance: optional(nullable(number())),
  open_to_relocate: optional(boolean()),
  position: optionalText,
  /** A short description. */
  info: optionalText,
  salary_type: optional(nullable(enums(SALARY_TYPES))),
  /** The minimum accepted salary. */
  salary_min: optional(nullable(number())),
  phone_number: optionalText,
  status: optional(enums(RESUME_STATUSES)),
  segments: optional(SegmentIdsByGroup),
  education: optional(array(ResumeEntry)),
  employer_history: optional(array(ResumeEntry)),
  /** True when the viewing employer has bought this resume. */
  client: optional(boolean()),
  /**
   * The uploaded resume file, on the candidate's own resume only (`GET /candidates` and
   * `POST /resume/upload` of the candidate family): `token` for `GET /resume/download/{token}`.
   */
  file: optional(nullable(type({ token: string(), name: string() }))),
});
export type Resume = Infer<typeof Resume>;
