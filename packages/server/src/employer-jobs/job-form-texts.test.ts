import { SALARY_RANGE_ERROR } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import {
  knownJobProblem,
  SERVER_JOB_TEXTS,
} from '../../../core/src/blocks/account/job-server-texts';
import { ORGANISATION_NOT_CLIENTS } from '../orders/order-refusals';
import { FIELD_RULES, readJobBody } from './job-body';
import { HOURS_RANGE_ERROR } from './job-fields';

/** The field errors of a refused body (answered with the checks of `resolveJobColumns`). */
function refusal(raw: Record<string, unknown>): Record<string, string[]> {
  const { refused } = readJobBody(raw, true);
  if (refused === undefined) throw new Error('The body was taken');
  return refused;
}

// The job form shows its own text, in the board's language, for each field error it knows this
// server answers (core's job-server-texts.ts): a changed text here must change there too.
describe('the job form’s copy of the job body’s field errors', () => {
  it('knows every refusal of a field the form sends', () => {
    const errors = refusal({
      title: 'x'.repeat(201),
      organisation_id: 'acme',
      description: 'x'.repeat(201),
      text_own: 'x'.repeat(60_001),
      city: 'x'.repeat(201),
      country_code: 'Nederland',
      salary_min: -1,
      salary_max: 1_000_000_001,
      salary_type: 'week',
      hours_min: 81,
      hours_max: -1,
      apply_url: 'https://www.example .com',
      apply_email: 'nobody',
    });
    expect(Object.keys(errors).sort()).toEqual(Object.keys(SERVER_JOB_TEXTS).sort());
    for (const [field, texts] of Object.entries(errors)) {
      expect(knownJobProblem(field, texts), `${field}: ${texts.join()}`).toBeDefined();
    }
    expect(knownJobProblem('title', refusal({ title: '' }).title ?? [])).toBe('required');
  });

  it('knows the rules over several fields and the organisation of another client', () => {
    expect(knownJobProblem('salary_max', [SALARY_RANGE_ERROR])).toBe('maxBelowMin');
    expect(knownJobProblem('hours_max', [HOURS_RANGE_ERROR])).toBe('maxBelowMin');
    expect(knownJobProblem('organisation_id', [ORGANISATION_NOT_CLIENTS])).toBe('organisation');
  });

  it('has each of its texts from the server’s rules', () => {
    for (const [field, texts] of Object.entries(SERVER_JOB_TEXTS)) {
      for (const text of Object.keys(texts)) {
        expect([
          FIELD_RULES[field as keyof typeof FIELD_RULES],
          'The title field is required.',
          SALARY_RANGE_ERROR,
          HOURS_RANGE_ERROR,
          ORGANISATION_NOT_CLIENTS,
        ]).toContain(text);
      }
    }
  });
});
