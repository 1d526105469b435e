import {
  RESUME_STATUSES,
  type Resume,
  type ResumeEntry,
  type ResumeStatus,
  SALARY_TYPES,
} from '@jobboard/schema';
import type { Db } from '../db/database';

/** A candidate's resume row with its owner's names and its file, as the routes read it. */
export interface ResumeRow {
  id: number;
  uuid: string;
  given_name: string | null;
  family_name: string | null;
  country: string | null;
  city: string | null;
  postal_code: string | null;
  travel_distance: number | null;
  open_to_relocate: boolean;
  position: string | null;
  info: string | null;
  salary_type: string | null;
  salary_min: number | null;
  phone_number: string | null;
  status: string;
  segment_ids: number[];
  education: unknown;
  employer_history: unknown;
  file_token: string | null;
  file_name: string | null;
}

/**
 * The candidate's own resume as the candidate family answers it: the schema's `Resume` with the
 * owner's names and `file` (`{ token, name }` of the uploaded file, or null).
 */
export type OwnResume = Resume & {
  uuid: string;
  status: ResumeStatus;
  education: ResumeEntry[];
  employer_history: ResumeEntry[];
  file: { token: string; name: string } | null;
};

/** The user's resumes (oldest first; at most one in practice) with names and file. */
export function selectOwnResumes(db: Db, userId: number) {
  return db
    .selectFrom('resumes')
    .innerJoin('users', 'users.id', 'resumes.user_id')
    .leftJoin('files', 'files.id', 'resumes.file_id')
    .select([
      'resumes.id',
      'resumes.uuid',
      'users.given_name',
      'users.family_name',
      'resumes.country',
      'resumes.city',
      'resumes.postal_code',
      'resumes.travel_distance',
      'resumes.open_to_relocate',
      'resumes.position',
      'resumes.info',
      'resumes.salary_type',
      'resumes.salary_min',
      'resumes.phone_number',
      'resumes.status',
      'resumes.segment_ids',
      'resumes.education',
      'resumes.employer_history',
      'files.token as file_token',
      'files.filename as file_name',
    ])
    .where('resumes.user_id', '=', userId)
    .orderBy('resumes.id');
}

/** Rows as the API answers them, `segments` grouped by their group's key. */
export async function toOwnResumes(db: Db, rows: ResumeRow[]): Promise<OwnResume[]> {
  const groups = await segmentGroupKeys(db, [...new Set(rows.flatMap((row) => row.segment_ids))]);
  return rows.map((row) => toOwnResume(row, groups));
}

/** A resume's segment ids grouped by their group's key; ids of no known group are left out. */
export function groupSegments(
  ids: readonly number[] | null,
  groups: Map<number, string>,
): Record<string, number[]> {
  const segments: Record<string, number[]> = {};
  for (const id of ids ?? []) {
    const key = groups.get(id);
    if (key !== undefined) segments[key] = [...(segments[key] ?? []), id];
  }
  return segments;
}

function toOwnResume(row: ResumeRow, groups: Map<number, string>): OwnResume {
  const segments = groupSegments(row.segment_ids, groups);
  return {
    uuid: row.uuid,
    given_name: row.given_name,
    family_name: row.family_name,
    country: row.country,
    city: row.city,
    postal_code: row.postal_code,
    travel_distance: row.travel_distance,
    open_to_relocate: row.open_to_relocate,
    position: row.position,
    info: row.info,
    salary_type: oneOf(SALARY_TYPES, row.salary_type),
    salary_min: row.salary_min === null ? null : Number(row.salary_min),
    phone_number: row.phone_number,
    status: oneOf(RESUME_STATUSES, row.status) ?? 'available',
    segments,
    education: entries(row.education),
    employer_history: entries(row.employer_history),
    file:
      row.file_token !== null && row.file_name !== null
        ? { token: row.file_token, name: row.file_name }
        : null,
  };
}

const ENTRY_KEYS = ['type', 'name', 'institution', 'place', 'description', 'from', 'till'] as const;

/** The stored education or history list, keeping each entry's text fields only. */
export function entries(stored: unknown): ResumeEntry[] {
  const list = typeof stored === 'string' ? safeParse(stored) : stored;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => {
      const entry: ResumeEntry = {};
      for (const key of ENTRY_KEYS) {
        const value = item[key];
        if (typeof value === 'string' || value === null) entry[key] = value;
      }
      return entry;
    });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The group key of each segment id. */
export async function segmentGroupKeys(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('segments')
    .innerJoin('segment_groups', 'segment_groups.id', 'segments.segments_group_id')
    .select(['segments.id', 'segment_groups.key'])
    .where('segments.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.key]));
}
