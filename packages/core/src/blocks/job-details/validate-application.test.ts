import { describe, expect, it } from 'vitest';
import {
  type ApplicationUploads,
  type ApplicationValues,
  EMPTY_UPLOAD,
  initialValues,
} from './application-form-state';
import { buildApplication } from './build-application';
import { type ApplicationRules, validateApplication } from './validate-application';

const filled: ApplicationValues = {
  ...initialValues('NL'),
  given_name: 'Kim',
  family_name: 'de Vries',
  email: 'kim@example.com',
  termsAccepted: true,
};
const uploaded: ApplicationUploads = {
  cv: { status: 'done', name: 'cv.pdf', token: 'cv-token' },
  motivation: { status: 'done', name: 'letter.pdf', token: 'letter-token' },
};
const rules: ApplicationRules = {
  salutation: 'show_not_required',
  cv: 'show_required',
  terms: true,
};

describe('validateApplication', () => {
  it('accepts a filled form', () => {
    expect(validateApplication(filled, uploaded, rules)).toEqual({});
  });

  it.each([
    ['no first name', { given_name: '  ' }, {}, rules, { given_name: 'required' }],
    ['no last name', { family_name: '' }, {}, rules, { family_name: 'required' }],
    ['no email', { email: '' }, {}, rules, { email: 'required' }],
    ['a malformed email', { email: 'kim@example' }, {}, rules, { email: 'email' }],
    ['a malformed phone', { phone: '12' }, {}, rules, { phone: 'phone' }],
    ['a phone without digits', { phone: '------' }, {}, rules, { phone: 'phone' }],
    ['a phone of brackets', { phone: '((((((' }, {}, rules, { phone: 'phone' }],
    ['a phone of dots', { phone: '. . . . ' }, {}, rules, { phone: 'phone' }],
    ['a formatted phone', { phone: '+31 (0)20 123-45.67' }, {}, rules, {}],
    ['an unaccepted terms box', { termsAccepted: false }, {}, rules, { terms: 'terms' }],
    ['hidden terms left unticked', { termsAccepted: false }, {}, { ...rules, terms: false }, {}],
    [
      'no salutation when required',
      {},
      {},
      { ...rules, salutation: 'show_required' },
      { salutation: 'required' },
    ],
    ['no CV when required', {}, { cv: EMPTY_UPLOAD }, rules, { cv: 'required' }],
    ['no CV when optional', {}, { cv: EMPTY_UPLOAD }, { ...rules, cv: 'show_not_required' }, {}],
    ['no CV when hidden', {}, { cv: EMPTY_UPLOAD }, { ...rules, cv: 'hide' }, {}],
    ['no motivation letter', {}, { motivation: EMPTY_UPLOAD }, rules, { motivation: 'required' }],
    [
      'a CV still uploading',
      {},
      { cv: { status: 'uploading', name: 'cv.pdf' } },
      { ...rules, cv: 'show_not_required' },
      { cv: 'upload' },
    ],
    [
      'a refused optional CV',
      {},
      { cv: { status: 'error', name: 'cv.png', errors: ['x'] } },
      { ...rules, cv: 'show_not_required' },
      { cv: 'upload' },
    ],
  ] as const)('reports %s', (_name, values, uploads, fieldRules, expected) => {
    expect(
      validateApplication({ ...filled, ...values }, { ...uploaded, ...uploads }, fieldRules),
    ).toEqual(expected);
  });
});

describe('buildApplication', () => {
  const options = { jobBoardId: 7, offerAccount: true };

  it('sends the required fields trimmed, with the upload tokens', () => {
    expect(buildApplication({ ...filled, given_name: ' Kim ' }, uploaded, rules, options)).toEqual({
      email: 'kim@example.com',
      given_name: 'Kim',
      family_name: 'de Vries',
      phone_country: 'NL',
      job_board_id: 7,
      cv: 'cv-token',
      motivation: 'letter-token',
      newsletters: [],
      candidate: false,
    });
  });

  it('leaves out a salutation of a hidden field and the account choice not offered', () => {
    const payload = buildApplication(
      { ...filled, salutation: 'mr' },
      uploaded,
      { ...rules, salutation: 'hide' },
      {
        jobBoardId: 7,
        offerAccount: false,
      },
    );
    expect(payload).not.toHaveProperty('salutation');
    expect(payload).not.toHaveProperty('candidate');
  });

  it('leaves out the CV of a hidden field', () => {
    expect(
      buildApplication(filled, uploaded, { ...rules, cv: 'hide' }, options),
    ).not.toHaveProperty('cv');
  });
});
