import type { BlockSettingProblem, UserType } from '@jobboard/schema';

/** The job fields analytics receive; only jobs with a uuid and a title are described (spec §5). */
export interface AnalyticsJob {
  uuid: string;
  title: string;
  organisationName?: string;
  locationName?: string;
}

/** Job events carry the job only when it can be described, so a tag never sees a half job. */
export interface JobEventPayload {
  job?: AnalyticsJob;
}

/**
 * The analytics events of spec §3 with their payloads, keyed by the name `on()` and the tag
 * manager's `dataLayer` use.
 */
export interface AnalyticsEventMap {
  job_alert_create: { search?: string; frequency?: string };
  job_apply_start: JobEventPayload;
  job_apply_finish: JobEventPayload;
  job_view: JobEventPayload;
  whatsapp_apply_start: JobEventPayload;
  whatsapp_apply_finish: JobEventPayload;
  /** A search from the search block: what was searched for, each left out when empty. */
  search: { keyword?: string; locationName?: string };
  register: { role: UserType };
  login: { role: UserType };
  favourites: { action: 'add' | 'remove'; jobUuid?: string; organisationId?: number };
  post_job: { jobId?: number | string };
  order_product: { productId: number | string; price?: number; currency?: string };
  outbound_link: { url: string };
}

/** Events of the runtime itself, for integrators; they never reach the tag manager. */
export interface RuntimeEventMap {
  /** A start failure (`{error}`), or a block that threw (with its id and type). */
  error: { error: unknown; blockId?: number; type?: string };
  navigate: { path: string; pageId?: string };
  ready: Record<string, never>;
  /** A block's stored settings had to be repaired (visitors' boards; the editor shows it). */
  'block-settings-problem': {
    blockId: number;
    type: string;
    problems: readonly BlockSettingProblem[];
  };
}

/** The runtime's own events, for integrators' listeners. */
export const RUNTIME_EVENTS = [
  'error',
  'navigate',
  'ready',
  'block-settings-problem',
] as const satisfies readonly (keyof RuntimeEventMap)[];

/** Every event a board emits. */
export type BoardEventMap = AnalyticsEventMap & RuntimeEventMap;
export type BoardEventName = keyof BoardEventMap;
export type AnalyticsEventName = keyof AnalyticsEventMap;

/** The spec's analytics events, in the order of spec §3. */
export const ANALYTICS_EVENTS = [
  'job_alert_create',
  'job_apply_start',
  'job_apply_finish',
  'job_view',
  'whatsapp_apply_start',
  'whatsapp_apply_finish',
  'search',
  'register',
  'login',
  'favourites',
  'post_job',
  'order_product',
  'outbound_link',
] as const satisfies readonly AnalyticsEventName[];

export function isAnalyticsEvent(name: string): name is AnalyticsEventName {
  return (ANALYTICS_EVENTS as readonly string[]).includes(name);
}
