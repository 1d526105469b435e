import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { DEMO_CANDIDATES } from './demo-candidates';

export { DEMO_CANDIDATES } from './demo-candidates';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo candidates of {@link DEMO_CANDIDATES} on the demo site, each a candidate account
 * without a password (they are there to be found, not to log in) with one resume, updated a
 * day apart so the search's order is fixed. `segments` are the demo's segment ids by key.
 */
export async function insertDemoCandidates(
  db: Db,
  siteId: number,
  segments: Map<string, number>,
  now = Date.now(),
): Promise<void> {
  for (const [index, candidate] of DEMO_CANDIDATES.entries()) {
    const {
      given_name,
      family_name,
      segments: keys,
      education,
      employer_history,
      ...fields
    } = candidate;
    const user = await db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        site_id: siteId,
        role: 'candidate',
        email: `${slug(given_name)}.${slug(family_name)}@kandidaat.example`,
        given_name,
        family_name,
        newsletters: '[]',
        // Searchable: the candidate search finds only candidates who confirmed their email.
        verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('resumes')
      .values({
        ...fields,
        uuid: randomUUID(),
        user_id: user.id,
        file_id: null,
        country: 'NL',
        phone_number: `+31 6 ${String(20000000 + index * 1111111).slice(0, 8)}`,
        segment_ids: keys.flatMap((key) => segments.get(key) ?? []),
        education: JSON.stringify(education),
        employer_history: JSON.stringify(employer_history),
        updated_at: new Date(now - (index + 1) * DAY),
      })
      .execute();
  }
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]+/g, '');
}
