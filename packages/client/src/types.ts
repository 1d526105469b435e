/*
 * Shapes of calls whose payload or answer the spec leaves open and @jobboard/schema does not
 * define. Each is the least the client and its callers rely on; extra fields pass through.
 */

/** An answer the spec does not show, passed on as the server sent it. */
export type ApiRecord = Record<string, unknown>;

/**
 * The answer of a detail call that failed and was swallowed (spec: job details -> `{}`): an
 * object with none of `T`'s fields, so `job.title` of a `Job | EmptyObject<Job>` is
 * `string | undefined` and a caller checks which one came (`job.uuid !== undefined`) first.
 */
export type EmptyObject<T extends object> = { readonly [K in keyof T]?: undefined };

/** `POST /login` on the candidate, employer and admin APIs. */
export interface Credentials {
  email: string;
  password: string;
}

/** `PUT /profile/password`. */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** `PUT /profile`: the user's own fields. Addresses and phones have their own calls and are not sent. */
export type ProfileUpdate = ApiRecord & {
  given_name?: string;
  family_name?: string;
  email?: string;
};

/** One suggestion: choosing it searches by `search` plus its segment filters. */
export interface JobSuggestion {
  /** The keyword to search with; empty for a pure segment suggestion. */
  search: string;
  segment_ids?: number[];
  /** What the list shows, when it differs from `search`. */
  name?: string;
  type?: 'keyword' | 'segment';
  /** Jobs behind the suggestion. */
  count?: number;
}

/** The answer of the redirect lookup (`GET /job-boards/{id}/forward?url=`). */
export interface RedirectTarget {
  /** An absolute URL redirects externally, a relative one internally. */
  url: string;
  /** @default 302 (applied by the caller when the server sends none) */
  status?: number;
}

/** A feed read server-side by `GET /rss?url=`. */
export interface RssFeed {
  title: string;
  link: string;
  items: RssFeedItem[];
}

export interface RssFeedItem {
  title: string;
  link: string;
  description: string;
  published?: string;
  image?: string;
}

/** A place answered by the geo search service. */
export interface GeoPlace {
  name: string;
  region?: string;
  country_code: string;
  lat: number;
  lon: number;
  population?: number;
}

/**
 * A contact request a candidate received (`GET /resume/clients`): an employer's client asking,
 * with an introduction, to contact them. `status` is `requested` until the candidate answers
 * (`accepted` or `declined`) through `token` (`GET /candidates/status/{token}/approve|decline`).
 */
export type ContactRequest = ApiRecord & {
  id: number | string;
  status?: string;
  introduction?: string | null;
  created_at?: string;
  token?: string;
  client?: { name?: string | null } | null;
};

/** An employer's client account (`GET /client`). */
export type ClientAccount = ApiRecord & {
  uuid?: string;
  name?: string;
};

/**
 * An application the candidate sent (`GET /applications`), newest first: when, its status with
 * the employer, and the job it was for as it is now (`job.status` says when it is no longer
 * online).
 */
export type SentApplication = ApiRecord & {
  uuid: string;
  created_at: string;
  status?: string;
  job: {
    uuid: string;
    slug: string;
    title: string;
    organisation_name?: string | null;
    status?: string;
  };
};

/** A file an application sent (its CV or motivation), downloaded with its `token`. */
export interface ApplicationFile {
  token: string;
  name: string;
  type?: string;
  size?: number;
}

/**
 * An application to one of the employer's jobs (`GET /applications` of the employer family): the
 * applicant's details as they sent them, their files and the job.
 */
export type ReceivedApplication = ApiRecord & {
  uuid: string;
  created_at: string;
  status?: string;
  salutation?: string | null;
  given_name: string;
  family_name: string;
  email: string;
  phone?: string | null;
  phone_country?: string | null;
  motivation_text?: string | null;
  cv?: ApplicationFile | null;
  motivation?: ApplicationFile | null;
  job: { uuid: string; slug: string; title: string; status?: string };
};
