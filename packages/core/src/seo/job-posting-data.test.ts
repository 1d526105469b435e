import { describe, expect, it } from 'vitest';
import { buildJob } from '../../../schema/src/entities/fixtures';
import { type JobPostingOptions, jobPostingData } from './job-posting-data';

/** Drops script elements, as the board's sanitizer does (enough to see it is applied). */
const sanitize = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '');

const options = (overrides: Partial<JobPostingOptions> = {}): JobPostingOptions => ({
  anonymous: false,
  hideJobDates: false,
  hideJobDescription: false,
  currency: 'EUR',
  sanitize,
  ...overrides,
});

describe('a job as schema.org JobPosting data', () => {
  it('tells the title, text, dates, organisation, place, salary and reference', () => {
    expect(jobPostingData(buildJob(), options())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Frontend developer',
      description: [
        '<p>Build the job board of the future.</p>',
        '<p>You build UI.</p>',
        '<p>React, TypeScript.</p>',
        '<p>A small team.</p>',
        '<p>A good salary.</p>',
      ].join('\n'),
      datePosted: '2025-01-01T00:00:00.000Z',
      validThrough: '2025-12-31T00:00:00.000Z',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Example BV',
        logo: 'https://cdn.example.com/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Amsterdam',
          postalCode: '1011 AB',
          addressCountry: 'NL',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', unitText: 'MONTH', minValue: 3500, maxValue: 5000 },
      },
      identifier: { '@type': 'PropertyValue', name: 'Example BV', value: 'REF-1' },
      directApply: true,
    });
  });

  it('sanitizes the job’s own text and escapes the plain lead', () => {
    const data = jobPostingData(
      buildJob({
        text_type: 'own',
        text_own: '<p>Werk</p><script>alert(1)</script>',
        description: 'Tom & Jerry <b>',
      }),
      options(),
    );
    expect(data?.description).toBe('<p>Tom &#38; Jerry &#60;b&#62;</p>\n<p>Werk</p>');
  });

  it.each([
    ['an anonymous job (the organisation is required)', buildJob(), { anonymous: true }],
    ['hidden job dates (datePosted is required)', buildJob(), { hideJobDates: true }],
    ['a job without a publish date', buildJob({ from: null }), {}],
    ['a job without an organisation', buildJob({ organisation_name: '', client: null }), {}],
    [
      'a job without a place',
      buildJob({ city: null, location_name: null, postal_code: null, remote: false }),
      {},
    ],
    [
      'a remote job without a place or a country',
      buildJob({
        city: null,
        location_name: null,
        postal_code: null,
        country_code: null,
        remote: true,
      }),
      {},
    ],
  ] as const)('is absent for %s, rather than incomplete', (_case, job, overrides) => {
    expect(jobPostingData(job, options(overrides))).toBeNull();
  });

  it('leaves out the lead when the site hides it', () => {
    const data = jobPostingData(buildJob(), options({ hideJobDescription: true }));
    expect(data?.description).not.toContain('Build the job board');
  });

  it('gives one salary value, none for a project fee or no amount', () => {
    const hourly = jobPostingData(
      buildJob({ salary_type: 'hour', salary_min: 20, salary_max: 20 }),
      options({ currency: 'RON' }),
    );
    expect(hourly?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'RON',
      value: { '@type': 'QuantitativeValue', unitText: 'HOUR', value: 20 },
    });
    expect(jobPostingData(buildJob({ salary_type: 'project' }), options())).not.toHaveProperty(
      'baseSalary',
    );
    expect(
      jobPostingData(buildJob({ salary_min: null, salary_max: null }), options()),
    ).not.toHaveProperty('baseSalary');
  });

  it('marks a remote job as telecommute within its country', () => {
    const data = jobPostingData(buildJob({ remote: true, country_code: 'ro' }), options());
    expect(data?.jobLocationType).toBe('TELECOMMUTE');
    expect(data?.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'RO' });
    // Without a place it is listed by its country alone.
    const nowhere = jobPostingData(
      buildJob({
        remote: true,
        country_code: 'NL',
        city: null,
        location_name: null,
        postal_code: null,
      }),
      options(),
    );
    expect(nowhere).not.toHaveProperty('jobLocation');
    expect(nowhere?.jobLocationType).toBe('TELECOMMUTE');
  });

  it('keeps a logo only at an absolute web address, and only when the job shows it', () => {
    const relative = jobPostingData(buildJob({ logo: '/files/logo.png' }), options());
    expect(relative?.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Example BV' });
    const hidden = jobPostingData(buildJob({ show_logo: false }), options());
    expect(hidden?.hiringOrganization).not.toHaveProperty('logo');
  });

  it('is not direct apply when the job applies elsewhere, and absent for a closed job', () => {
    expect(
      jobPostingData(buildJob({ apply_url: 'https://ats.example/1' }), options())?.directApply,
    ).toBe(false);
    expect(jobPostingData(buildJob({ status: 'expired' }), options())).toBeNull();
  });
});
