import type { Db } from '../db/database';

/** A file's metadata as the export tells it; the bytes are never part of it. */
export interface ExportedFile {
  name: string;
  kind: string;
  mime: string;
  size: number;
  public: boolean;
  created_at: string;
}

/**
 * Everything the server keeps about a candidate of a site (GDPR art. 15 and 20), as
 * `GET /profile/gdpr` answers it. Secrets are left out: the password hash, the hashes of access
 * and reset tokens, file tokens and contact request link tokens (a copy of the export lying
 * around must not sign anyone in or answer anything).
 */
export interface GdprExport {
  exported_at: string;
  account: {
    uuid: string;
    role: string;
    email: string;
    salutation: string | null;
    given_name: string | null;
    family_name: string | null;
    phone: string | null;
    phone_country: string | null;
    /** Ids of the board newsletters the candidate subscribed to. */
    newsletters: unknown[];
    verified_at: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Sign-ins and pending one-time links: when, not the tokens. */
  sessions: {
    kind: string;
    created_at: string;
    expires_at: string;
    last_used_at: string | null;
  }[];
  addresses: {
    label: string | null;
    address_line_1: string;
    address_line_2: string | null;
    city: string;
    postal_code: string | null;
    country_code: string;
    is_primary: boolean;
    is_delivery: boolean;
    is_financial: boolean;
  }[];
  phones: {
    label: string | null;
    country_code: string;
    phone: string;
    is_primary: boolean;
    is_delivery: boolean;
    is_financial: boolean;
  }[];
  favourites: {
    uuid: string;
    job: { uuid: string; title: string } | null;
    organisation: { id: number; name: string } | null;
    created_at: string;
  }[];
  job_alerts: {
    uuid: string;
    job_board_id: number;
    email: string;
    search: string | null;
    frequency: string;
    city: string | null;
    lat: number | null;
    lon: number | null;
    range: number | null;
    segments: number[];
    active: boolean;
    last_sent_at: string | null;
    created_at: string;
  }[];
  resumes: {
    uuid: string;
    country: string | null;
    city: string | null;
    postal_code: string | null;
    lat: number | null;
    lon: number | null;
    travel_distance: number | null;
    open_to_relocate: boolean;
    position: string | null;
    info: string | null;
    salary_type: string | null;
    salary_min: number | null;
    phone_number: string | null;
    status: string;
    segments: number[];
    education: unknown[];
    employer_history: unknown[];
    file: ExportedFile | null;
    created_at: string;
    updated_at: string;
  }[];
  /** Every upload recorded as the candidate's: resume files and files sent with applications. */
  files: ExportedFile[];
  applications: {
    uuid: string;
    job: { uuid: string; title: string };
    status: string;
    email: string;
    salutation: string | null;
    given_name: string;
    family_name: string;
    motivation_text: string | null;
    phone: string | null;
    phone_country: string;
    newsletters: unknown[];
    cv: ExportedFile | null;
    motivation: ExportedFile | null;
    created_at: string;
  }[];
  /** Employers' requests to contact the candidate about their resume. */
  contact_requests: {
    resume_uuid: string;
    client: { name: string };
    introduction: string | null;
    status: string;
    created_at: string;
  }[];
  orders: {
    uuid: string;
    email: string | null;
    po_number: string | null;
    amount: number;
    status: string;
    payment_reference: string | null;
    payload: unknown;
    created_at: string;
    paid_at: string | null;
  }[];
}

const FILE_COLUMNS = ['filename', 'kind', 'mime', 'size', 'public', 'created_at'] as const;

interface FileRow {
  filename: string;
  kind: string;
  mime: string;
  size: number;
  public: boolean;
  created_at: Date;
}

/**
 * Reads the candidate's data from the database, every table that holds rows of the user (users,
 * user_tokens, addresses, phones, favourites, job_alerts, resumes, files, applications,
 * resume_contacts, orders). Users belong to one site, so the user's id scopes it to the site.
 * Undefined when the user is gone (deleted meanwhile).
 */
export async function readGdprExport(db: Db, userId: number): Promise<GdprExport | undefined> {
  const account = await db
    .selectFrom('users')
    .select([
      'uuid',
      'role',
      'email',
      'salutation',
      'given_name',
      'family_name',
      'phone',
      'phone_country',
      'newsletters',
      'verified_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) return undefined;

  const [sessions, addresses, phones, favourites, jobAlerts, resumes, files] = await Promise.all([
    db
      .selectFrom('user_tokens')
      .select(['kind', 'created_at', 'expires_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('addresses')
      .select([
        'label',
        'address_line_1',
        'address_line_2',
        'city',
        'postal_code',
        'country_code',
        'is_primary',
        'is_delivery',
        'is_financial',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('phones')
      .select(['label', 'country_code', 'phone', 'is_primary', 'is_delivery', 'is_financial'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('favourites')
      .leftJoin('jobs', 'jobs.id', 'favourites.job_id')
      .leftJoin('organisations', 'organisations.id', 'favourites.organisation_id')
      .select([
        'favourites.uuid',
        'favourites.created_at',
        'jobs.uuid as job_uuid',
        'jobs.title as job_title',
        'organisations.id as organisation_id',
        'organisations.name as organisation_name',
      ])
      .where('favourites.user_id', '=', userId)
      .orderBy('favourites.id')
      .execute(),
    db
      .selectFrom('job_alerts')
      .select([
        'uuid',
        'job_board_id',
        'email',
        'search',
        'frequency',
        'city',
        'lat',
        'lon',
        'range',
        'segment_ids',
        'active',
        'last_sent_at',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('resumes')
      .leftJoin('files', 'files.id', 'resumes.file_id')
      .selectAll('resumes')
      .select([
        'files.filename as file_name',
        'files.kind as file_kind',
        'files.mime as file_mime',
        'files.size as file_size',
        'files.public as file_public',
        'files.created_at as file_created_at',
      ])
      .where('resumes.user_id', '=', userId)
      .orderBy('resumes.id')
      .execute(),
    db
      .selectFrom('files')
      .select(FILE_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);

  const [applications, contactRequests, orders] = await Promise.all([
    db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .selectAll('applications')
      .select(['jobs.uuid as job_uuid', 'jobs.title as job_title'])
      .where('applications.user_id', '=', userId)
      .orderBy('applications.id')
      .execute(),
    db
      .selectFrom('resume_contacts')
      .innerJoin('resumes', 'resumes.id', 'resume_contacts.resume_id')
      .innerJoin('clients', 'clients.id', 'resume_contacts.client_id')
      .select([
        'resumes.uuid as resume_uuid',
        'clients.name as client_name',
        'resume_contacts.introduction',
        'resume_contacts.status',
        'resume_contacts.created_at',
      ])
      .where('resumes.user_id', '=', userId)
      .orderBy('resume_contacts.id')
      .execute(),
    db
      .selectFrom('orders')
      .select([
        'uuid',
        'email',
        'po_number',
        'amount',
        'status',
        'payment_reference',
        'payload',
        'created_at',
        'paid_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  const sentFiles = await filesByToken(
    db,
    applications.flatMap((row) => [row.cv_token, row.motivation_token]),
  );

  return {
    exported_at: new Date().toISOString(),
    account: {
      uuid: account.uuid,
      role: account.role,
      email: account.email,
      salutation: account.salutation,
      given_name: account.given_name,
      family_name: account.family_name,
      phone: account.phone,
      phone_country: account.phone_country,
      newsletters: list(account.newsletters),
      verified_at: isoOrNull(account.verified_at),
      created_at: iso(account.created_at),
      updated_at: iso(account.updated_at),
    },
    sessions: sessions.map((row) => ({
      kind: row.kind,
      created_at: iso(row.created_at),
      expires_at: iso(row.expires_at),
      last_used_at: isoOrNull(row.last_used_at),
    })),
    addresses,
    phones,
    favourites: favourites.map((row) => ({
      uuid: row.uuid,
      job:
        row.job_uuid !== null && row.job_title !== null
          ? { uuid: row.job_uuid, title: row.job_title }
          : null,
      organisation:
        row.organisation_id !== null && row.organisation_name !== null
          ? { id: row.organisation_id, name: row.organisation_name }
          : null,
      created_at: iso(row.created_at),
    })),
    job_alerts: jobAlerts.map(({ segment_ids, last_sent_at, created_at, ...row }) => ({
      ...row,
      segments: segment_ids ?? [],
      last_sent_at: isoOrNull(last_sent_at),
      created_at: iso(created_at),
    })),
    resumes: resumes.map((row) => ({
      uuid: row.uuid,
      country: row.country,
      city: row.city,
      postal_code: row.postal_code,
      lat: row.lat,
      lon: row.lon,
      travel_distance: row.travel_distance,
      open_to_relocate: row.open_to_relocate,
      position: row.position,
      info: row.info,
      salary_type: row.salary_type,
      salary_min: row.salary_min === null ? null : Number(row.salary_min),
      phone_number: row.phone_number,
      status: row.status,
      segments: row.segment_ids ?? [],
      education: list(row.education),
      employer_history: list(row.employer_history),
      file:
        row.file_name !== null &&
        row.file_kind !== null &&
        row.file_mime !== null &&
        row.file_size !== null &&
        row.file_public !== null &&
        row.file_created_at !== null
          ? toFile({
              filename: row.file_name,
              kind: row.file_kind,
              mime: row.file_mime,
              size: row.file_size,
              public: row.file_public,
              created_at: row.file_created_at,
            })
          : null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
    files: files.map(toFile),
    applications: applications.map((row) => ({
      uuid: row.uuid,
      job: { uuid: row.job_uuid, title: row.job_title },
      status: row.status,
      email: row.email,
      salutation: row.salutation,
      given_name: row.given_name,
      family_name: row.family_name,
      motivation_text: row.motivation_text,
      phone: row.phone,
      phone_country: row.phone_country,
      newsletters: list(row.newsletters),
      cv: row.cv_token === null ? null : (sentFiles.get(row.cv_token) ?? null),
      motivation: sentFiles.get(row.motivation_token) ?? null,
      created_at: iso(row.created_at),
    })),
    contact_requests: contactRequests.map((row) => ({
      resume_uuid: row.resume_uuid,
      client: { name: row.client_name },
      introduction: row.introduction,
      status: row.status,
      created_at: iso(row.created_at),
    })),
    orders: orders.map((row) => ({
      ...row,
      amount: Number(row.amount),
      payload: json(row.payload),
      created_at: iso(row.created_at),
      paid_at: isoOrNull(row.paid_at),
    })),
  };
}

/**
 * The metadata of the files an application sent, by token. Read by token rather than by owner:
 * a guest's upload (no `user_id`) sent with an application that later became the candidate's is
 * part of that application all the same.
 */
async function filesByToken(db: Db, tokens: (string | null)[]): Promise<Map<string, ExportedFile>> {
  const wanted = [...new Set(tokens.filter((token): token is string => token !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('files')
    .select(['token', ...FILE_COLUMNS])
    .where('token', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.token, toFile(row)]));
}

function toFile(row: FileRow): ExportedFile {
  return {
    name: row.filename,
    kind: row.kind,
    mime: row.mime,
    size: Number(row.size),
    public: row.public,
    created_at: iso(row.created_at),
  };
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

/** A JSON column as read: parsed already by the driver, or text on a driver that does not. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A JSON list column; anything else reads as empty. */
function list(value: unknown): unknown[] {
  const parsed = json(value);
  return Array.isArray(parsed) ? parsed : [];
}
