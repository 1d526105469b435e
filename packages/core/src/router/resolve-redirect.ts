import { classifyRedirectTarget } from '@jobboard/schema';

/** The redirect lookup's answer for a path (`GET /job-boards/{id}/forward?url=`). */
export interface RedirectAnswer {
  url?: string | null | undefined;
  status?: number | null | undefined;
}

export type ResolvedRedirect =
  | { kind: 'external'; url: string; status: number }
  | { kind: 'internal'; path: string; status: number };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The status used when the answer gives none or one that is not a redirect status. */
export const DEFAULT_REDIRECT_STATUS = 302;

/**
 * Turns the redirect lookup's answer into a redirect: an absolute http(s) target is external, a
 * safe path is internal, with the answer's status or 302. No answer, no target, or an unsafe
 * target (`//evil.example`, `javascript:`, backslashes) means no redirect.
 */
export function resolveRedirect(answer: RedirectAnswer | null): ResolvedRedirect | null {
  const target = answer?.url?.trim();
  if (!target) return null;
  const status =
    answer?.status != null && REDIRECT_STATUSES.has(answer.status)
      ? answer.status
      : DEFAULT_REDIRECT_STATUS;
  switch (classifyRedirectTarget(target)) {
    case 'external':
      return { kind: 'external', url: target, status };
    case 'internal':
      return { kind: 'internal', path: target, status };
    case 'unsafe':
      return null;
  }
}

/** Runs the redirect lookup; a failed lookup means no redirect (product.md §8: swallowed). */
export async function lookupRedirect(
  fetchAnswer: () => Promise<RedirectAnswer | null>,
): Promise<ResolvedRedirect | null> {
  try {
    return resolveRedirect(await fetchAnswer());
  } catch {
    return null;
  }
}
