import type { Salutation } from '@jobboard/schema';

/** The words of the mail that brings an application to the job's employer. */
interface ApplicationMailTexts {
  subject: (job: string, applicant: string) => string;
  applied: (applicant: string, job: string, boardName: string) => string;
  /** As the apply form words them. */
  salutations: Record<Salutation, string>;
  salutation: string;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  motivationText: string;
  attached: (withCv: boolean) => string;
}

/**
 * The mail in the board's languages (spec: nl, en-US, ro), as the reset mail (reset-mail.ts) is
 * written: in the job's locale, English for any other.
 */
const TEXTS: Record<string, ApplicationMailTexts> = {
  nl: {
    subject: (job, applicant) => `Sollicitatie op ${job}: ${applicant}`,
    applied: (applicant, job, board) =>
      `${applicant} heeft via ${board} gesolliciteerd op de vacature ${job}.`,
    salutations: { mr: 'Dhr.', miss: 'Mevr.' },
    salutation: 'Aanhef',
    givenName: 'Voornaam',
    familyName: 'Achternaam',
    email: 'E-mail',
    phone: 'Telefoonnummer',
    motivationText: 'Bericht aan de werkgever',
    attached: (withCv) =>
      withCv
        ? 'Het cv en de motivatiebrief zitten als bijlage bij deze mail.'
        : 'De motivatiebrief zit als bijlage bij deze mail.',
  },
  'en-US': {
    subject: (job, applicant) => `Application for ${job}: ${applicant}`,
    applied: (applicant, job, board) => `${applicant} applied for the job ${job} on ${board}.`,
    salutations: { mr: 'Mr.', miss: 'Ms.' },
    salutation: 'Salutation',
    givenName: 'First name',
    familyName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    motivationText: 'Message to the employer',
    attached: (withCv) =>
      withCv
        ? 'The CV and the motivation letter are attached to this mail.'
        : 'The motivation letter is attached to this mail.',
  },
  ro: {
    subject: (job, applicant) => `Candidatură pentru ${job}: ${applicant}`,
    applied: (applicant, job, board) =>
      `${applicant} a aplicat prin ${board} pentru postul ${job}.`,
    salutations: { mr: 'Dl.', miss: 'Dna.' },
    salutation: 'Formulă de adresare',
    givenName: 'Prenume',
    familyName: 'Nume de familie',
    email: 'E-mail',
    phone: 'Număr de telefon',
    motivationText: 'Mesaj pentru angajator',
    attached: (withCv) =>
      withCv
        ? 'CV-ul și scrisoarea de intenție sunt atașate acestui e-mail.'
        : 'Scrisoarea de intenție este atașată acestui e-mail.',
  },
};

/** What the employer is told of an application. */
export interface ApplicationMailDetails {
  jobTitle: string;
  salutation?: Salutation | undefined;
  givenName: string;
  familyName: string;
  email: string;
  phone?: string | undefined;
  /** ISO 3166-1 alpha-2, shown with the phone number. */
  phoneCountry?: string | undefined;
  motivationText?: string | undefined;
  /** Whether a CV is attached (besides the motivation letter, which always is). */
  withCv: boolean;
}

/**
 * The subject and plain text of the mail to the employer of `details.jobTitle` on `boardName`,
 * in `locale` (the job's): who applied, with their salutation, names, email, phone with its
 * country and their message, and which files are attached.
 */
export function applicationMail(
  locale: string,
  boardName: string,
  details: ApplicationMailDetails,
): { subject: string; text: string } {
  const texts = TEXTS[locale] ?? (TEXTS['en-US'] as ApplicationMailTexts);
  const salutation = details.salutation ? texts.salutations[details.salutation] : undefined;
  const applicant = [salutation, details.givenName, details.familyName]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(' ');
  const phone = details.phone?.trim();
  const message = details.motivationText?.trim();
  const fields: [string, string | undefined][] = [
    [texts.salutation, salutation],
    [texts.givenName, details.givenName],
    [texts.familyName, details.familyName],
    [texts.email, details.email],
    [
      texts.phone,
      phone ? (details.phoneCountry ? `${phone} (${details.phoneCountry})` : phone) : undefined,
    ],
  ];
  return {
    subject: texts.subject(details.jobTitle, applicant),
    text: [
      texts.applied(applicant, details.jobTitle, boardName),
      '',
      ...fields.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
      ...(message ? ['', `${texts.motivationText}:`, message] : []),
      '',
      texts.attached(details.withCv),
    ].join('\n'),
  };
}
