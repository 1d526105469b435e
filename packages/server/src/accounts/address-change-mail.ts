import { type LinkMailTexts, linkMail } from './link-mail';

/**
 * The mail to an account's changed address, in the board's languages (spec: nl, en-US, ro): the
 * activation link of the registration's mail (activation-mail.ts), the same token kind and week,
 * but saying the address changed rather than welcoming a new account. Any other locale gets the
 * English one.
 */
const TEXTS: Record<string, LinkMailTexts> = {
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres',
    intro: (board) => `Het e-mailadres van je account bij ${board} is gewijzigd.`,
    open: 'Open deze link binnen 7 dagen om je nieuwe e-mailadres te bevestigen (log eerst in als daarom wordt gevraagd):',
    ignore: 'Heb je je e-mailadres niet gewijzigd? Negeer deze mail dan.',
  },
  'en-US': {
    subject: 'Confirm your new e-mail address',
    intro: (board) => `The e-mail address of your account on ${board} has been changed.`,
    open: 'Open this link within 7 days to confirm your new e-mail address (log in first if you are asked to):',
    ignore: 'If you did not change your e-mail address, ignore this mail.',
  },
  ro: {
    subject: 'Confirmă noua adresă de e-mail',
    intro: (board) => `Adresa de e-mail a contului tău pe ${board} a fost schimbată.`,
    open: 'Deschide acest link în decurs de 7 zile pentru a confirma noua adresă de e-mail (autentifică-te mai întâi dacă ți se cere):',
    ignore: 'Dacă nu ți-ai schimbat adresa de e-mail, ignoră acest e-mail.',
  },
};

/** The subject and plain text of the changed address's mail for `link`, in `locale`. */
export function addressChangeMail(
  locale: string,
  boardName: string,
  link: URL,
): { subject: string; text: string } {
  return linkMail(TEXTS, locale, boardName, link);
}
