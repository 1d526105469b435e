import { createContext } from 'react';

/**
 * What the blocks of a page tell the shell about the page beyond its markup: a server render
 * answers with the status they report. Without a provider (the browser) a report changes nothing:
 * the blocks show their own 'Page not found' view either way.
 */
export interface PageStatus {
  /** The page's detail item (job, organisation, landing page, article) does not exist. */
  notFound(): void;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** A {@link PageStatus} for one server render: `status` is 404 once a block reported so. */
export interface PageStatusRecorder extends PageStatus {
  readonly status: 200 | 404;
}

export function createPageStatusRecorder(): PageStatusRecorder {
  let status: 200 | 404 = 200;
  return {
    notFound() {
      status = 404;
    },
    get status() {
      return status;
    },
  };
}
