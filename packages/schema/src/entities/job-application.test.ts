import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildJobApplication, failureOf } from './fixtures';
import {
  ApplyFileUploadAnswer,
  JobApplication,
  MAX_MOTIVATION_TEXT_LENGTH,
} from './job-application';

describe('JobApplication', () => {
  it('accepts the fixture', () => {
    expect(is(buildJobApplication(), JobApplication)).toBe(true);
  });

  it('defaults the phone country to NL', () => {
    const { phone_country: _country, ...application } = buildJobApplication();
    expect(create(application, JobApplication).phone_country).toBe('NL');
  });

  it('accepts an application with only the required fields', () => {
    const minimal = {
      email: 'kim@example.com',
      given_name: 'Kim',
      family_name: 'de Vries',
      job_board_id: 1,
      cv: 'cv-token',
      motivation: 'motivation-token',
    };
    expect(is(minimal, JobApplication)).toBe(true);
  });

  it('accepts an application without a CV (hideResume hides it or makes it optional)', () => {
    const { cv: _cv, ...application } = buildJobApplication();
    expect(is(application, JobApplication)).toBe(true);
  });

  it.each([
    ['an empty CV', { cv: '' }, ['cv']],
    ['a missing motivation', { motivation: undefined }, ['motivation']],
    ['a bad e-mail', { email: 'kim@' }, ['email']],
    ['an unknown salutation', { salutation: 'dr' }, ['salutation']],
    ['an empty given name', { given_name: '' }, ['given_name']],
    ['a phone with letters', { phone: 'call me' }, ['phone']],
    ['a lowercase phone country', { phone_country: 'nl' }, ['phone_country']],
    ['a job board id as text', { job_board_id: 'one' }, ['job_board_id']],
    ['an unexpected field', { password: 'x' }, ['password']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(JobApplication, { ...buildJobApplication(), ...overrides })?.path).toEqual(
      path,
    );
  });

  it.each([
    ['a name of 201 characters', 'x'.repeat(201)],
    ['a name of spaces only', '   '],
    ['a name of two lines', 'Kim\nBcc: someone'],
  ])('refuses %s', (_case, name) => {
    expect(is(buildJobApplication({ given_name: name }), JobApplication)).toBe(false);
    expect(is(buildJobApplication({ family_name: name }), JobApplication)).toBe(false);
    expect(is(buildJobApplication({ given_name: 'x'.repeat(200) }), JobApplication)).toBe(true);
  });

  it('caps the motivation text at MAX_MOTIVATION_TEXT_LENGTH characters', () => {
    const at = {
      ...buildJobApplication(),
      motivation_text: 'a'.repeat(MAX_MOTIVATION_TEXT_LENGTH),
    };
    expect(is(at, JobApplication)).toBe(true);
    expect(failureOf(JobApplication, { ...at, motivation_text: `${at.motivation_text}a` })).toEqual(
      {
        path: ['motivation_text'],
        message: `Expected text of at most ${MAX_MOTIVATION_TEXT_LENGTH} characters`,
      },
    );
  });
});

describe('ApplyFileUploadAnswer', () => {
  it.each([
    [{ token: 'abc' }, true],
    [{ token: 1 }, false],
    [{ data: { token: 'abc' } }, false],
  ])('checks %j', (answer, valid) => {
    expect(is(answer, ApplyFileUploadAnswer)).toBe(valid);
  });
});
