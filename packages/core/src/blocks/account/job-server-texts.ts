import {
  JOB_MAX_LENGTHS,
  MAX_JOB_SALARY,
  MAX_SEARCH_DESCRIPTION_LENGTH,
  MAX_WEEKLY_HOURS,
  SALARY_RANGE_ERROR,
  SALARY_TYPES,
} from '@jobboard/schema';
import type { JobField, JobProblem } from './job-values';

/**
 * The field errors the server's job body answers, by the body's field, with the form's problem
 * each one is: the FIELD_RULES of packages/server/src/employer-jobs/job-body.ts, and the
 * required title, the hours range and the organisation of another client (job-fields.ts,
 * order-refusals.ts). The server answers them in English; the form shows its own text for the
 * problem instead, in the board's language. The server's job-form-texts.test.ts keeps this list
 * the same as what it answers.
 */
export const SERVER_JOB_TEXTS: Readonly<Record<string, Readonly<Record<string, JobProblem>>>> = {
  title: {
    'The title field is required.': 'required',
    [`The title must be one line of 1 to ${JOB_MAX_LENGTHS.title} characters.`]: 'tooLong',
  },
  organisation_id: {
    'The organisation must be given by its id.': 'organisation',
    'This organisation does not belong to your company.': 'organisation',
  },
  description: {
    [`The search description may have at most ${MAX_SEARCH_DESCRIPTION_LENGTH} characters.`]:
      'descriptionTooLong',
  },
  text_own: {
    [`The job text must be text (HTML) of at most ${JOB_MAX_LENGTHS.text_own} characters.`]:
      'tooLong',
  },
  city: {
    [`The city must be one line of at most ${JOB_MAX_LENGTHS.city} characters.`]: 'tooLong',
  },
  country_code: {
    'The country must be a country code of two letters (ISO 3166-1), e.g. NL.': 'choice',
  },
  salary_min: {
    [`The minimum salary must be a number from 0 to ${MAX_JOB_SALARY}.`]: 'range',
  },
  salary_max: {
    [`The maximum salary must be a number from 0 to ${MAX_JOB_SALARY}.`]: 'range',
    [SALARY_RANGE_ERROR]: 'maxBelowMin',
  },
  salary_type: {
    [`The salary type must be one of ${SALARY_TYPES.join(', ')}.`]: 'choice',
  },
  hours_min: {
    [`The minimum hours must be a number from 0 to ${MAX_WEEKLY_HOURS}.`]: 'range',
  },
  hours_max: {
    [`The maximum hours must be a number from 0 to ${MAX_WEEKLY_HOURS}.`]: 'range',
    'The maximum hours must be at least the minimum hours.': 'maxBelowMin',
  },
  apply_url: {
    'The application address must be a web address starting with http:// or https://.': 'url',
  },
  apply_email: {
    'The application e-mail must be a valid e-mail address.': 'email',
  },
};

/** The form's field of a body field the server names otherwise. */
const FORM_FIELDS: Readonly<Record<string, JobField>> = { text_own: 'text' };

/** The form's field that shows the server's errors of the body's `field`. */
export function jobFormField(field: string): string {
  return FORM_FIELDS[field] ?? field;
}

/**
 * The form's problem for the server's `texts` on the body's `field`, when it knows them all (one
 * problem: the first), else `undefined` (the texts are shown as they are, translated when the
 * catalog has them).
 */
export function knownJobProblem(field: string, texts: readonly string[]): JobProblem | undefined {
  const known = Object.hasOwn(SERVER_JOB_TEXTS, field) ? SERVER_JOB_TEXTS[field] : undefined;
  if (!known || texts.length === 0) return undefined;
  const problems = texts.map((text) => (Object.hasOwn(known, text) ? known[text] : undefined));
  return problems.every((problem) => problem !== undefined) ? problems[0] : undefined;
}
