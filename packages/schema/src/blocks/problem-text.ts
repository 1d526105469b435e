/**
 * Why parsing changed a stored setting, in parts a translation can put together again: what was
 * wrong (a `ProblemFault`) and what parsing did about it (a `ProblemAction`). The parts are
 * English phrases, so that they are the message ids of a translation (as Lingui's are) and the
 * English `message` of a `BlockSettingProblem` is made of them without a table:
 * `problemMessage` joins them, e.g. 'Expected true or false; used the default.'.
 */

/** Allowed values (a select's, a multi-select's), shown as JSON. */
type Allowed = readonly (string | number)[];

/** What a valid value would have been: a description, or a kind with its limits. */
export type Expectation =
  | 'true or false'
  | 'a colour such as #1a73e8 or rgb(0, 0, 0), or empty'
  | 'a linear-gradient(...) or radial-gradient(...), or empty'
  | 'a size such as 40px, 2rem or 5%'
  | 'an http(s) address or a path starting with /, or empty'
  | 'an http(s) address, a path starting with /, #anchor, mailto: or tel:, or empty'
  | 'an http(s) address, or empty'
  | 'an email address, or empty'
  | 'a page type id such as "p-job-list"'
  | 'an http(s) address, a path starting with /, #anchor, mailto: or tel:'
  | 'a list of ids'
  | 'a positive whole id'
  | 'a link object'
  | 'a list of links'
  | 'an object of job search parameters'
  | 'a list of items'
  | 'an item object'
  | 'columns per breakpoint (lg, md, sm)'
  | 'an object of settings'
  /** Text, or HTML, of at most this many characters. */
  | { readonly text: number }
  | { readonly html: number }
  | { readonly from: number; readonly to: number; readonly whole: boolean }
  | { readonly oneOf: Allowed }
  | { readonly listOf: Allowed }
  | { readonly orderingOf: Allowed }
  /** At least this many values. */
  | { readonly atLeast: number };

/** What was wrong with the stored value. */
export type ProblemFault =
  | 'Unknown setting'
  | 'The value could not be read'
  | 'Repeated id'
  | 'Repeated value'
  | 'Invalid value'
  | 'Unknown link field'
  | 'The link could not be repaired'
  | 'Unknown job search parameter'
  | 'Invalid value for this job search parameter'
  | 'Unknown breakpoint'
  | 'The item could not be repaired'
  | 'The settings could not be repaired'
  | 'The settings could not be read'
  | 'The settings are not valid JSON'
  | { readonly expected: Expectation }
  | { readonly tooMany: number; readonly of: 'ids' | 'links' | 'items' }
  | { readonly missing: Allowed };

/** What parsing did instead of keeping the stored value. */
export type ProblemAction =
  | 'used the default'
  | 'used the defaults'
  | 'used the default link'
  | 'dropped it'
  | 'dropped the field'
  | 'dropped the link'
  | 'dropped the item'
  | 'used an empty search'
  | 'used an empty list'
  | 'used an empty name'
  | 'appended at the end';

/** The allowed values as JSON, e.g. `"list", "cards"`. */
export function describeAllowed(allowed: Allowed): string {
  return allowed.map((value) => JSON.stringify(value)).join(', ');
}

function expectationText(expected: Expectation): string {
  if (typeof expected === 'string') return expected;
  if ('text' in expected) return `text of at most ${expected.text} characters`;
  if ('html' in expected) return `HTML of at most ${expected.html} characters`;
  if ('from' in expected) {
    return `${expected.whole ? 'a whole number' : 'a number'} from ${expected.from} to ${expected.to}`;
  }
  if ('oneOf' in expected) return `one of ${describeAllowed(expected.oneOf)}`;
  if ('listOf' in expected) return `a list of ${describeAllowed(expected.listOf)}`;
  if ('orderingOf' in expected) return `an ordering of ${describeAllowed(expected.orderingOf)}`;
  return `at least ${expected.atLeast} value(s)`;
}

/** The English of a problem, e.g. 'Expected true or false; used the default.' */
export function problemMessage(fault: ProblemFault, action: ProblemAction): string {
  let text: string;
  if (typeof fault === 'string') text = fault;
  else if ('expected' in fault) text = `Expected ${expectationText(fault.expected)}`;
  else if ('tooMany' in fault) text = `More than ${fault.tooMany} ${fault.of}`;
  else text = `Missing ${describeAllowed(fault.missing)}`;
  return `${text}; ${action}.`;
}
