import type { Expectation, ProblemAction, ProblemFault } from '@jobboard/schema';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The texts of what parsing changed in a block's stored settings (the editor layout's notice),
// by the English phrases `@jobboard/schema` builds its `message` from. A catalog part of their
// own (`editor`): visitors never load them.

type Phrase<T> = Extract<T, string>;

const expectations: Record<Phrase<Expectation>, MessageDescriptor> = {
  'true or false': msg`true or false`,
  'a colour such as #1a73e8 or rgb(0, 0, 0), or empty': msg`a colour such as #1a73e8 or rgb(0, 0, 0), or empty`,
  'a linear-gradient(...) or radial-gradient(...), or empty': msg`a linear-gradient(...) or radial-gradient(...), or empty`,
  'a size such as 40px, 2rem or 5%': msg`a size such as 40px, 2rem or 5%`,
  'an http(s) address or a path starting with /, or empty': msg`an http(s) address or a path starting with /, or empty`,
  'an http(s) address, a path starting with /, #anchor, mailto: or tel:, or empty': msg`an http(s) address, a path starting with /, #anchor, mailto: or tel:, or empty`,
  'an http(s) address, or empty': msg`an http(s) address, or empty`,
  'an email address, or empty': msg`an email address, or empty`,
  'a page type id such as "p-job-list"': msg`a page type id such as "p-job-list"`,
  'an http(s) address, a path starting with /, #anchor, mailto: or tel:': msg`an http(s) address, a path starting with /, #anchor, mailto: or tel:`,
  'a list of ids': msg`a list of ids`,
  'a positive whole id': msg`a positive whole id`,
  'a link object': msg`a link object`,
  'a list of links': msg`a list of links`,
  'an object of job search parameters': msg`an object of job search parameters`,
  'a list of items': msg`a list of items`,
  'an item object': msg`an item object`,
  'columns per breakpoint (lg, md, sm)': msg`columns per breakpoint (lg, md, sm)`,
  'an object of settings': msg`an object of settings`,
};

const faults: Record<Phrase<ProblemFault>, MessageDescriptor> = {
  'Unknown setting': msg`Unknown setting`,
  'The value could not be read': msg`The value could not be read`,
  'Repeated id': msg`Repeated id`,
  'Repeated value': msg`Repeated value`,
  'Invalid value': msg`Invalid value`,
  'Unknown link field': msg`Unknown link field`,
  'The link could not be repaired': msg`The link could not be repaired`,
  'Unknown job search parameter': msg`Unknown job search parameter`,
  'Invalid value for this job search parameter': msg`Invalid value for this job search parameter`,
  'Unknown breakpoint': msg`Unknown breakpoint`,
  'The item could not be repaired': msg`The item could not be repaired`,
  'The settings could not be repaired': msg`The settings could not be repaired`,
  'The settings could not be read': msg`The settings could not be read`,
  'The settings are not valid JSON': msg`The settings are not valid JSON`,
};

const actions: Record<ProblemAction, MessageDescriptor> = {
  'used the default': msg`used the default`,
  'used the defaults': msg`used the defaults`,
  'used the default link': msg`used the default link`,
  'dropped it': msg`dropped it`,
  'dropped the field': msg`dropped the field`,
  'dropped the link': msg`dropped the link`,
  'dropped the item': msg`dropped the item`,
  'used an empty search': msg`used an empty search`,
  'used an empty list': msg`used an empty list`,
  'used an empty name': msg`used an empty name`,
  'appended at the end': msg`appended at the end`,
};

/** The texts of the notice's problems, as one group (the catalog tests read every group). */
export const settingsProblemMessages = {
  expectations,
  faults,
  actions,
  tooMany: {
    ids: (count: number) => msg`More than ${count} ids`,
    links: (count: number) => msg`More than ${count} links`,
    items: (count: number) => msg`More than ${count} items`,
  },
  text: (count: number) => msg`text of at most ${count} characters`,
  html: (count: number) => msg`HTML of at most ${count} characters`,
  wholeNumber: (from: number, to: number) => msg`a whole number from ${from} to ${to}`,
  number: (from: number, to: number) => msg`a number from ${from} to ${to}`,
  oneOf: (values: string) => msg`one of ${values}`,
  listOf: (values: string) => msg`a list of ${values}`,
  orderingOf: (values: string) => msg`an ordering of ${values}`,
  atLeast: (count: number) => msg`at least ${count} value(s)`,
  expected: (expectation: string) => msg`Expected ${expectation}`,
  missing: (values: string) => msg`Missing ${values}`,
  problem: (problem: string, done: string) => msg`${problem}; ${done}.`,
};
const m = settingsProblemMessages;

/** The allowed values as the schema shows them: JSON, joined by commas. */
const allowed = (values: readonly (string | number)[]) =>
  values.map((value) => JSON.stringify(value)).join(', ');

function expectationText(i18n: I18n, expected: Expectation): string {
  if (typeof expected === 'string') {
    const known = expectations[expected];
    return known ? i18n._(known) : expected;
  }
  if ('text' in expected) return i18n._(m.text(expected.text));
  if ('html' in expected) return i18n._(m.html(expected.html));
  if ('from' in expected) {
    const { from, to } = expected;
    return i18n._(expected.whole ? m.wholeNumber(from, to) : m.number(from, to));
  }
  if ('oneOf' in expected) return i18n._(m.oneOf(allowed(expected.oneOf)));
  if ('listOf' in expected) return i18n._(m.listOf(allowed(expected.listOf)));
  if ('orderingOf' in expected) return i18n._(m.orderingOf(allowed(expected.orderingOf)));
  return i18n._(m.atLeast(expected.atLeast));
}

function faultText(i18n: I18n, fault: ProblemFault): string {
  if (typeof fault === 'string') {
    const known = faults[fault];
    return known ? i18n._(known) : fault;
  }
  if ('expected' in fault) return i18n._(m.expected(expectationText(i18n, fault.expected)));
  if ('tooMany' in fault) return i18n._(m.tooMany[fault.of](fault.tooMany));
  return i18n._(m.missing(allowed(fault.missing)));
}

/**
 * A settings problem in the board's language, e.g. 'Verwacht: waar of onwaar; de standaardwaarde
 * gebruikt.'; a phrase the catalog does not know (a newer schema's) shows in English.
 */
export function settingsProblemText(
  i18n: I18n,
  fault: ProblemFault,
  action: ProblemAction,
): string {
  const known = actions[action];
  return i18n._(m.problem(faultText(i18n, fault), known ? i18n._(known) : action));
}
