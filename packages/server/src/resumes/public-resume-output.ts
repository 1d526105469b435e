import {
  RESUME_STATUSES,
  type ResumeEntry,
  type ResumeStatus,
  SALARY_TYPES,
  type SalaryType,
} from '@jobboard/schema';
import type { Db } from '../db/database';
import { CONTACT_REQUEST_STATUSES, type ContactRequestStatus } from './contact-requests';
import { entries, groupSegments, oneOf, segmentGroupKeys } from './resume-output';
import type { EmployerResumeRow, PublicResumeRow } from './resume-search';

/**
 * A resume as the candidate search shows it to anyone: what the candidate offers, never who they
 * are (no names, email, phone, postal code, coordinates, file or internal id).
 */
export interface PublicResume {
  uuid: string;
  position: string | null;
  info: string | null;
  city: string | null;
  country: string | null;
  travel_distance: number | null;
  open_to_relocate: boolean;
  salary_type: SalaryType | null;
  salary_min: number | null;
  status: ResumeStatus;
  /** Segment ids by their group's key. */
  segments: Record<string, number[]>;
  education: ResumeEntry[];
  employer_history: ResumeEntry[];
  /** ISO 8601. */
  updated_at: string;
}

/** The candidate's details, shown to a client only once the candidate accepted its contact. */
export interface AcceptedContactDetails {
  given_name: string | null;
  family_name: string | null;
  email: string;
  phone_number: string | null;
  file: { token: string; name: string } | null;
}

/**
 * A resume as an employer sees it: the public resume, `client` (the employer's client bought it:
 * a contact request exists) and the `contact`'s state; the candidate's details only when the
 * contact is `accepted`.
 */
export type EmployerResume = PublicResume & {
  client: boolean;
  contact: { status: ContactRequestStatus; created_at: string } | null;
} & Partial<AcceptedContactDetails>;

/** Rows of the candidate search as anyone sees them. */
export async function toPublicResumes(db: Db, rows: PublicResumeRow[]): Promise<PublicResume[]> {
  const groups = await segmentGroupKeys(db, [...new Set(rows.flatMap((row) => row.segment_ids))]);
  return rows.map((row) => toPublicResume(row, groups));
}

/** Rows read for an employer's client as that client sees them. */
export async function toEmployerResumes(
  db: Db,
  rows: EmployerResumeRow[],
): Promise<EmployerResume[]> {
  const groups = await segmentGroupKeys(db, [...new Set(rows.flatMap((row) => row.segment_ids))]);
  return rows.map((row) => toEmployerResume(row, groups));
}

function toPublicResume(row: PublicResumeRow, groups: Map<number, string>): PublicResume {
  return {
    uuid: row.uuid,
    position: row.position,
    info: row.info,
    city: row.city,
    country: row.country,
    travel_distance: row.travel_distance,
    open_to_relocate: row.open_to_relocate,
    salary_type: oneOf(SALARY_TYPES, row.salary_type),
    salary_min: row.salary_min === null ? null : Number(row.salary_min),
    status: oneOf(RESUME_STATUSES, row.status) ?? 'available',
    segments: groupSegments(row.segment_ids, groups),
    education: entries(row.education),
    employer_history: entries(row.employer_history),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toEmployerResume(row: EmployerResumeRow, groups: Map<number, string>): EmployerResume {
  // Built from the public fields only, so nothing private slips in by a spread.
  const resume: EmployerResume = {
    ...toPublicResume(row, groups),
    client: row.contact_id !== null,
    contact:
      row.contact_id !== null && row.contact_created_at !== null
        ? {
            status: oneOf(CONTACT_REQUEST_STATUSES, row.contact_status) ?? 'requested',
            created_at: new Date(row.contact_created_at).toISOString(),
          }
        : null,
  };
  if (resume.contact?.status !== 'accepted') return resume;
  return {
    ...resume,
    given_name: row.given_name,
    family_name: row.family_name,
    email: row.email,
    phone_number: row.phone_number,
    file:
      row.file_token !== null && row.file_name !== null
        ? { token: row.file_token, name: row.file_name }
        : null,
  };
}
