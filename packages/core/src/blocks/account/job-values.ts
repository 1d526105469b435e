import type { JobDraft } from '@jobboard/client';
import {
  Email,
  HOURS_PER_WEEK_OPTIONS,
  type Job,
  SALARY_TYPES,
  type SalaryType,
  validateSearchDescription,
} from '@jobboard/schema';
import { isWebAddress } from '../shared/web-address';
import { type NumberMarks, parseAmount } from './parse-amount';

/** The job form's values, as typed and chosen. */
export interface JobValues {
  title: string;
  text: string;
  /** The search description: the short text job cards show. */
  description: string;
  city: string;
  country_code: string;
  salary_min: string;
  salary_max: string;
  salary_type: SalaryType;
  /** A whole number of hours chosen ({@link hoursChoices}), '' for none. */
  hours_min: string;
  hours_max: string;
  apply_url: string;
  apply_email: string;
}

export type JobField = keyof JobValues;

/** The checked fields in screen order: the first with an error gets the focus. */
export const JOB_FIELDS: readonly JobField[] = [
  'title',
  'text',
  'description',
  'city',
  'country_code',
  'salary_min',
  'salary_max',
  'salary_type',
  'hours_min',
  'hours_max',
  'apply_url',
  'apply_email',
];

export type JobProblem =
  | 'required'
  | 'number'
  | 'numberFormat'
  | 'maxBelowMin'
  | 'descriptionTooLong'
  | 'url'
  | 'email';

const text = (value: string | null | undefined) => value ?? '';
/** An amount as the form shows it: the locale's decimal mark, at most two decimals, no groups. */
const amount = (value: number | null | undefined, marks: NumberMarks) =>
  value == null
    ? ''
    : value
        .toFixed(2)
        .replace(/\.?0+$/, '')
        .replace('.', marks.decimal);

/**
 * A job text's HTML as the form's plain text: paragraphs and line breaks become empty lines and
 * line ends, tags go. Only sent back when the employer edited it (`jobBody`'s `textEdited`), so
 * a text with more markup than paragraphs is not flattened by a change elsewhere in the form.
 */
export function plainText(html: string): string {
  if (html.trim() === '') return '';
  const document = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|ul|ol)>/gi, '$&\n\n'),
    'text/html',
  );
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The form's plain text as the job's HTML: a paragraph per block, a line break per line end. */
export function textHtml(plain: string): string {
  return plain
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The form's values for a new job (in the board's first country) or for `job`, its amounts
 * written with the board locale's `marks`.
 */
export function initialJobValues(job: Job | null, country: string, marks: NumberMarks): JobValues {
  return {
    title: text(job?.title),
    text: job ? plainText(text(job.text_own)) : '',
    description: text(job?.description),
    city: text(job?.city),
    country_code: text(job?.country_code).toUpperCase() || country,
    salary_min: amount(job?.salary_min, marks),
    salary_max: amount(job?.salary_max, marks),
    salary_type: job?.salary_type ?? 'month',
    hours_min: job?.hours_min == null ? '' : String(job.hours_min),
    hours_max: job?.hours_max == null ? '' : String(job.hours_max),
    apply_url: text(job?.apply_url),
    apply_email: text(job?.apply_email),
  };
}

/** Chosen hours as a number, `null` for none. */
const hoursOf = (value: string) => (value === '' ? null : Number(value));

/**
 * The hours per week the form offers (spec §9: 8 to 40 in steps of 4), with the job's own
 * `current` number among them when it is another (38, or more than 40), so an edit keeps it.
 */
export function hoursChoices(current: string): number[] {
  const hours = hoursOf(current);
  return hours === null || !Number.isFinite(hours) || HOURS_PER_WEEK_OPTIONS.includes(hours)
    ? [...HOURS_PER_WEEK_OPTIONS]
    : [...HOURS_PER_WEEK_OPTIONS, hours].sort((a, b) => a - b);
}

/**
 * What is wrong with the form's values, per field (the server checks them again). Amounts are
 * read with the board locale's `marks`.
 */
export function validateJob(
  values: JobValues,
  marks: NumberMarks,
): Partial<Record<JobField, JobProblem>> {
  const problems: Partial<Record<JobField, JobProblem>> = {};
  if (values.title.trim() === '') problems.title = 'required';
  if (validateSearchDescription(values.description.trim()).length > 0) {
    problems.description = 'descriptionTooLong';
  }
  const problemOf = (amount: number | string | undefined): JobProblem | undefined =>
    amount === 'format' ? 'numberFormat' : amount === 'number' ? 'number' : undefined;
  const salaryMin = parseAmount(values.salary_min, marks);
  const salaryMax = parseAmount(values.salary_max, marks);
  const minProblem = problemOf(salaryMin);
  const maxProblem = problemOf(salaryMax);
  if (minProblem) problems.salary_min = minProblem;
  if (maxProblem) problems.salary_max = maxProblem;
  else if (
    typeof salaryMin === 'number' &&
    typeof salaryMax === 'number' &&
    salaryMax < salaryMin
  ) {
    problems.salary_max = 'maxBelowMin';
  }
  const hoursMin = hoursOf(values.hours_min);
  const hoursMax = hoursOf(values.hours_max);
  if (hoursMin !== null && hoursMax !== null && hoursMax < hoursMin) {
    problems.hours_max = 'maxBelowMin';
  }
  if (values.apply_url.trim() !== '' && !isWebAddress(values.apply_url.trim())) {
    problems.apply_url = 'url';
  }
  if (values.apply_email.trim() !== '' && !Email.is(values.apply_email.trim())) {
    problems.apply_email = 'email';
  }
  return problems;
}

/** What {@link jobBody} needs besides the values. */
export interface JobBodyOptions {
  /** The job as stored, `null` for a new one: its location stays unless the city changed. */
  stored: Job | null;
  /** Whether the text was edited; only then is it sent. */
  textEdited: boolean;
  /** The board language's number marks, which the values were checked with. */
  marks: NumberMarks;
}

/**
 * The job body the form sends (`POST /jobs/draft`, `PUT /jobs/{id}`): what was typed (checked
 * by {@link validateJob}, amounts read with the same marks), an empty field as null (cleared),
 * the text only when it was edited. The location's name is the city for a new job or a new
 * city; otherwise it is left out, so a location named otherwise (a region, `Utrecht (remote)`)
 * survives a change elsewhere.
 */
export function jobBody(
  values: JobValues,
  { stored, textEdited, marks }: JobBodyOptions,
): JobDraft {
  const nullable = (value: string) => (value.trim() === '' ? null : value.trim());
  const number = (value: string) => {
    const amount = parseAmount(value, marks);
    return typeof amount === 'number' ? amount : null;
  };
  const city = nullable(values.city);
  const body: JobDraft = {
    title: values.title.trim(),
    description: nullable(values.description),
    city,
    country_code: nullable(values.country_code),
    salary_min: number(values.salary_min),
    salary_max: number(values.salary_max),
    salary_type: SALARY_TYPES.includes(values.salary_type) ? values.salary_type : 'month',
    hours_min: hoursOf(values.hours_min),
    hours_max: hoursOf(values.hours_max),
    apply_url: nullable(values.apply_url),
    apply_email: nullable(values.apply_email),
  };
  if (!stored || city !== nullable(stored.city ?? '')) body.location_name = city;
  if (textEdited) body.text_own = textHtml(values.text);
  return body;
}
