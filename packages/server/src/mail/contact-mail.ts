import { type ContactForm, siteSettingsFromItems } from '@jobboard/schema';
import type { Db } from '../db/database';

/** The fields of a contact form the mail shows: the form without its recipient. */
export type ContactFields = Omit<ContactForm, 'email_contact_form'>;

/** The contact mail's words in one language. */
interface ContactMailTexts {
  /** The subject when the visitor gave none. */
  subject: (name: string) => string;
  labels: Record<keyof ContactFields, string>;
}

/**
 * The contact mail in the board's languages (spec: nl, en-US, ro), as the reset mail
 * (reset-mail.ts) is written; any other locale gets the English one.
 */
const TEXTS: Record<string, ContactMailTexts> = {
  nl: {
    subject: (name) => `Contactformulier: ${name}`,
    labels: {
      name: 'Naam',
      email: 'E-mail',
      phone: 'Telefoon',
      subject: 'Onderwerp',
      message: 'Bericht',
    },
  },
  'en-US': {
    subject: (name) => `Contact form: ${name}`,
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
    },
  },
  ro: {
    subject: (name) => `Formular de contact: ${name}`,
    labels: {
      name: 'Nume',
      email: 'E-mail',
      phone: 'Telefon',
      subject: 'Subiect',
      message: 'Mesaj',
    },
  },
};

/** The order the fields are listed in; the message comes last, under its label. */
const FIELD_ORDER = ['name', 'email', 'phone', 'subject'] as const;

/**
 * The subject and plain text of a contact form's mail in `locale`: the visitor's subject, else
 * "Contact form: {name}", and each field the visitor filled in under its label.
 */
export function contactMail(
  locale: string,
  fields: ContactFields,
): { subject: string; text: string } {
  const texts = TEXTS[locale] ?? (TEXTS['en-US'] as ContactMailTexts);
  const lines = FIELD_ORDER.flatMap((key) => {
    const value = fields[key];
    return value === undefined ? [] : [`${texts.labels[key]}: ${value}`];
  });
  return {
    subject: fields.subject ?? texts.subject(fields.name),
    text: [
      ...lines,
      ...(fields.message === undefined ? [] : ['', `${texts.labels.message}:`, fields.message]),
    ].join('\n'),
  };
}

/**
 * The language of a site's contact mail: the first of the request's locales (`?locale=`,
 * X-Locale, Accept-Language; see linkRequestOf) the site offers, exactly (any case) or by its
 * language part, else the site's default language.
 */
export async function contactMailLocale(
  db: Db,
  siteId: number,
  wanted: readonly string[],
): Promise<string> {
  const settings = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('site_id', '=', siteId)
    .where('published', '=', true)
    .where('key', 'in', ['defaultLanguage', 'supportedLanguages'])
    .orderBy('version')
    .execute();
  // Later items win in siteSettingsFromItems, so ascending versions leave the newest.
  const { supportedLanguages, defaultLanguage } = siteSettingsFromItems(settings);
  for (const raw of wanted) {
    const code = raw.trim().toLowerCase();
    if (code === '') continue;
    const language = code.split(/[-_]/)[0];
    const match =
      supportedLanguages.find((item) => item.toLowerCase() === code) ??
      supportedLanguages.find((item) => item.toLowerCase().split('-')[0] === language);
    if (match) return match;
  }
  return defaultLanguage;
}
