import {
  Email,
  isBlankText,
  JOB_MAX_LENGTHS,
  MAX_JOB_SALARY,
  MAX_SEARCH_DESCRIPTION_LENGTH,
  MAX_WEEKLY_HOURS,
  SALARY_TYPES,
  type SalaryType,
} from '@jobboard/schema';
import {
  array,
  boolean,
  coerce,
  create,
  define,
  enums,
  integer,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  type Struct,
  StructError,
  size,
  string,
  type,
} from 'superstruct';
import { ApiError, type FieldErrors } from '../http/api-error';

/** The longest job title (one line). */
export const MAX_TITLE_LENGTH = JOB_MAX_LENGTHS.title;
/** The job text's HTML, before sanitizing; the JSON body limit (64 KB) caps it first anyway. */
const MAX_TEXT_LENGTH = JOB_MAX_LENGTHS.text_own;
const MAX_SEGMENTS = 100;
/** `text_own`, or the parts of `text_platform` (spec: a job's text type is own or platform). */
const JOB_TEXT_TYPES = ['own', 'platform'] as const;
type JobTextType = (typeof JOB_TEXT_TYPES)[number];
type JobTextPart = 'job' | 'function' | 'company' | 'offer';
/** A recruiter's name, and their phone number as typed. */
const MAX_RECRUITER_NAME_LENGTH = 200;
const MAX_PHONE_LENGTH = 40;
/** Custom fields: a flat object of at most this many keys, each of at most 100 characters. */
const MAX_CUSTOM_FIELDS = 50;
const MAX_CUSTOM_KEY_LENGTH = 100;
const MAX_CUSTOM_TEXT_LENGTH = 2000;

/** The message of a body refused before anything was stored (spec §8's shape, status 400). */
export const INVALID_JOB = 'The job could not be saved: check the marked fields.';

/** One line of text: no line breaks or other control characters. */
const line = (max: number) => size(pattern(string(), /^[^\p{Cc}]*$/u), 0, max);
/** A number, also given as a numeric string (form inputs). */
const numeric = coerce(number(), pattern(string(), /^\s*-?\d+(\.\d+)?\s*$/), (value) =>
  Number(value),
);
const wholeNumber = coerce(integer(), pattern(string(), /^\s*-?\d+\s*$/), (value) => Number(value));
const id = min(wholeNumber, 1);
const webAddress = refine(line(JOB_MAX_LENGTHS.apply_url), 'http(s) address', (value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
});

/** One line with at least one digit: numbers are written many ways (`+31 (0)20-123 4567 ext. 12`). */
const phone = pattern(line(MAX_PHONE_LENGTH), /\d/);

/**
 * A job's custom fields (spec §3's `custom_fields`): a flat object whose values are one line of
 * text, a number, true or false, or null. Nested values would show as `[object Object]` wherever
 * an integration prints them, so they are refused.
 */
const customFields = define<Record<string, CustomFieldValue>>(
  'custom fields',
  (fields) =>
    typeof fields === 'object' &&
    fields !== null &&
    !Array.isArray(fields) &&
    Object.keys(fields).length <= MAX_CUSTOM_FIELDS &&
    Object.entries(fields).every(
      ([key, value]) =>
        key.trim().length > 0 &&
        [...key].length <= MAX_CUSTOM_KEY_LENGTH &&
        (value === null ||
          typeof value === 'boolean' ||
          (typeof value === 'number' && Number.isFinite(value)) ||
          (typeof value === 'string' && [...value].length <= MAX_CUSTOM_TEXT_LENGTH)),
    ),
);

type CustomFieldValue = string | number | boolean | null;

/** A field of the body that may be left out, and on an update cleared with `null`. */
const clearable = <T, S>(struct: Struct<T, S>) => optional(nullable(struct));

/**
 * The job body of `POST /jobs/draft`, `PUT /jobs/{id}` and `PUT /jobs/{id}/publish/draft`. Keys
 * it does not name (a whole job sent back: `id`, `uuid`, `status`, `slug`, `from`, ...) are
 * ignored.
 */
const JobBodyStruct = type({
  title: optional(line(MAX_TITLE_LENGTH)),
  description: clearable(
    refine(
      string(),
      'search description',
      (value) => [...value].length <= MAX_SEARCH_DESCRIPTION_LENGTH,
    ),
  ),
  text_own: clearable(size(string(), 0, MAX_TEXT_LENGTH)),
  text_type: optional(enums(JOB_TEXT_TYPES)),
  text_platform: clearable(
    object({
      job: clearable(size(string(), 0, MAX_TEXT_LENGTH)),
      function: clearable(size(string(), 0, MAX_TEXT_LENGTH)),
      company: clearable(size(string(), 0, MAX_TEXT_LENGTH)),
      offer: clearable(size(string(), 0, MAX_TEXT_LENGTH)),
    }),
  ),
  organisation_id: clearable(id),
  product_id: clearable(id),
  city: clearable(line(JOB_MAX_LENGTHS.city)),
  postal_code: clearable(line(JOB_MAX_LENGTHS.postal_code)),
  country_code: clearable(pattern(string(), /^[A-Za-z]{2}$/)),
  location_name: clearable(line(JOB_MAX_LENGTHS.location_name)),
  lat: clearable(size(numeric, -90, 90)),
  lon: clearable(size(numeric, -180, 180)),
  remote: clearable(boolean()),
  salary_min: clearable(size(numeric, 0, MAX_JOB_SALARY)),
  salary_max: clearable(size(numeric, 0, MAX_JOB_SALARY)),
  salary_type: clearable(enums(SALARY_TYPES)),
  hours_min: clearable(size(numeric, 0, MAX_WEEKLY_HOURS)),
  hours_max: clearable(size(numeric, 0, MAX_WEEKLY_HOURS)),
  apply_url: clearable(webAddress),
  apply_email: clearable(Email),
  segment_ids: clearable(size(array(id), 0, MAX_SEGMENTS)),
  external_reference: clearable(line(JOB_MAX_LENGTHS.external_reference)),
  recruiter_name: clearable(line(MAX_RECRUITER_NAME_LENGTH)),
  recruiter_phone: clearable(phone),
  recruiter_email: clearable(Email),
  show_logo: optional(boolean()),
  custom_fields: clearable(customFields),
});

/** The body's fields; `undefined` is not given (keep), `null` is cleared. */
export interface JobBody {
  title?: string | undefined;
  description?: string | null | undefined;
  text_own?: string | null | undefined;
  /** Which text the job shows: its own (`text_own`) or the four parts (`text_platform`). */
  text_type?: JobTextType | undefined;
  text_platform?: { [Part in JobTextPart]?: string | null | undefined } | null | undefined;
  organisation_id?: number | null | undefined;
  product_id?: number | null | undefined;
  city?: string | null | undefined;
  postal_code?: string | null | undefined;
  country_code?: string | null | undefined;
  location_name?: string | null | undefined;
  lat?: number | null | undefined;
  lon?: number | null | undefined;
  remote?: boolean | null | undefined;
  salary_min?: number | null | undefined;
  salary_max?: number | null | undefined;
  salary_type?: SalaryType | null | undefined;
  hours_min?: number | null | undefined;
  hours_max?: number | null | undefined;
  apply_url?: string | null | undefined;
  apply_email?: string | null | undefined;
  segment_ids?: number[] | null | undefined;
  external_reference?: string | null | undefined;
  recruiter_name?: string | null | undefined;
  recruiter_phone?: string | null | undefined;
  recruiter_email?: string | null | undefined;
  /** Whether the job shows its organisation's logo; not clearable (a job shows it or not). */
  show_logo?: boolean | undefined;
  custom_fields?: Record<string, CustomFieldValue> | null | undefined;
}

type BodyKey = keyof JobBody;

/**
 * A body as `readJobBody` reads it: the fields that read, and the fields refused with their
 * texts, which `resolveJobColumns` answers together with the refusals of its own checks.
 */
export interface ReadJobBody extends JobBody {
  readonly refused?: FieldErrors | undefined;
}

/** What each field must be, said when the field is refused. */
export const FIELD_RULES: Record<BodyKey, string> = {
  title: `The title must be one line of 1 to ${MAX_TITLE_LENGTH} characters.`,
  description: `The search description may have at most ${MAX_SEARCH_DESCRIPTION_LENGTH} characters.`,
  text_own: `The job text must be text (HTML) of at most ${MAX_TEXT_LENGTH} characters.`,
  text_type: `The text type must be one of ${JOB_TEXT_TYPES.join(', ')}.`,
  text_platform: `The job text parts must be an object of job, function, company and offer, each text (HTML) of at most ${MAX_TEXT_LENGTH} characters.`,
  organisation_id: 'The organisation must be given by its id.',
  product_id: 'The product must be given by its id.',
  city: 'The city must be one line of at most 200 characters.',
  postal_code: 'The postal code must be one line of at most 20 characters.',
  country_code: 'The country must be a country code of two letters (ISO 3166-1), e.g. NL.',
  location_name: 'The location must be one line of at most 200 characters.',
  lat: 'The latitude must be a number from -90 to 90.',
  lon: 'The longitude must be a number from -180 to 180.',
  remote: 'Remote must be true or false.',
  salary_min: `The minimum salary must be a number from 0 to ${MAX_JOB_SALARY}.`,
  salary_max: `The maximum salary must be a number from 0 to ${MAX_JOB_SALARY}.`,
  salary_type: `The salary type must be one of ${SALARY_TYPES.join(', ')}.`,
  hours_min: `The minimum hours must be a number from 0 to ${MAX_WEEKLY_HOURS}.`,
  hours_max: `The maximum hours must be a number from 0 to ${MAX_WEEKLY_HOURS}.`,
  apply_url: 'The application address must be a web address starting with http:// or https://.',
  apply_email: 'The application e-mail must be a valid e-mail address.',
  segment_ids: `The segments must be a list of at most ${MAX_SEGMENTS} segment ids.`,
  external_reference: 'The external reference must be one line of at most 255 characters.',
  recruiter_name: `The recruiter's name must be one line of at most ${MAX_RECRUITER_NAME_LENGTH} characters.`,
  recruiter_phone: `The recruiter's phone number must be one line with digits, of at most ${MAX_PHONE_LENGTH} characters.`,
  recruiter_email: "The recruiter's e-mail must be a valid e-mail address.",
  show_logo: 'Show logo must be true or false.',
  custom_fields: `The custom fields must be an object of at most ${MAX_CUSTOM_FIELDS} named values (text of at most ${MAX_CUSTOM_TEXT_LENGTH} characters, a number, true, false or null).`,
};

const BODY_KEYS = Object.keys(FIELD_RULES) as BodyKey[];
/** Text fields where an empty or blank value means "none" (a form's cleared input). */
const OPTIONAL_TEXTS = new Set<BodyKey>([
  'description',
  'text_own',
  'city',
  'postal_code',
  'country_code',
  'location_name',
  'salary_type',
  'apply_url',
  'apply_email',
  'external_reference',
  'recruiter_name',
  'recruiter_phone',
  'recruiter_email',
]);
/** Optional numbers a form may send as an empty string. */
const OPTIONAL_NUMBERS = new Set<BodyKey>([
  'organisation_id',
  'product_id',
  'lat',
  'lon',
  'salary_min',
  'salary_max',
  'hours_min',
  'hours_max',
]);

/**
 * A 400 with the spec's error shape; the message is the first field's text. 400, as every bad
 * body of this server: the client (spec §8) shows and marks handled a 400 or 401 only.
 */
export function invalidJob(errors: FieldErrors): ApiError {
  return new ApiError(400, Object.values(errors)[0]?.[0] ?? INVALID_JOB, errors);
}

/**
 * Reads a job body: only the known keys, blank optional texts and numbers as `null`, single
 * lines trimmed. `requireTitle` (the create) makes `title` required. A refused field is left out
 * of the body and named in `refused`: `resolveJobColumns` answers every refused field at once,
 * these and those of its checks over several fields and ids, in a 400
 * `{ message, errors: { field: [text] } }`.
 */
export function readJobBody(raw: Record<string, unknown>, requireTitle: boolean): ReadJobBody {
  const picked: Record<string, unknown> = {};
  for (const key of BODY_KEYS) {
    if (!(key in raw)) continue;
    let value = raw[key];
    if (typeof value === 'string' && (OPTIONAL_TEXTS.has(key) || OPTIONAL_NUMBERS.has(key))) {
      if (isBlankText(value)) value = null;
    }
    if (typeof value === 'string' && key !== 'text_own' && key !== 'description') {
      value = value.trim();
    }
    picked[key] = value;
  }
  const errors: FieldErrors = {};
  const title = picked.title;
  if (
    title === null ||
    (typeof title === 'string' && isBlankText(title)) ||
    (requireTitle && !('title' in picked))
  ) {
    errors.title = ['The title field is required.'];
    delete picked.title;
  }
  let body: JobBody = {};
  // The fields that fail are left out and the rest read again, until what is left reads.
  for (;;) {
    try {
      body = create(picked, JobBodyStruct);
      break;
    } catch (error) {
      if (!(error instanceof StructError)) throw error;
      let dropped = false;
      for (const failure of error.failures()) {
        const key = failure.path[0] as BodyKey | undefined;
        if (key === undefined || !(key in picked)) continue;
        if (key in FIELD_RULES && !errors[key]) errors[key] = [FIELD_RULES[key]];
        delete picked[key];
        dropped = true;
      }
      if (!dropped)
        throw invalidJob(Object.keys(errors).length > 0 ? errors : { job: [INVALID_JOB] });
    }
  }
  return {
    ...(Object.keys(errors).length > 0 ? { refused: errors } : {}),
    ...body,
    ...(body.country_code ? { country_code: body.country_code.toUpperCase() } : {}),
    ...(body.segment_ids ? { segment_ids: [...new Set(body.segment_ids)] } : {}),
    // Stored as whole hours (an integer column): 37.5 is kept as 38.
    ...(typeof body.hours_min === 'number' ? { hours_min: Math.round(body.hours_min) } : {}),
    ...(typeof body.hours_max === 'number' ? { hours_max: Math.round(body.hours_max) } : {}),
  };
}
