import { type LinkMailTexts, linkMail } from './link-mail';

/**
 * The activation mail in the board's languages (spec: nl, en-US, ro), written in the locale the
 * link opens the account page in, as the reset mail (reset-mail.ts) is; any other locale gets the
 * English one. The account page needs a login, so the mail says a login may come first.
 */
const TEXTS: Record<string, LinkMailTexts> = {
  nl: {
    subject: 'Activeer je account',
    intro: (board) => `Welkom bij ${board}! Je account is aangemaakt.`,
    open: 'Open deze link binnen 7 dagen om je account te activeren (log eerst in als daarom wordt gevraagd):',
    ignore: 'Heb je geen account aangemaakt? Negeer deze mail dan.',
  },
  'en-US': {
    subject: 'Activate your account',
    intro: (board) => `Welcome to ${board}! Your account has been created.`,
    open: 'Open this link within 7 days to activate your account (log in first if you are asked to):',
    ignore: 'If you did not create an account, ignore this mail.',
  },
  ro: {
    subject: 'Activează-ți contul',
    intro: (board) => `Bine ai venit pe ${board}! Contul tău a fost creat.`,
    open: 'Deschide acest link în decurs de 7 zile pentru a-ți activa contul (autentifică-te mai întâi dacă ți se cere):',
    ignore: 'Dacă nu ai creat un cont, ignoră acest e-mail.',
  },
};

/** The subject and plain text of the activation mail for `link`, in `locale`. */
export function activationMail(
  locale: string,
  boardName: string,
  link: URL,
): { subject: string; text: string } {
  return linkMail(TEXTS, locale, boardName, link);
}
