import { type LinkMailTexts, linkMail } from './link-mail';

/**
 * The reset mail in the board's languages (spec: nl, en-US, ro), written in the locale the link
 * opens the password-change page in; any other locale gets the English one.
 */
const TEXTS: Record<string, LinkMailTexts> = {
  nl: {
    subject: 'Stel je wachtwoord opnieuw in',
    intro: (board) =>
      `Iemand heeft gevraagd het wachtwoord van je account op ${board} opnieuw in te stellen.`,
    open: 'Open deze link binnen 1 uur om een nieuw wachtwoord te kiezen:',
    ignore: 'Heb je dit niet gevraagd? Negeer deze mail dan: je wachtwoord blijft zoals het is.',
  },
  'en-US': {
    subject: 'Reset your password',
    intro: (board) => `Someone asked to reset the password of your account on ${board}.`,
    open: 'Open this link within 1 hour to choose a new password:',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  ro: {
    subject: 'Resetează-ți parola',
    intro: (board) => `Cineva a cerut resetarea parolei contului tău pe ${board}.`,
    open: 'Deschide acest link în decurs de 1 oră pentru a alege o parolă nouă:',
    ignore: 'Dacă nu ai cerut acest lucru, ignoră acest e-mail: parola ta rămâne aceeași.',
  },
};

/** The subject and plain text of the reset mail for `link`, in `locale`. */
export function resetMail(
  locale: string,
  boardName: string,
  link: URL,
): { subject: string; text: string } {
  return linkMail(TEXTS, locale, boardName, link);
}
