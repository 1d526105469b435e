import { type LinkMailTexts, linkMail } from '../accounts/link-mail';

/** How long an invitation's set-password link works: a week, as an activation link does. */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type CompanyTexts = (company: string) => LinkMailTexts;

/**
 * The mail to a new address invited to a company (`POST /client/users`): an employer account was
 * made for it, with no password until the link (the password-change page) sets one. In the
 * board's languages (spec: nl, en-US, ro), written in the locale the link opens the page in.
 */
const INVITED: Record<string, CompanyTexts> = {
  nl: (company) => ({
    subject: `Je bent uitgenodigd voor ${company}`,
    intro: (board) =>
      `Je bent uitgenodigd om ${company} te beheren op ${board}. Er is een werkgeversaccount voor je aangemaakt.`,
    open: 'Open deze link binnen 7 dagen om je wachtwoord te kiezen en in te loggen:',
    ignore: 'Verwachtte je deze uitnodiging niet? Negeer deze mail dan.',
  }),
  'en-US': (company) => ({
    subject: `You are invited to ${company}`,
    intro: (board) =>
      `You have been invited to manage ${company} on ${board}. An employer account has been created for you.`,
    open: 'Open this link within 7 days to choose your password and log in:',
    ignore: 'If you did not expect this invitation, ignore this mail.',
  }),
  ro: (company) => ({
    subject: `Ai fost invitat la ${company}`,
    intro: (board) =>
      `Ai fost invitat să administrezi ${company} pe ${board}. Ți-a fost creat un cont de angajator.`,
    open: 'Deschide acest link în decurs de 7 zile pentru a-ți alege parola și a te autentifica:',
    ignore: 'Dacă nu te așteptai la această invitație, ignoră acest e-mail.',
  }),
};

/** The mail to an employer account of the site that was added to a company. */
const ADDED: Record<string, CompanyTexts> = {
  nl: (company) => ({
    subject: `Je bent toegevoegd aan ${company}`,
    intro: (board) => `Je bent toegevoegd aan ${company} op ${board}.`,
    open: 'Log in en schakel op het tabblad Bedrijf over naar het bedrijf om ervoor te werken:',
    ignore: 'Verwachtte je dit niet? Neem dan contact op met het bedrijf.',
  }),
  'en-US': (company) => ({
    subject: `You have been added to ${company}`,
    intro: (board) => `You have been added to ${company} on ${board}.`,
    open: 'Log in and switch to the company on the Company tab to work for it:',
    ignore: 'If you did not expect this, contact the company.',
  }),
  ro: (company) => ({
    subject: `Ai fost adăugat la ${company}`,
    intro: (board) => `Ai fost adăugat la ${company} pe ${board}.`,
    open: 'Autentifică-te și comută la companie din fila Companie pentru a lucra pentru ea:',
    ignore: 'Dacă nu te așteptai la asta, contactează compania.',
  }),
};

/** The subject and plain text of an invitation, in `locale` (English for any other). */
export function inviteMail(
  kind: 'invited' | 'added',
  locale: string,
  boardName: string,
  company: string,
  link: URL,
): { subject: string; text: string } {
  const table = kind === 'invited' ? INVITED : ADDED;
  const texts = table[locale] ?? (table['en-US'] as CompanyTexts);
  return linkMail({ [locale]: texts(company) }, locale, boardName, link);
}
