import type { JobDraft } from '@jobboard/client';
import { Email, type Job, SALARY_TYPES, type SalaryType } from '@jobboard/schema';
import { isWebAddress } from '../shared/web-address';

/** The job form's values, as typed. */
export interface JobValues {
  title: string;
  text: string;
  city: string;
  country_code: string;
  salary_min: string;
  salary_max: string;
  salary_type: SalaryType;
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

export type JobProblem = 'required' | 'number' | 'maxBelowMin' | 'hours' | 'url' | 'email';

const text = (value: string | null | undefined) => value ?? '';
const amount = (value: number | null | undefined) => (value == null ? '' : String(value));

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

/** The form's values for a new job (in the board's first country) or for `job`. */
export function initialJobValues(job: Job | null, country: string): JobValues {
  return {
    title: text(job?.title),
    text: job ? plainText(text(job.text_own)) : '',
    city: text(job?.city),
    country_code: text(job?.country_code).toUpperCase() || country,
    salary_min: amount(job?.salary_min),
    salary_max: amount(job?.salary_max),
    salary_type: job?.salary_type ?? 'month',
    hours_min: amount(job?.hours_min),
    hours_max: amount(job?.hours_max),
    apply_url: text(job?.apply_url),
    apply_email: text(job?.apply_email),
  };
}

/** A typed amount: `undefined` when empty, `NaN` when not a number of 0 or more. */
function parseAmount(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) && number >= 0 ? number : Number.NaN;
}

/** What is wrong with the form's values, per field (the server checks them again). */
export function validateJob(values: JobValues): Partial<Record<JobField, JobProblem>> {
  const problems: Partial<Record<JobField, JobProblem>> = {};
  if (values.title.trim() === '') problems.title = 'required';
  for (const [low, high, hours] of [
    ['salary_min', 'salary_max', false],
    ['hours_min', 'hours_max', true],
  ] as const) {
    const min = parseAmount(values[low]);
    const max = parseAmount(values[high]);
    if (Number.isNaN(min)) problems[low] = 'number';
    else if (hours && min !== undefined && min > 80) problems[low] = 'hours';
    if (Number.isNaN(max)) problems[high] = 'number';
    else if (hours && max !== undefined && max > 80) problems[high] = 'hours';
    else if (min !== undefined && max !== undefined && !Number.isNaN(min) && max < min) {
      problems[high] = 'maxBelowMin';
    }
  }
  if (values.apply_url.trim() !== '' && !isWebAddress(values.apply_url.trim())) {
    problems.apply_url = 'url';
  }
  if (values.apply_email.trim() !== '' && !Email.is(values.apply_email.trim())) {
    problems.apply_email = 'email';
  }
  return problems;
}

/**
 * The job body the form sends (`POST /jobs/draft`, `PUT /jobs/{id}`): what was typed, an empty
 * field as null (cleared), the text only when it was edited.
 */
export function jobBody(values: JobValues, textEdited: boolean): JobDraft {
  const nullable = (value: string) => (value.trim() === '' ? null : value.trim());
  const number = (value: string) => parseAmount(value) ?? null;
  const body: JobDraft = {
    title: values.title.trim(),
    city: nullable(values.city),
    location_name: nullable(values.city),
    country_code: nullable(values.country_code),
    salary_min: number(values.salary_min),
    salary_max: number(values.salary_max),
    salary_type: SALARY_TYPES.includes(values.salary_type) ? values.salary_type : 'month',
    hours_min: number(values.hours_min),
    hours_max: number(values.hours_max),
    apply_url: nullable(values.apply_url),
    apply_email: nullable(values.apply_email),
  };
  if (textEdited) body.text_own = textHtml(values.text);
  return body;
}
