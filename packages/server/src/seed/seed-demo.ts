import { randomUUID } from 'node:crypto';
import { base, en, Faker, nl } from '@faker-js/faker';
import {
  type Block,
  createDefaultSite,
  defaultBlockSettings,
  type Page,
  type Site,
  SUPPORTED_LOCALES,
  toSettingsLocale,
} from '@jobboard/schema';
import { createAccount } from '../accounts/create-account';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import { createContactToken } from '../resumes/contact-requests';
import {
  DEMO_APPLICATION_MOTIVATION,
  DEMO_CONTACT_INTRODUCTION,
  DEMO_COUNTRIES,
  DEMO_PAYMENT_TYPES,
  DEMO_PRODUCTS,
  DEMO_RESUME,
  DEMO_SEGMENT_GROUPS,
  DUTCH_CITIES,
  demoProductBenefits,
  JOB_TITLES,
} from './demo-catalogue';
import { demoHeroImage, demoImage, demoLogo } from './demo-image';
import { dutchCompanyName, dutchSlogan } from './demo-organisations';
import { insertDemoCandidates } from './demo-resumes';
import { insertBoard, insertSitePages, type SeededBoard } from './insert-board';
import { insertJobs, type JobSeed } from './insert-job';
import { insertSegments } from './insert-segments';

export interface DemoSeedOptions {
  /** @default 600 */
  jobs?: number;
  /** @default 40 */
  organisations?: number;
  /** Extra host names of the demo board. @default ['demo.localhost'] */
  hosts?: string[];
}

const DAY = 24 * 60 * 60 * 1000;
const SEED = 1_30_11;
/** The demo board's own address: contact forms without a recipient go there. */
export const DEMO_BOARD_EMAIL = 'info@vacaturebank-demo.example';
/** Accounts to try the demo board with; neither needs e-mail verification to log in. */
export const DEMO_ACCOUNTS = {
  candidate: 'candidate@demo.localhost',
  employer: 'employer@demo.localhost',
  password: 'demo-password',
} as const;

/** What the demo employer's client is given beyond its registration. */
export const DEMO_CLIENT = {
  invoice_email: 'facturen@demo.localhost',
  vat_number: 'NL000099998B57',
} as const;

/**
 * The demo board: a realistic Dutch board in nl, en-US and ro with the default site pages,
 * segments, organisations, jobs over real Dutch cities, news, landing pages, products of every
 * type and countries. Content is deterministic (faker's nl locale with a fixed seed), its
 * organisations named and described in Dutch (demo-organisations.ts); dates are relative to the
 * moment of seeding so the jobs are live.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions = {}): Promise<SeededBoard> {
  const faker = new Faker({ locale: [nl, en, base] });
  faker.seed(SEED);
  const now = Date.now();
  const board = await insertBoard(db, {
    name: 'Vacaturebank Demo',
    hosts: options.hosts ?? ['demo.localhost'],
    appSettings: {
      app_currency: 'EUR',
      app_use_imperial_system: false,
      app_credit_price: 150,
      job_search_anonymous: false,
    },
    languages: [
      { locale: 'nl', flag: '🇳🇱' },
      { locale: 'en-US', flag: '🇺🇸' },
      { locale: 'ro', flag: '🇷🇴' },
    ],
    searchCountries: ['NL', 'BE'],
    placeholders: [{ key: 'email', value: DEMO_BOARD_EMAIL, name: 'E-mail' }],
  });
  await insertSitePages(db, board.siteId, demoSite(board.siteId));
  const segments = await insertSegments(db, board.jobBoardId, DEMO_SEGMENT_GROUPS);
  const segmentIds = (group: string) =>
    [...segments.entries()].filter(([key]) => key.startsWith(`${group}.`)).map(([, id]) => id);
  /** The segment key (`fulltime`, ...) of each time segment's id. */
  const timeKeys = new Map(
    [...segments.entries()]
      .filter(([key]) => key.startsWith('time.'))
      .map(([key, id]) => [id, key.slice('time.'.length)]),
  );

  await db
    .insertInto('countries')
    .values(DEMO_COUNTRIES.map((country) => ({ ...country })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('newsletters')
    .values([
      {
        job_board_id: board.jobBoardId,
        key: 'jobs',
        names: JSON.stringify({
          nl: 'Nieuwe vacatures',
          'en-US': 'New jobs',
          ro: 'Locuri de muncă noi',
        }),
      },
      {
        job_board_id: board.jobBoardId,
        key: 'news',
        names: JSON.stringify({
          nl: 'Nieuwsbrief',
          'en-US': 'Newsletter',
          ro: 'Buletin informativ',
        }),
      },
    ])
    .execute();
  await db
    .insertInto('payment_types')
    .values(
      DEMO_PAYMENT_TYPES.map((type) => ({
        ...type,
        job_board_id: board.jobBoardId,
        names: JSON.stringify(type.names),
      })),
    )
    .execute();
  const products = await db
    .insertInto('products')
    .values(
      DEMO_PRODUCTS.map((product) => ({
        ...product,
        names: JSON.stringify(product.names),
        benefits: JSON.stringify(demoProductBenefits(product.duration)),
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('product_job_boards')
    .values(
      products.map((product, order) => ({
        product_id: product.id,
        job_board_id: board.jobBoardId,
        order,
      })),
    )
    .execute();

  const organisationCount = options.organisations ?? 40;
  const organisations = [];
  for (let index = 0; index < organisationCount; index++) {
    const drawn = faker.company.name();
    const name = dutchCompanyName(drawn);
    const city = faker.helpers.arrayElement(DUTCH_CITIES);
    organisations.push({
      job_board_id: board.jobBoardId,
      // The address keeps the drawn name's form (`hazes-van-de-berg-and-van-der-heyden-2`):
      // links to the demo's organisations, the e2e tests' among them, stay valid.
      slug: `${slugify(drawn)}-${index + 1}`,
      name,
      logo: demoImage(index, 200, 200, name),
      header: demoImage(index + 3, 1200, 300, name),
      slogan: dutchSlogan(faker),
      company_size: faker.helpers.arrayElement(['1-10', '11-50', '51-200', '201-1000', '1000+']),
      company_type: faker.helpers.arrayElement(['company', 'staff']),
      location_hq: city.name,
      text_about: `<p>${faker.lorem.paragraphs(2, '</p><p>')}</p>`,
      email: `vacatures@${slugify(name)}.example`,
      premium: index % 5 === 0,
      featured: index % 8 === 0,
      segment_ids: [faker.helpers.arrayElement(segmentIds('industry'))],
      created_at: new Date(now - (organisationCount - index) * DAY),
    });
  }
  const orgRows = await db
    .insertInto('organisations')
    .values(organisations)
    .returning(['id', 'name', 'logo'])
    .execute();
  await db
    .insertInto('organisation_info_items')
    .values(
      orgRows.flatMap((org, index) => [
        {
          organisation_id: org.id,
          type: 'text',
          value: dutchSlogan(faker),
          order: 0,
          social_type: null,
        },
        {
          organisation_id: org.id,
          type: 'benefit',
          value: faker.helpers.arrayElement([
            'Thuiswerken',
            'Leaseauto',
            'Pensioenregeling',
            '13e maand',
          ]),
          order: 1,
          social_type: null,
        },
        {
          organisation_id: org.id,
          type: 'image',
          value: demoImage(index + 5, 800, 500, org.name),
          order: 2,
          social_type: null,
        },
        {
          organisation_id: org.id,
          type: 'social',
          value: `https://www.linkedin.com/company/${slugify(org.name)}`,
          order: 3,
          social_type: 'linkedin',
        },
      ]),
    )
    .execute();

  const firstOrganisation = orgRows[0];
  const employerClientId = await insertDemoAccounts(db, board, firstOrganisation);
  await insertDemoCandidates(db, board.siteId, segments, now);

  const jobCount = options.jobs ?? 600;
  const jobs: JobSeed[] = [];
  for (let index = 0; index < jobCount; index++) {
    const locale = index % 10 === 8 ? 'en-US' : index % 10 === 9 ? 'ro' : 'nl';
    const title = faker.helpers.arrayElement(JOB_TITLES[locale]);
    const city = faker.helpers.arrayElement(DUTCH_CITIES);
    const org = faker.helpers.arrayElement(orgRows);
    const salaryType = faker.helpers.arrayElement(['month', 'month', 'year', 'hour'] as const);
    const lowest =
      salaryType === 'hour'
        ? faker.number.int({ min: 14, max: 40 })
        : salaryType === 'month'
          ? faker.number.int({ min: 2200, max: 6000 })
          : faker.number.int({ min: 30000, max: 80000 });
    const pick = (group: string) => faker.helpers.arrayElement(segmentIds(group));
    // The hours follow the job's time segment, so that "Hours: Full time" never says 8–16.
    const time = pick('time');
    const from = now - faker.number.int({ min: 0, max: 60 }) * DAY;
    jobs.push({
      status: index % 50 === 49 ? 'draft' : 'active',
      locale,
      slug: `${slugify(title)}-${slugify(city.name)}-${index + 1}`,
      title,
      description: faker.lorem.sentence({ min: 10, max: 20 }).slice(0, 200),
      organisation_id: org.id,
      organisation_name: org.name,
      logo: org.logo,
      from_at: new Date(from),
      till_at: new Date(from + faker.number.int({ min: 30, max: 120 }) * DAY),
      created_at: new Date(from),
      text_type: 'own',
      text_own: `<h2>${title}</h2><p>${faker.lorem.paragraphs(3, '</p><p>')}</p><ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul>`,
      remote: index % 7 === 0,
      country_code: 'NL',
      location_name: city.name,
      city: city.name,
      postal_code: `${city.postal} ${faker.string.alpha({ length: 2, casing: 'upper' })}`,
      lat: city.lat + faker.number.float({ min: -0.03, max: 0.03, fractionDigits: 5 }),
      lon: city.lon + faker.number.float({ min: -0.03, max: 0.03, fractionDigits: 5 }),
      apply_email: `sollicitatie@${slugify(org.name)}.example`,
      recruiter_name: faker.person.fullName(),
      recruiter_email: faker.internet.email({ provider: 'recruiter.example' }),
      salary_min: lowest,
      salary_max: Math.round(lowest * 1.25),
      salary_type: salaryType,
      ...demoHours(faker, timeKeys.get(time)),
      segment_ids: [
        time,
        pick('education'),
        pick('career_level'),
        pick('contract'),
        pick('industry'),
      ],
      premium: index % 9 === 0,
      featured: index % 15 === 0,
      boost_factor: index % 9 === 0 ? 1.5 : 1,
      upsells: index % 25 === 0 ? ['spotlight'] : [],
    });
  }
  await insertJobs(db, board.jobBoardId, jobs);
  if (firstOrganisation) {
    // The demo employer's client manages the first organisation, so its jobs are the employer's.
    await db
      .updateTable('jobs')
      .set({ client_id: employerClientId })
      .where('job_board_id', '=', board.jobBoardId)
      .where('organisation_id', '=', firstOrganisation.id)
      .execute();
    await insertDemoApplications(db, board, employerClientId);
    await insertDemoSlots(db, board, employerClientId);
  }

  await db
    .insertInto('articles')
    .values(
      Array.from({ length: 12 }, (_, index) => {
        const locale = SUPPORTED_LOCALES[index % 3] ?? 'nl';
        const title = faker.lorem.sentence({ min: 3, max: 7 }).replace(/\.$/, '');
        return {
          job_board_id: board.jobBoardId,
          locale,
          slug: `${slugify(title)}-${index + 1}`,
          title,
          description: faker.lorem.sentence(),
          text: `<p>${faker.lorem.paragraphs(4, '</p><p>')}</p>`,
          thumbnail: demoImage(index, 400, 250, title),
          image: demoImage(index, 1200, 600, title),
          created_at: new Date(now - index * 3 * DAY),
        };
      }),
    )
    .execute();

  const landing = (
    slug: string,
    title: string,
    locale: string,
    query: Record<string, unknown>,
  ) => ({
    job_board_id: board.jobBoardId,
    locale,
    slug,
    title,
    description: title,
    query: JSON.stringify(query),
  });
  const id = (key: string) => segments.get(key) ?? 0;
  await db
    .insertInto('landing_pages')
    .values([
      landing('ict-vacatures', 'ICT vacatures', 'nl', { 'in[segment_ids]': [id('industry.ict')] }),
      landing('zorg-vacatures-utrecht', 'Zorgvacatures in Utrecht', 'nl', {
        'in[segment_ids]': [id('industry.zorg')],
        lat: 52.0907,
        lon: 5.1214,
        distance: 25,
      }),
      landing('parttime-amsterdam', 'Parttime werken in Amsterdam', 'nl', {
        'in[segment_ids]': [id('time.parttime')],
        location_name: 'Amsterdam',
      }),
      landing('it-jobs', 'IT jobs', 'en-US', {
        'in[segment_ids]': [id('industry.ict')],
        sort: 'newest',
      }),
      landing('locuri-de-munca-it', 'Locuri de muncă IT', 'ro', {
        'in[segment_ids]': [id('industry.ict')],
      }),
    ])
    .execute();
  await db
    .insertInto('redirects')
    .values([
      { job_board_id: board.jobBoardId, source: '/jobs', target: '/vacatures', status: 301 },
    ])
    .execute();
  return board;
}

/**
 * The demo candidate and employer ({@link DEMO_ACCOUNTS}); the employer's client manages the
 * first organisation and has asked to contact the candidate, whose resume it is. The shared
 * password is hashed once: scrypt is the slow part of seeding. Resolves with the client's id.
 */
async function insertDemoAccounts(
  db: Db,
  board: SeededBoard,
  organisation: { id: number; name: string } | undefined,
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_ACCOUNTS.password);
  const person = {
    siteId: board.siteId,
    jobBoardId: board.jobBoardId,
    newsletters: [],
    passwordHash,
  };
  const candidate = await createAccount(db, {
    ...person,
    role: 'candidate',
    given_name: 'Sanne',
    family_name: 'de Vries',
    email: DEMO_ACCOUNTS.candidate,
  });
  const employer = await createAccount(db, {
    ...person,
    role: 'employer',
    given_name: 'Pieter',
    family_name: 'Jansen',
    email: DEMO_ACCOUNTS.employer,
    company: {
      name: organisation?.name ?? 'Demo Werkgever BV',
      addresses: [
        {
          address_line_1: 'Damrak 1',
          city: 'Amsterdam',
          postal_code: '1012 LG',
          country_code: 'NL',
          label: 'Primary Address',
        },
      ],
      phones: [{ country_code: 'NL', phone: '+31 20 123 4567', label: 'Primary' }],
    },
  });
  // Both demo accounts confirmed their email, as anyone who has used a board for a while has:
  // the account pages do not ask them to.
  await db
    .updateTable('users')
    .set({ verified_at: new Date() })
    .where('id', 'in', [candidate.id, employer.id])
    .execute();
  const client = await db
    .selectFrom('client_users')
    .select('client_id')
    .where('user_id', '=', employer.id)
    .executeTakeFirstOrThrow();
  // The client settings tab shows an invoice address and a VAT number; the registration above
  // gave it its email (the employer's) and one address, the primary and financial one.
  await db
    .updateTable('clients')
    .set({ invoice_email: DEMO_CLIENT.invoice_email, vat_number: DEMO_CLIENT.vat_number })
    .where('id', '=', client.client_id)
    .execute();
  await insertDemoResume(db, candidate.id, client.client_id);
  if (organisation) {
    await db
      .updateTable('organisations')
      .set({ client_id: client.client_id })
      .where('id', '=', organisation.id)
      .execute();
  }
  return client.client_id;
}

/**
 * The demo candidate's resume ({@link DEMO_RESUME}, no file) and the demo employer's contact
 * request for it, still `requested`, so the candidate's contact requests page has one to answer.
 */
async function insertDemoResume(db: Db, userId: number, clientId: number): Promise<void> {
  const { education, employer_history, ...fields } = DEMO_RESUME;
  const resume = await db
    .insertInto('resumes')
    .values({
      ...fields,
      uuid: randomUUID(),
      user_id: userId,
      file_id: null,
      education: JSON.stringify(education),
      employer_history: JSON.stringify(employer_history),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('resume_contacts')
    .values({
      resume_id: resume.id,
      client_id: clientId,
      introduction: DEMO_CONTACT_INTRODUCTION,
      status: 'requested',
      token: createContactToken(),
    })
    .execute();
}

/**
 * Two applications of the demo candidate to jobs of the demo employer, a week and a day old, so
 * the candidate's applications tab and the employer's applicants tab show something. Their files
 * are not in the upload store: the motivation is the text, and no file offers a download.
 */
async function insertDemoApplications(
  db: Db,
  { siteId, jobBoardId }: SeededBoard,
  clientId: number,
): Promise<void> {
  const candidate = await db
    .selectFrom('users')
    .select(['id', 'email', 'given_name', 'family_name'])
    .where('email', '=', DEMO_ACCOUNTS.candidate)
    .where('role', '=', 'candidate')
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const jobs = await db
    .selectFrom('jobs')
    .select('id')
    .where('job_board_id', '=', jobBoardId)
    .where('client_id', '=', clientId)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(2)
    .execute();
  const now = Date.now();
  if (jobs.length === 0) return;
  await db
    .insertInto('applications')
    .values(
      jobs.map((job, index) => ({
        uuid: randomUUID(),
        job_id: job.id,
        job_board_id: jobBoardId,
        user_id: candidate.id,
        email: candidate.email,
        salutation: null,
        given_name: candidate.given_name ?? 'Sanne',
        family_name: candidate.family_name ?? 'de Vries',
        motivation_text: DEMO_APPLICATION_MOTIVATION,
        phone: '06 1234 5678',
        phone_country: 'NL',
        cv_token: null,
        motivation_token: `demo-motivation-${randomUUID()}`,
        newsletters: JSON.stringify([]),
        created_at: new Date(now - (index === 0 ? 7 : 1) * 24 * 60 * 60 * 1000),
      })),
    )
    .execute();
}

/** Whether the database holds no board yet (the CLI seeds the demo then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('sites').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Weekly hours (min, max) of a freelance job, or of a time segment without its own list. */
const ANY_HOURS: [number, number][] = [
  [8, 40],
  [16, 32],
  [24, 40],
  [32, 40],
];

/**
 * Weekly hours (min, max) that agree with a job's time segment: full time 32 hours or more, part
 * time under 32.
 */
const DEMO_HOURS: Record<string, [number, number][]> = {
  fulltime: [
    [32, 40],
    [36, 40],
    [32, 36],
    [38, 40],
  ],
  parttime: [
    [8, 16],
    [12, 20],
    [16, 24],
    [20, 28],
  ],
  freelance: ANY_HOURS,
};

/** A job's `hours_min` and `hours_max` for its time segment (`fulltime`, ...), picked by `faker`. */
function demoHours(
  faker: Faker,
  timeKey: string | undefined,
): { hours_min: number; hours_max: number } {
  const [min, max] = faker.helpers.arrayElement(DEMO_HOURS[timeKey ?? ''] ?? ANY_HOURS);
  return { hours_min: min, hours_max: max };
}

function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * The default site in the three locales, with a logo and the language switch in the navbar
 * (so every page has a way home at the top), languages named
 * rather than flagged (flag emoji need a font many systems lack), Dutch job dates and a
 * background behind the home page's search.
 */
function demoSite(siteId: number): Site {
  const site = createDefaultSite({ locales: SUPPORTED_LOCALES, id: siteId });
  for (const page of site.pages) {
    for (const block of page.blocks) {
      if (block.name === 'footer') {
        for (const entry of block.settings)
          entry.settings = demoFooter(entry.settings, entry.locale);
      }
      if (block.name === 'search-job' && page.key === 'p-home') {
        for (const entry of block.settings)
          entry.settings = { ...entry.settings, image: demoHeroImage() };
      }
      if (block.name !== 'navbar') continue;
      for (const entry of block.settings)
        entry.settings = { ...entry.settings, showLangSwitch: true, logo: demoLogo() };
    }
  }
  // Dates as the Dutch write them (the spec's default is the American MM/dd/yyyy).
  const demoSettings: Record<string, unknown> = { flagsToText: true, jobDateFormat: 'dd-MM-yyyy' };
  site.settings = site.settings.map((item) =>
    item.key in demoSettings ? { ...item, value: demoSettings[item.key] } : item,
  );
  site.pages.push(contactPage(site));
  return site;
}

/** The footer's texts the demo adds, by the settings' locale code. */
const FOOTER_LINKS: Record<string, { searches: string; contact: string; prefix: string }> = {
  NL: { searches: 'Vacatures zoeken', contact: 'Stel je vraag', prefix: '' },
  'EN-US': { searches: 'Job searches', contact: 'Ask your question', prefix: '/en-US' },
  RO: { searches: 'Căutări de locuri de muncă', contact: 'Pune o întrebare', prefix: '/ro' },
};

/**
 * The footer with a way to every demo page: the landing pages in the menu column, and the
 * contact column a link to the contact page (the default has a sentence without a link).
 */
function demoFooter(settings: Record<string, unknown>, locale: string): Record<string, unknown> {
  const texts = FOOTER_LINKS[locale.toUpperCase()];
  const columns = settings.footerLinks;
  if (!texts || !Array.isArray(columns)) return settings;
  const footerLinks = columns.map((column: Record<string, unknown>) => {
    const links = Array.isArray(column.links) ? column.links : [];
    if (column.name === 'menu') {
      return {
        ...column,
        links: [
          ...links,
          { linkType: 'APP_LINK', name: texts.searches, pageId: 'p-landing-pages' },
        ],
      };
    }
    if (column.name === 'contact') {
      const link = {
        linkType: 'CUSTOM_LINK',
        name: texts.contact,
        link: `${texts.prefix}/contact`,
      };
      return { ...column, contentType: 'links', links: [link] };
    }
    return column;
  });
  return { ...settings, footerLinks };
}

const CONTACT_TEXTS = {
  nl: { page_label: 'Contact', page_title: 'Contact', page_description: 'Stel ons je vraag.' },
  'en-US': {
    page_label: 'Contact',
    page_title: 'Contact',
    page_description: 'Ask us your question.',
  },
  ro: { page_label: 'Contact', page_title: 'Contact', page_description: 'Pune-ne o întrebare.' },
} as const;

/**
 * A generic page at /contact with the contact block between the site's navbar and footer. Its
 * `emailTo` stays empty, so forms go to the board's own address ({@link DEMO_BOARD_EMAIL}).
 */
function contactPage(site: Site): Page {
  const pageId = Math.max(...site.pages.map((page) => page.id)) + 1;
  let blockId = Math.max(...site.pages.flatMap((page) => page.blocks.map((block) => block.id)));
  const shared = (name: string): Block => {
    const block = site.pages[0]?.blocks.find((item) => item.name === name);
    if (!block) throw new Error(`The default home page has no ${name}`);
    return structuredClone(block);
  };
  const contactId = ++blockId;
  const contact: Block = {
    id: contactId,
    key: `contact-${contactId}`,
    name: 'contact',
    order: 1,
    page_id: pageId,
    isGlobal: false,
    isPreset: false,
    blockGroup: 'content',
    icon: 'mail',
    settings: SUPPORTED_LOCALES.map((locale) => ({
      block_id: contactId,
      locale: toSettingsLocale(locale),
      settings: defaultBlockSettings('contact', locale),
      version: 1,
      isGlobal: false,
    })),
  };
  const navbar = { ...shared('navbar'), order: 0, page_id: pageId };
  const footer = { ...shared('footer'), order: 2, page_id: pageId };
  return {
    id: pageId,
    key: 'p-generic',
    path: JSON.stringify(
      Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, 'contact'])),
    ),
    settings: SUPPORTED_LOCALES.map((locale) => ({
      page_id: pageId,
      locale: toSettingsLocale(locale),
      settings: { ...CONTACT_TEXTS[locale] },
    })),
    blocks: [navbar, contact, footer],
  };
}

/**
 * Two job slots the demo employer's client bought (`Vacatureslot`, invoiced, a month and two days
 * ago), the first holding its oldest active job, so the job form's slot section has a slot in use
 * and a free one (`PUT /jobs/{id}/slot`) and the company tab lists both.
 */
async function insertDemoSlots(
  db: Db,
  { jobBoardId }: SeededBoard,
  clientId: number,
): Promise<void> {
  const offer = await db
    .selectFrom('product_job_boards')
    .innerJoin('products', 'products.id', 'product_job_boards.product_id')
    .select(['product_job_boards.id', 'products.price'])
    .where('product_job_boards.job_board_id', '=', jobBoardId)
    .where('products.product_type', '=', 'slot')
    .orderBy('product_job_boards.id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const slots = await db
    .insertInto('orders')
    .values(
      [30, 2].map((daysAgo) => ({
        uuid: randomUUID(),
        job_board_id: jobBoardId,
        client_id: clientId,
        user_id: null,
        product_job_board_id: offer.id,
        organisation_id: null,
        payment_type_id: null,
        po_number: null,
        email: DEMO_ACCOUNTS.employer,
        amount: offer.price,
        payment_reference: null,
        payload: '{}',
        created_at: new Date(now - daysAgo * DAY),
      })),
    )
    .returning('id')
    .execute();
  const job = await db
    .selectFrom('jobs')
    .select('id')
    .where('job_board_id', '=', jobBoardId)
    .where('client_id', '=', clientId)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirst();
  if (!job || !slots[0]) return;
  await db
    .updateTable('jobs')
    .set({ slot_order_id: slots[0].id })
    .where('id', '=', job.id)
    .execute();
}
