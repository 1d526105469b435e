import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/database';
import { DUTCH_CITIES } from './demo-catalogue';
import { demoImage } from './demo-image';
import { segmentIdsOf } from './insert-segments';
import { slugify } from './slugify';

const DAY = 24 * 60 * 60 * 1000;

// The demo's organisations are named and described in Dutch, on a Dutch board. Faker's nl locale
// has Dutch surnames but no Dutch slogans, and one of its name patterns is English ("{last},
// {last} and {last}"); the fallback to en filled them with "Hazes, van de Berg and van der
// Heyden" and "Open-architected real-time moderator". The words are still drawn from the demo's
// faker, as many draws as before, so everything drawn after them (the jobs, their organisations,
// the slugs the e2e tests open) stays as it was.

/**
 * A Dutch company name from the one faker drew (`faker.company.name()`, nl locale): partners
 * joined by `&`, the last of a list by `en` (not `and`), `B.V.` and `N.V.` written out, and a
 * surname's leading prefix capitalised as the Dutch write it without a first name ("Van der
 * Linden & Klein", "Hazes, Van de Berg en Van der Heyden", "Poels N.V.").
 */
export function dutchCompanyName(drawn: string): string {
  return drawn
    .replace(/ - /g, ' & ')
    .replace(/ and /g, ' en ')
    .replace(/ BV$/, ' B.V.')
    .replace(/ NV$/, ' N.V.')
    .replace(
      /(^|, | & | en )([a-z])/g,
      (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );
}

const SLOGAN_OPENINGS = [
  'Samen bouwen aan',
  'Elke dag werken aan',
  'Met passie voor',
  'Vakmanschap in',
  'Jouw partner in',
  'Toonaangevend in',
  'Al jaren thuis in',
  'Met hart en ziel voor',
] as const;

/** Inflected, as before a plural or uncountable noun. */
const SLOGAN_ADJECTIVES = [
  'duurzame',
  'slimme',
  'betrouwbare',
  'innovatieve',
  'persoonlijke',
  'lokale',
  'eerlijke',
  'groene',
  'veilige',
  'praktische',
] as const;

const SLOGAN_SUBJECTS = [
  'oplossingen',
  'zorg',
  'techniek',
  'dienstverlening',
  'logistiek',
  'energie',
  'software',
  'bouwprojecten',
  'service',
  'mobiliteit',
] as const;

/**
 * A Dutch slogan ("Jouw partner in duurzame logistiek"): three words drawn, as
 * `faker.company.catchPhrase()` draws three, so the demo's later draws are unchanged.
 */
export function dutchSlogan(faker: Faker): string {
  return [
    faker.helpers.arrayElement(SLOGAN_OPENINGS),
    faker.helpers.arrayElement(SLOGAN_ADJECTIVES),
    faker.helpers.arrayElement(SLOGAN_SUBJECTS),
  ].join(' ');
}

/**
 * The demo's `count` organisations, named in Dutch and drawn by `faker`, each with its info items
 * (a slogan, a benefit, an image and a LinkedIn link) and one of the `segments`' industries,
 * created a day apart up to `now`. Resolves with their ids, names and logos in insert order.
 */
export async function insertDemoOrganisations(
  db: Db,
  faker: Faker,
  seed: { jobBoardId: number; segments: Map<string, number>; count: number; now: number },
): Promise<{ id: number; name: string; logo: string | null }[]> {
  const { jobBoardId, segments, count: organisationCount, now } = seed;
  const segmentIds = (group: string) => segmentIdsOf(segments, group);
  const organisations = [];
  for (let index = 0; index < organisationCount; index++) {
    const drawn = faker.company.name();
    const name = dutchCompanyName(drawn);
    const city = faker.helpers.arrayElement(DUTCH_CITIES);
    organisations.push({
      job_board_id: jobBoardId,
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
  return orgRows;
}
