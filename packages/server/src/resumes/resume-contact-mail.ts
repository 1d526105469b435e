import { escapeHtml } from '../mail/mail-text';

/** The words of the mail telling a candidate that an employer would like to get in touch. */
interface ContactMailTexts {
  subject: (client: string) => string;
  found: (client: string, board: string) => string;
  answer: string;
  privacy: string;
}

/**
 * The mail in the board's languages (spec: nl, en-US, ro), as the reset mail (reset-mail.ts) is
 * written; any other locale gets the English one.
 */
const TEXTS: Record<string, ContactMailTexts> = {
  nl: {
    subject: (client) => `${client} wil graag contact met je opnemen`,
    found: (client, board) =>
      `${client} heeft je cv gevonden op ${board} en wil graag contact met je opnemen. Hun bericht:`,
    answer: 'Open het verzoek om het te accepteren of af te wijzen:',
    privacy: 'Zolang je niet akkoord gaat, ziet de werkgever je naam en contactgegevens niet.',
  },
  'en-US': {
    subject: (client) => `${client} would like to get in touch`,
    found: (client, board) =>
      `${client} found your resume on ${board} and would like to get in touch. Their message:`,
    answer: 'Open the request to accept or decline it:',
    privacy: 'Until you accept, the employer does not see your name or contact details.',
  },
  ro: {
    subject: (client) => `${client} ar dori să intre în legătură cu tine`,
    found: (client, board) =>
      `${client} ți-a găsit CV-ul pe ${board} și ar dori să intre în legătură cu tine. Mesajul lor:`,
    answer: 'Deschide cererea ca să o accepți sau să o refuzi:',
    privacy: 'Până când accepți, angajatorul nu îți vede numele și datele de contact.',
  },
};

export interface ResumeContactMailInput {
  /** The employer's client (company) name. */
  clientName: string;
  boardName: string;
  /** The employer's introduction, as they typed it (plain text). */
  introduction: string;
  /**
   * The request's token link: the board's account page on its contact requests tab, which opens
   * the request to be answered (contact-request-link.ts).
   */
  link: URL;
}

/**
 * The subject, plain text and HTML of the mail to a candidate whose resume an employer ordered,
 * in `locale`. The introduction is the employer's plain text: in the HTML it is escaped (never
 * markup) and keeps its line breaks.
 */
export function resumeContactMail(
  locale: string,
  input: ResumeContactMailInput,
): { subject: string; text: string; html: string } {
  const texts = TEXTS[locale] ?? (TEXTS['en-US'] as ContactMailTexts);
  // A company name is one line in a subject: line breaks or control characters never reach it.
  const client = input.clientName.replace(/\p{Cc}+/gu, ' ').trim();
  const found = texts.found(client, input.boardName);
  return {
    subject: texts.subject(client),
    text: [
      found,
      '',
      input.introduction,
      '',
      texts.answer,
      input.link.href,
      '',
      texts.privacy,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(found)}</p>`,
      `<blockquote style="white-space: pre-wrap">${escapeHtml(input.introduction)}</blockquote>`,
      `<p>${escapeHtml(texts.answer)}<br><a href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.href)}</a></p>`,
      `<p>${escapeHtml(texts.privacy)}</p>`,
    ].join('\n'),
  };
}
