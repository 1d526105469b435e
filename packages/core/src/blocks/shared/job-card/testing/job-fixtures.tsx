import type { JobboardClient } from '@jobboard/client';
import type { Job, Page, SiteConfig, SiteSettings } from '@jobboard/schema';
import type { ReactNode } from 'react';
import type { BlockContext } from '../../../../blocks-runtime/block-context';
import { createBlockRegistry } from '../../../../blocks-runtime/create-block-registry';
import {
  BoardProviders,
  fixtureContext,
  fixturePage,
} from '../../../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../../../i18n/create-i18n';
import { fixtureUser } from '../../../../session/testing/session-fixtures';
import {
  type SessionRole,
  SessionRoleContext,
  SessionUserContext,
} from '../../session-role-context';

/** A job with every field a card shows; `overrides` replace single fields. */
export function fixtureJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 7,
    uuid: 'job-uuid-7',
    organisation_id: 3,
    status: 'active',
    locale: 'nl',
    slug: 'developer-utrecht',
    title: 'Developer',
    description: 'Build the board',
    organisation_name: 'Acme',
    logo: 'https://cdn.test/acme.png',
    from: '2024-03-01T10:00:00Z',
    till: '2024-04-15T10:00:00Z',
    text_type: 'own',
    remote: false,
    country_code: 'NL',
    location_name: 'Utrecht',
    location_type: 'fixed',
    salary_min: 3000,
    salary_max: 4000,
    salary_type: 'month',
    hours_min: 32,
    hours_max: 40,
    segment_ids: [],
    premium: false,
    show_logo: true,
    ...overrides,
  };
}

/** The pages the job blocks link to, with English paths for the en-US locale. */
export const JOB_PAGES: Page[] = [
  { id: 2, key: 'p-job-list', path: '{"nl":"vacatures","en-US":"jobs"}', settings: [], blocks: [] },
  {
    id: 3,
    key: 'p-job-details',
    path: '{"nl":"vacature","en-US":"job"}',
    settings: [],
    blocks: [],
  },
  {
    id: 4,
    key: 'p-register',
    path: '{"nl":"registreren","en-US":"register"}',
    settings: [],
    blocks: [],
  },
  {
    id: 5,
    key: 'p-candidate-list',
    path: '{"nl":"kandidaten","en-US":"candidates"}',
    settings: [],
    blocks: [],
  },
  { id: 7, key: 'p-login', path: '{"nl":"inloggen","en-US":"login"}', settings: [], blocks: [] },
  {
    id: 6,
    key: 'p-manage-job-alert',
    path: '{"nl":"vacature-alert","en-US":"job-alert"}',
    settings: [],
    blocks: [],
  },
];

export interface JobContextOptions {
  client?: JobboardClient;
  settings?: Partial<SiteSettings>;
  config?: Partial<SiteConfig>;
  query?: string;
  editor?: boolean;
  navigate?: BlockContext['navigate'];
  emit?: BlockContext['emit'];
}

/** A block context on the default locale `nl` whose site has the job pages. */
export function jobContext(options: JobContextOptions = {}): BlockContext {
  const page = fixturePage([]);
  const base = fixtureContext({
    page,
    editor: options.editor ?? false,
    ...(options.client && { client: options.client }),
    ...(options.emit && { emit: options.emit }),
  });
  return {
    ...base,
    site: { ...base.site, pages: [page, ...JOB_PAGES] },
    settings: { ...base.settings, ...options.settings },
    config: { ...base.config, ...options.config },
    route: { path: '/', query: new URLSearchParams(options.query ?? '') },
    ...(options.navigate && { navigate: options.navigate }),
  };
}

export interface JobProvidersProps {
  i18n: BoardI18n;
  context: BlockContext;
  role?: SessionRole;
  children?: ReactNode;
}

/** The board's providers, with the session role, around the job blocks under test. */
export function JobProviders({ i18n, context, role = 'guest', children }: JobProvidersProps) {
  return (
    <BoardProviders
      i18n={i18n}
      context={context}
      runtime={{ registry: createBlockRegistry({ builtins: [] }) }}
    >
      <SessionRoleContext.Provider value={role}>
        {/* A logged-in role has its user (the session's rule), whose favourites a card reads. */}
        <SessionUserContext.Provider value={role === 'guest' ? null : fixtureUser()}>
          {children}
        </SessionUserContext.Provider>
      </SessionRoleContext.Provider>
    </BoardProviders>
  );
}
