import { escapeHtml, oneLine } from '../mail/mail-text';

/** The words of the mail that brings a candidate the new jobs of a job alert. */
interface AlertMailTexts {
  subject: (count: number, search: string) => string;
  intro: (board: string) => string;
  more: (count: number) => string;
  all: string;
  manage: string;
}

const quoted = (search: string, open: string, close: string) =>
  search === '' ? '' : ` ${open}${search}${close}`;

const roPlural = new Intl.PluralRules('ro');

/**
 * A number of jobs in Romanian: `1 loc de muncă`, `2 locuri de muncă`, and from 20 on (the
 * plural's `other` form) `20 de locuri de muncă`, as the board's own catalog writes it.
 */
function roJobs(count: number, [one, many]: [string, string]): string {
  const form = roPlural.select(count);
  if (form === 'one') return `${count} ${one}`;
  return form === 'few' ? `${count} ${many}` : `${count} de ${many}`;
}

/** The mail in the board's languages (spec: nl, en-US, ro); any other locale gets English. */
const TEXTS: Record<string, AlertMailTexts> = {
  nl: {
    subject: (count, search) =>
      `${count === 1 ? '1 nieuwe vacature' : `${count} nieuwe vacatures`} voor je vacaturealert${quoted(search, '‘', '’')}`,
    intro: (board) => `Nieuw op ${board} voor je vacaturealert:`,
    more: (count) => (count === 1 ? 'En nog 1 vacature.' : `En nog ${count} vacatures.`),
    all: 'Bekijk alle vacatures van deze zoekopdracht:',
    manage: 'Wijzig deze vacaturealert of zet hem uit:',
  },
  'en-US': {
    subject: (count, search) =>
      `${count === 1 ? '1 new job' : `${count} new jobs`} for your job alert${quoted(search, '“', '”')}`,
    intro: (board) => `New on ${board} for your job alert:`,
    more: (count) => (count === 1 ? 'And 1 more job.' : `And ${count} more jobs.`),
    all: 'See all jobs of this search:',
    manage: 'Change this job alert or switch it off:',
  },
  ro: {
    subject: (count, search) =>
      `${roJobs(count, ['loc de muncă nou', 'locuri de muncă noi'])} pentru alerta ta${quoted(search, '„', '”')}`,
    intro: (board) => `Nou pe ${board} pentru alerta ta de locuri de muncă:`,
    more: (count) => `Și încă ${roJobs(count, ['loc de muncă', 'locuri de muncă'])}.`,
    all: 'Vezi toate locurile de muncă ale acestei căutări:',
    manage: 'Modifică această alertă sau oprește-o:',
  },
};

/** A job the mail names: its title, employer and place, and its page on the board. */
export interface AlertMailJob {
  title: string;
  organisation: string | null;
  place: string | null;
  link: URL;
}

export interface JobAlertMailInput {
  boardName: string;
  /** The alert's keyword, '' without one. */
  search: string;
  /** The new jobs the mail lists (the first of them, newest first). */
  jobs: readonly AlertMailJob[];
  /** How many new jobs there are in all, the listed ones included. */
  total: number;
  /** The board's job list with the alert's search. */
  searchLink: URL;
  /** The board's page of the alert, where the candidate changes or switches it off. */
  manageLink: URL;
}

/**
 * The subject, plain text and HTML of a job alert's mail in `locale`: the new jobs (title,
 * employer, place and link), how many more there are, the whole search on the board and the page
 * to change or switch off the alert. Texts from the jobs are escaped in the HTML, never markup.
 */
export function jobAlertMail(
  locale: string,
  input: JobAlertMailInput,
): { subject: string; text: string; html: string } {
  const texts = TEXTS[locale] ?? (TEXTS['en-US'] as AlertMailTexts);
  const search = oneLine(input.search);
  const more = input.total - input.jobs.length;
  const facts = (job: AlertMailJob) =>
    [job.organisation, job.place].map((part) => oneLine(part ?? '')).filter(Boolean);
  return {
    subject: texts.subject(input.total, search),
    text: [
      texts.intro(input.boardName),
      '',
      ...input.jobs.flatMap((job) => [
        [oneLine(job.title), ...facts(job)].join(' – '),
        job.link.href,
        '',
      ]),
      ...(more > 0 ? [texts.more(more), ''] : []),
      texts.all,
      input.searchLink.href,
      '',
      texts.manage,
      input.manageLink.href,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(texts.intro(input.boardName))}</p>`,
      '<ul>',
      ...input.jobs.map((job) => {
        const rest = facts(job);
        return `<li><a href="${escapeHtml(job.link.href)}">${escapeHtml(oneLine(job.title))}</a>${
          rest.length ? ` – ${escapeHtml(rest.join(' – '))}` : ''
        }</li>`;
      }),
      '</ul>',
      ...(more > 0 ? [`<p>${escapeHtml(texts.more(more))}</p>`] : []),
      `<p>${escapeHtml(texts.all)}<br><a href="${escapeHtml(input.searchLink.href)}">${escapeHtml(input.searchLink.href)}</a></p>`,
      `<p>${escapeHtml(texts.manage)}<br><a href="${escapeHtml(input.manageLink.href)}">${escapeHtml(input.manageLink.href)}</a></p>`,
    ].join('\n'),
  };
}
