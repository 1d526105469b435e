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

/** Where an employer's request to contact a candidate stands. */
export const CONNECTION_STATUSES = ['accepted', 'requested', 'declined'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
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
  /** When the resume last changed (ISO 8601). */
  updated_at: optionalText,
  /** The candidate's email: for an employer, only once the candidate accepted their request. */
  email: optionalText,
  /** True when the viewing employer has bought this resume (asked to contact the candidate). */
  client: optional(boolean()),
  /** The viewing employer's request to contact the candidate, if they sent one. */
  contact: optional(
    nullable(type({ status: enums(CONNECTION_STATUSES), created_at: optionalText })),
  ),
  /**
   * The uploaded resume file: on the candidate's own resume (`GET /candidates` and
   * `POST /resume/upload` of the candidate family), `token` for `GET /resume/download/{token}`;
   * for an employer whose request the candidate accepted, for `GET /files/download/{token}`.
   */
  file: optional(nullable(type({ token: string(), name: string() }))),
});
export type Resume = Infer<typeof Resume>;
