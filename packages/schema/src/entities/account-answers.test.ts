import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiToken } from './api-token';
import { CountryEntry } from './country-entry';
import { Email } from './email';
import { ErrorBody } from './error-body';
import { FileUploadAnswer } from './file-upload';
import {
  buildApiToken,
  buildCountryEntry,
  buildErrorBody,
  buildJob,
  buildSubscriptions,
  failureOf,
} from './fixtures';
import { Job } from './job';
import { ListAnswer } from './list-answer';
import { Subscriptions } from './subscriptions';

describe('ApiToken', () => {
  it.each([
    [buildApiToken(), undefined],
    [buildApiToken({ last_used_at: '2025-05-01T10:00:00Z', token: 'secret' }), undefined],
    [{ ...buildApiToken(), last_used_at: undefined }, ['last_used_at']],
    [{ ...buildApiToken(), active: 'yes' }, ['active']],
  ])('checks case %#', (token, path) => {
    expect(failureOf(ApiToken, token)?.path).toEqual(path);
  });
});

describe('CountryEntry', () => {
  it.each([
    [buildCountryEntry(), undefined],
    [
      buildCountryEntry({ iso2: 'CA', dialCode: '1', priority: 1, areaCodes: ['204', '226'] }),
      undefined,
    ],
    [{ ...buildCountryEntry(), dialCode: 31 }, ['dialCode']],
    [{ ...buildCountryEntry(), priority: undefined }, ['priority']],
  ])('checks case %#', (entry, path) => {
    expect(failureOf(CountryEntry, entry)?.path).toEqual(path);
  });
});

describe('ErrorBody', () => {
  it.each([
    [buildErrorBody(), undefined],
    [{ message: 'Credentials invalid' }, undefined],
    [{ message: 'Failed', errors: ['first', 'second'] }, undefined],
    [{ errors: ['first'] }, ['message']],
    [{ message: 'Failed', errors: { email: 'taken' } }, ['errors']],
  ])('checks case %#', (body, path) => {
    expect(failureOf(ErrorBody, body)?.path).toEqual(path);
  });
});

describe('FileUploadAnswer', () => {
  it.each([
    [{ data: { public_url: 'https://cdn.example.com/a.png' } }, undefined],
    [{ public_url: 'https://cdn.example.com/a.png' }, ['data']],
    [{ data: {} }, ['data', 'public_url']],
  ])('checks case %#', (answer, path) => {
    expect(failureOf(FileUploadAnswer, answer)?.path).toEqual(path);
  });
});

describe('Subscriptions', () => {
  it('accepts the fixture and reads an empty dashboard as an empty balance', () => {
    expect(is(buildSubscriptions(), Subscriptions)).toBe(true);
    expect(create({}, Subscriptions)).toEqual({
      credits: 0,
      contracts: [],
      slots: [],
      subscriptions: [],
      loaded: false,
    });
  });

  it.each([
    [{ credits: '10' }, ['credits']],
    [{ slots: [{ name: 'slot' }] }, ['slots', 0, 'id']],
    [{ contracts: [{ id: 1, product_type: 'banner' }] }, ['contracts', 0, 'product_type']],
  ])('rejects case %#', (answer, path) => {
    expect(failureOf(Subscriptions, answer)?.path).toEqual(path);
  });
});

describe('ListAnswer', () => {
  const JobList = ListAnswer(Job);

  it.each([
    [{ data: [buildJob()], total: 1 }, undefined],
    [{ data: [], total: 0 }, undefined],
    [{ data: [buildJob()] }, ['total']],
    [{ data: [{ ...buildJob(), status: 'gone' }], total: 1 }, ['data', 0, 'status']],
    [[buildJob()], []],
  ])('checks case %#', (answer, path) => {
    expect(failureOf(JobList, answer)?.path).toEqual(path);
  });
});

describe('Email', () => {
  it.each([
    ['kim@example.com', true],
    ['kim.de-vries+jobs@mail.example.nl', true],
    ['kim@example', false],
    ['kim example@example.com', false],
    ['@example.com', false],
    ['', false],
  ])('checks %s', (email, valid) => {
    expect(is(email, Email)).toBe(valid);
  });
});
