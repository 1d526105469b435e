import type { JobDraft } from '@jobboard/client';
import {
  Email,
  HOURS_PER_WEEK_OPTIONS,
  JOB_MAX_LENGTHS,
  type Job,
  MAX_JOB_SALARY,
  MAX_WEEKLY_HOURS,
  SALARY_TYPES,
  type SalaryType,
  validateSearchDescription,
} from '@jobboard/schema';
import { isWebAddress } from '../shared/web-address';
import { type NumberMarks, parseAmount } from './parse-amount';

/** The job form's values, as typed and chosen. */
export interface JobValues {
  title: string;
  /** The id of the client's organisation the job is of, '' for none chosen. */
  organisation_id: string;
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
  'organisation_id',
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

/**
 * What is wrong with a field. Besides the form's own rules, each rule of the server's job body
 * has one (`tooLong`, `range`, `url`, ...), so the form refuses first what the server would,
 * in the board's language; `organisation` and `choice` name the server's refusals of a choice
 * that the form offers only valid options for (data changed meanwhile).
 */
export type JobProblem =
  | 'required'
  | 'number'
  | 'numberFormat'
  | 'maxBelowMin'
  | 'descriptionTooLong'
  | 'url'
  | 'email'
  | 'tooLong'
  | 'range'
  | 'organisation'
  | 'choice';

/** The highest number each amount field takes (the server's job body refuses more). */
export const JOB_NUMBER_MAX = {
  salary_min: MAX_JOB_SALARY,
  salary_max: MAX_JOB_SALARY,
  hours_min: MAX_WEEKLY_HOURS,
  hours_max: MAX_WEEKLY_HOURS,
} as const;

/**
 * The most characters each text field takes, as the server's job body counts them (the text's
 * is the HTML it becomes, counted in UTF-8 bytes, see {@link validateJob}).
 */
export const JOB_TEXT_MAX = {
  title: JOB_MAX_LENGTHS.title,
  text: JOB_MAX_LENGTHS.text_own,
  city: JOB_MAX_LENGTHS.city,
  apply_url: JOB_MAX_LENGTHS.apply_url,
} as const;

const text = (value: string | null | undefined) => value ?? '';
/**
 * A one-line field as sent: the server refuses control characters in it (a tab pasted with a
 * title), which are only spacing there, so they become a space.
 */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim();
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
 * written with the board locale's `marks`. The organisation is the job's; a new job, or one
 * saved without any, is of the client's only organisation when it has exactly one of
 * `organisations`.
 */
export function initialJobValues(
  job: Job | null,
  country: string,
  marks: NumberMarks,
  organisations: readonly { id: number }[] = [],
): JobValues {
  const only = organisations.length === 1 ? String(organisations[0]?.id) : '';
  return {
    title: text(job?.title),
    organisation_id: job?.organisation_id == null ? only : String(job.organisation_id),
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

/** Whether an application address is one the server takes: an http(s) URL of one word. */
function isApplyAddress(address: string): boolean {
  // `new URL` drops tabs and line ends and takes spaces in the path; the server's address is
  // one line, and a space in an address the employer typed is a typo.
  return !/[\s\p{Cc}]/u.test(address) && isWebAddress(address);
}

/** What {@link validateJob} needs to know besides the values. */
export interface JobRules {
  /** Whether an organisation must be chosen (the client has some to choose from). */
  organisationRequired?: boolean;
  /**
   * Whether the text is sent (it was edited): a text left alone is not, so its length does not
   * stop a change elsewhere. @default true
   */
  textSent?: boolean;
}

/**
 * What is wrong with the form's values, per field: the form's rules and the server job body's
 * (lengths, bounds, web address), so nothing the server refuses is sent. Amounts are read with
 * the board locale's `marks`.
 */
export function validateJob(
  values: JobValues,
  marks: NumberMarks,
  { organisationRequired = false, textSent = true }: JobRules = {},
): Partial<Record<JobField, JobProblem>> {
  const problems: Partial<Record<JobField, JobProblem>> = {};
  const title = oneLine(values.title);
  if (title === '') problems.title = 'required';
  else if (title.length > JOB_TEXT_MAX.title) problems.title = 'tooLong';
  if (organisationRequired && values.organisation_id === '') problems.organisation_id = 'required';
  // The server counts the HTML's characters, but its body limit (64 KB) counts bytes first.
  if (textSent && new TextEncoder().encode(textHtml(values.text)).length > JOB_TEXT_MAX.text) {
    problems.text = 'tooLong';
  }
  if (oneLine(values.city).length > JOB_TEXT_MAX.city) problems.city = 'tooLong';
  if (validateSearchDescription(values.description.trim()).length > 0) {
    problems.description = 'descriptionTooLong';
  }
  const problemOf = (amount: number | string | undefined): JobProblem | undefined =>
    amount === 'format' ? 'numberFormat' : amount === 'number' ? 'number' : undefined;
  const rangeOf = (amount: number | string | null | undefined, max: number) =>
    typeof amount === 'number' && !(amount >= 0 && amount <= max) ? ('range' as const) : undefined;
  const salaryMin = parseAmount(values.salary_min, marks);
  const salaryMax = parseAmount(values.salary_max, marks);
  const minProblem = problemOf(salaryMin) ?? rangeOf(salaryMin, MAX_JOB_SALARY);
  const maxProblem = problemOf(salaryMax) ?? rangeOf(salaryMax, MAX_JOB_SALARY);
  if (minProblem) problems.salary_min = minProblem;
  if (maxProblem) problems.salary_max = maxProblem;
  else if (
    typeof salaryMin === 'number' &&
    typeof salaryMax === 'number' &&
    salaryMax < salaryMin
  ) {
    problems.salary_max = 'maxBelowMin';
  }
  // The choices are within the bounds; a kept draft or a job written elsewhere may not be.
  const hoursMin = hoursOf(values.hours_min);
  const hoursMax = hoursOf(values.hours_max);
  const hoursMinProblem = rangeOf(hoursMin, MAX_WEEKLY_HOURS);
  const hoursMaxProblem = rangeOf(hoursMax, MAX_WEEKLY_HOURS);
  if (hoursMinProblem) problems.hours_min = hoursMinProblem;
  if (hoursMaxProblem) problems.hours_max = hoursMaxProblem;
  else if (hoursMin !== null && hoursMax !== null && hoursMax < hoursMin) {
    problems.hours_max = 'maxBelowMin';
  }
  const applyUrl = values.apply_url.trim();
  if (applyUrl.length > JOB_TEXT_MAX.apply_url) problems.apply_url = 'tooLong';
  else if (applyUrl !== '' && !isApplyAddress(applyUrl)) problems.apply_url = 'url';
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
 * survives a change elsewhere. So is the organisation unless it changed: the server checks a
 * sent one is the client's, and a job of an organisation the client no longer manages keeps it.
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
  const city = nullable(oneLine(values.city));
  const organisation = values.organisation_id === '' ? null : Number(values.organisation_id);
  const body: JobDraft = {
    title: oneLine(values.title),
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
  if (!stored || organisation !== (stored.organisation_id ?? null)) {
    body.organisation_id = organisation;
  }
  if (textEdited) body.text_own = textHtml(values.text);
  return body;
}
