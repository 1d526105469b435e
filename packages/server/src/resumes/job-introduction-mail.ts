import { escapeHtml, oneLine } from '../mail/mail-text';

/** The words of the mail telling a candidate that an employer introduced them to a job. */
interface IntroductionMailTexts {
  subject: (client: string, job: string) => string;
  intro: (client: string, job: string, board: string) => string;
  message: string;
  view: string;
}

/**
 * The mail in the board's languages (spec: nl, en-US, ro), as the contact request mail
 * (resume-contact-mail.ts) is written; any other locale gets the English one.
 */
const TEXTS: Record<string, IntroductionMailTexts> = {
  nl: {
    subject: (client, job) => `${client} denkt dat ${job} bij je past`,
    intro: (client, job, board) =>
      `${client}, met wie je je gegevens op ${board} hebt gedeeld, denkt dat de vacature ${job} bij je past.`,
    message: 'Hun bericht:',
    view: 'Bekijk de vacature en solliciteer:',
  },
  'en-US': {
    subject: (client, job) => `${client} thinks ${job} suits you`,
    intro: (client, job, board) =>
      `${client}, with whom you shared your details on ${board}, thinks the job ${job} suits you.`,
    message: 'Their message:',
    view: 'View the job and apply:',
  },
  ro: {
    subject: (client, job) => `${client} crede că ${job} ți se potrivește`,
    intro: (client, job, board) =>
      `${client}, cu care ți-ai împărtășit datele pe ${board}, crede că postul ${job} ți se potrivește.`,
    message: 'Mesajul lor:',
    view: 'Vezi postul și aplică:',
  },
};

export interface JobIntroductionMailInput {
  /** The employer's client (company) name. */
  clientName: string;
  jobTitle: string;
  boardName: string;
  /** The employer's message, as they typed it (plain text), or null without one. */
  message: string | null;
  /** The job's page on the board. */
  link: URL;
}

/**
 * The subject, plain text and HTML of the mail to a candidate whom an employer introduced to one
 * of its jobs, in `locale`. The message is the employer's plain text: in the HTML it is escaped
 * (never markup) and its line breaks become `<br>`; without one the mail has no message part.
 */
export function jobIntroductionMail(
  locale: string,
  input: JobIntroductionMailInput,
): { subject: string; text: string; html: string } {
  const texts = TEXTS[locale] ?? (TEXTS['en-US'] as IntroductionMailTexts);
  // A company name or job title is one line in a subject: no line breaks or control characters.
  const client = oneLine(input.clientName);
  const job = oneLine(input.jobTitle);
  const intro = texts.intro(client, job, input.boardName);
  const message = input.message === null || input.message.trim() === '' ? null : input.message;
  const href = input.link.href;
  return {
    subject: texts.subject(client, job),
    text: [
      intro,
      ...(message === null ? [] : ['', texts.message, message]),
      '',
      texts.view,
      href,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      ...(message === null
        ? []
        : [
            `<p>${escapeHtml(texts.message)}</p>`,
            `<blockquote>${escapeHtml(message).replace(/\r\n|\r|\n/g, '<br>')}</blockquote>`,
          ]),
      `<p>${escapeHtml(texts.view)}<br><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`,
    ].join('\n'),
  };
}
