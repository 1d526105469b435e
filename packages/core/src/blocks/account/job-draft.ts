/**
 * The job form's unsaved changes, kept in session storage while the employer types: a session
 * that expires before the save (the save's 401 ends it and the account page sends them to log
 * in), a reload or a slip of the back button then costs nothing, since the form opens with them
 * again. One draft per board site, user and job (`new` for a job not yet saved); a save or
 * leaving the form by its own link drops it, and one older than a day is not restored.
 */
export interface JobDraft<Values> {
  values: Values;
  /** Whether the job text was edited (the form sends the text only then). */
  textEdited: boolean;
  /** When it was kept, in ms since the epoch. */
  at: number;
}

export const JOB_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The storage key of one job's draft. */
export function jobDraftKey(siteId: number, userUuid: string, job: string | number): string {
  return `jobboard:job-draft:${siteId}:${userUuid}:${job}`;
}

/** The kept draft, when there is one of the last day whose values have the form's fields. */
export function readJobDraft<Values extends object>(
  key: string,
  fields: Values,
  now = Date.now(),
  storage: DraftStorage | null = sessionStore(),
): JobDraft<Values> | null {
  try {
    const draft = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<JobDraft<Values>> | null;
    if (!draft || typeof draft.at !== 'number' || now - draft.at > JOB_DRAFT_MAX_AGE_MS) {
      return null;
    }
    const values = draft.values as Record<string, unknown> | undefined;
    const fits =
      typeof values === 'object' &&
      values !== null &&
      Object.entries(fields).every(([name, value]) => typeof values[name] === typeof value);
    return fits
      ? { values: draft.values as Values, textEdited: draft.textEdited === true, at: draft.at }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; storage that refuses (full, sandboxed) only costs the safety net. */
export function keepJobDraft<Values>(
  key: string,
  draft: JobDraft<Values>,
  storage: DraftStorage | null = sessionStore(),
): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Not kept.
  }
}

export function dropJobDraft(key: string, storage: DraftStorage | null = sessionStore()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}
