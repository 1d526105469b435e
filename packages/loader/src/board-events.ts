import type { LoaderError } from './init-options';

// The events a board emits, with their payloads, for `Jobboard('on', name, handler)`. The loader
// imports nothing from core, so this mirrors core's `BoardEventMap` (analytics-events.ts); a
// type test (board-events.test.ts) fails when the two part: the same names, and each payload of
// core's a payload of this map.

/** The job fields analytics events carry; only jobs with a uuid and a title are described. */
export interface JobboardAnalyticsJob {
  uuid: string;
  title: string;
  organisationName?: string;
  locationName?: string;
}

/** A job event's payload: the job only when it can be described. */
export interface JobboardJobEvent {
  job?: JobboardAnalyticsJob;
}

/** Something a board had to repair in a block's stored settings (core's `BlockSettingProblem`). */
export interface JobboardSettingProblem {
  /** Dotted path of the setting, e.g. `navLinks.0.links.2.pageId`; empty for the whole block. */
  readonly key: string;
  /** What happened, in English. */
  readonly message: string;
  /** What was wrong and what parsing did, in parts a translation puts together. */
  readonly fault?: unknown;
  readonly action?: unknown;
  /** A JSON-safe copy of the offending value. */
  readonly value: unknown;
}

/** Every event of `Jobboard('on', …)`, keyed by name, with its payload. */
export interface JobboardEventMap {
  job_alert_create: { search?: string; frequency?: string };
  job_apply_start: JobboardJobEvent;
  job_apply_finish: JobboardJobEvent;
  job_view: JobboardJobEvent;
  whatsapp_apply_start: JobboardJobEvent;
  whatsapp_apply_finish: JobboardJobEvent;
  search: { keyword?: string; locationName?: string };
  register: { role: 'candidate' | 'employer' };
  login: { role: 'candidate' | 'employer' };
  favourites: { action: 'add' | 'remove'; jobUuid?: string; organisationId?: number };
  post_job: { jobId?: number | string };
  order_product: { productId: number | string; price?: number; currency?: string };
  outbound_link: { url: string };
  /**
   * The loader's failure (`{name, code, message}`), a start failure (`{error}`) or a block that
   * threw (`{error, blockId, type}`).
   */
  error: LoaderError | { error: unknown; blockId?: number; type?: string };
  navigate: { path: string; pageId?: string };
  ready: Record<string, never>;
  'block-settings-problem': {
    blockId: number;
    type: string;
    problems: readonly JobboardSettingProblem[];
  };
}

export type JobboardEventName = keyof JobboardEventMap;
