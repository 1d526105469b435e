/** The words of the mail to an applicant whose application created their candidate account. */
interface AccountMailTexts {
  subject: string;
  created: (boardName: string) => string;
  open: string;
  expired: string;
  ignore: string;
}

/**
 * The mail in the board's languages (spec: nl, en-US, ro), as the reset mail (reset-mail.ts) is
 * written: in the locale the link opens the password-change page in, English for any other.
 */
const TEXTS: Record<string, AccountMailTexts> = {
  nl: {
    subject: 'Kies een wachtwoord voor je kandidaataccount',
    created: (board) => `Je kandidaataccount op ${board} is aangemaakt met je sollicitatie.`,
    open: 'Open deze link binnen 1 uur om je wachtwoord te kiezen:',
    expired:
      'Is de link verlopen? Vraag dan een nieuwe aan met "Wachtwoord vergeten?" op de inlogpagina.',
    ignore: 'Heb je niet gesolliciteerd? Negeer deze mail dan.',
  },
  'en-US': {
    subject: 'Choose a password for your candidate account',
    created: (board) =>
      `Your candidate account on ${board} has been created with your application.`,
    open: 'Open this link within 1 hour to choose your password:',
    expired:
      'Has the link expired? Ask for a new one with "Forgot your password?" on the login page.',
    ignore: 'If you did not apply, ignore this mail.',
  },
  ro: {
    subject: 'Alege o parolă pentru contul tău de candidat',
    created: (board) => `Contul tău de candidat pe ${board} a fost creat odată cu candidatura ta.`,
    open: 'Deschide acest link în decurs de 1 oră pentru a-ți alege parola:',
    expired: 'A expirat linkul? Cere unul nou cu „Ai uitat parola?” pe pagina de autentificare.',
    ignore: 'Dacă nu ai aplicat, ignoră acest e-mail.',
  },
};

/** The subject and plain text of the set-password mail for `link`, in `locale`. */
export function accountCreatedMail(
  locale: string,
  boardName: string,
  link: URL,
): { subject: string; text: string } {
  const texts = TEXTS[locale] ?? (TEXTS['en-US'] as AccountMailTexts);
  return {
    subject: texts.subject,
    text: [
      texts.created(boardName),
      '',
      texts.open,
      link.href,
      '',
      texts.expired,
      '',
      texts.ignore,
    ].join('\n'),
  };
}
