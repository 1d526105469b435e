import type { JobQuery, MenuLink } from '@jobboard/schema';
import { type PageLinkContext, pagePath } from '../page-link';

/**
 * Where a link leads: a board path the router handles, an address outside the board, or an
 * address the browser handles on its own (`#anchor`, `mailto:`, `tel:`).
 */
export type LinkTarget =
  | { readonly kind: 'board'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'browser'; readonly url: string };

const EXTERNAL = /^https?:\/\//i;

/**
 * The target of a link that is not a dropdown, or `null` when it leads nowhere: an empty
 * address, or a page the site does not have. A custom path (`/vacatures`) is a board path; an
 * app link goes to the site's page of its type in the board's locale; a job link goes to the job
 * list with its stored search as query parameters.
 */
export function resolveLinkTarget(link: MenuLink, context: PageLinkContext): LinkTarget | null {
  switch (link.linkType) {
    case 'CUSTOM_LINK':
    case 'SOCIAL_LINK':
      return addressTarget(link.link);
    case 'APP_LINK':
      return boardTarget(pagePath(context, link.pageId));
    case 'JOB_LINK':
      return boardTarget(pagePath(context, 'p-job-list', { query: jobQueryParams(link.jobQuery) }));
  }
}

function addressTarget(address: string): LinkTarget | null {
  if (address === '') return null;
  if (EXTERNAL.test(address)) return { kind: 'external', url: address };
  if (address.startsWith('/')) return { kind: 'board', path: address };
  return { kind: 'browser', url: address };
}

function boardTarget(path: string | null): LinkTarget | null {
  return path === null ? null : { kind: 'board', path };
}

/**
 * A stored job search as query parameters, in the client's wire form: lists joined with commas,
 * booleans as `1` and `0`.
 */
export function jobQueryParams(query: JobQuery): Record<string, string | number | undefined> {
  const params: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) params[key] = value.join(',');
    else if (typeof value === 'boolean') params[key] = value ? '1' : '0';
    else if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return params;
}
