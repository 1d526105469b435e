import type { Job } from '@jobboard/schema';

/** What of the site and the visitor decides which of the job's facts the data may tell. */
export interface JobPostingOptions {
  /** The job's organisation is hidden from this visitor (anonymizeJobs for a guest). */
  anonymous: boolean;
  hideJobDates: boolean;
  hideJobDescription: boolean;
  /** The site currency (ISO 4217). */
  currency: string;
  /** Sanitizes the job's HTML texts, as the page renders them. */
  sanitize: (html: string) => string;
}

const SALARY_UNITS = { hour: 'HOUR', day: 'DAY', month: 'MONTH', year: 'YEAR' } as const;

const PLATFORM_PARTS = ['job', 'function', 'company', 'offer'] as const;

/** An absolute web address, or undefined: a search engine resolves no path against the page. */
const absoluteUrl = (value: string | null | undefined) =>
  value && /^https?:\/\/[^\s/?#]+\S*$/i.test(value) ? value : undefined;

/** A date as the ISO 8601 text schema.org expects, or undefined when there is none. */
function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The job's text as one HTML string: the lead, then its own text or the platform parts. */
function descriptionHtml(job: Job, options: JobPostingOptions): string {
  const parts: string[] = [];
  if (!options.hideJobDescription && job.description) {
    parts.push(`<p>${escapeText(job.description)}</p>`);
  }
  if (job.text_type === 'own') {
    if (job.text_own) parts.push(options.sanitize(job.text_own));
  } else {
    for (const part of PLATFORM_PARTS) {
      const html = job.text_platform?.[part];
      if (html) parts.push(options.sanitize(html));
    }
  }
  return parts.join('\n');
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function salary(job: Job, currency: string): Record<string, unknown> | undefined {
  const unit = job.salary_type && job.salary_type in SALARY_UNITS ? job.salary_type : null;
  const min = job.salary_min ?? undefined;
  const max = job.salary_max ?? undefined;
  if (!unit || (min === undefined && max === undefined)) return undefined;
  const value: Record<string, unknown> = {
    '@type': 'QuantitativeValue',
    unitText: SALARY_UNITS[unit as keyof typeof SALARY_UNITS],
  };
  if (min !== undefined && max !== undefined && min !== max) {
    value.minValue = min;
    value.maxValue = max;
  } else {
    value.value = min ?? max;
  }
  return { '@type': 'MonetaryAmount', currency, value };
}

/**
 * The job as schema.org `JobPosting` data (JSON-LD), which search engines read to list a job
 * with its organisation, place, salary and dates: what the page shows and nothing more, and only
 * a complete item (Google for Jobs ignores one without its required properties, and an item that
 * tells what the page hides would tell too much). So there is none for a job that is not open
 * (not active), for an anonymous job (its organisation is required), when the site hides job
 * dates (`datePosted` is required), or for a job without a place (neither a location nor a remote
 * job within a country). The text is the sanitized HTML the page renders.
 */
export function jobPostingData(
  job: Job,
  options: JobPostingOptions,
): Record<string, unknown> | null {
  const organisationName = job.organisation_name || job.organisation?.name || job.client?.name;
  const posted = isoDate(job.from);
  const locality = job.city || job.location_name;
  const located = Boolean(locality || job.postal_code);
  const remote = job.remote && Boolean(job.country_code);
  if (
    job.status !== 'active' ||
    options.anonymous ||
    !organisationName ||
    options.hideJobDates ||
    !posted ||
    !(located || remote)
  ) {
    return null;
  }
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job, options) || escapeText(job.title),
  };
  data.datePosted = posted;
  const until = isoDate(job.till);
  if (until) data.validThrough = until;
  const logo = job.show_logo ? absoluteUrl(job.logo || job.organisation?.logo) : undefined;
  data.hiringOrganization = {
    '@type': 'Organization',
    name: organisationName,
    ...(logo ? { logo } : {}),
  };
  if (located) {
    data.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(locality ? { addressLocality: locality } : {}),
        ...(job.postal_code ? { postalCode: job.postal_code } : {}),
        ...(job.country_code ? { addressCountry: job.country_code.toUpperCase() } : {}),
      },
    };
  }
  if (remote) {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = {
      '@type': 'Country',
      name: job.country_code?.toUpperCase(),
    };
  }
  const baseSalary = salary(job, options.currency);
  if (baseSalary) data.baseSalary = baseSalary;
  if (job.external_reference) {
    data.identifier = {
      '@type': 'PropertyValue',
      name: organisationName,
      value: job.external_reference,
    };
  }
  // Applying happens on the page unless the job sends applicants elsewhere.
  data.directApply = !job.apply_url;
  return data;
}
