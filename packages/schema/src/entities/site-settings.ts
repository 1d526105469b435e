import {
  array,
  boolean,
  create,
  defaulted,
  enums,
  type Infer,
  integer,
  nullable,
  object,
  pattern,
  record,
  refine,
  size,
  string,
} from 'superstruct';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../locale';
import { ACCOUNT_TABS } from '../rules/account-tabs';
import { DEFAULT_JOB_DATE_FORMAT, JOB_DATE_FORMATS } from '../rules/job-date-format';
import { DEFAULT_WEB_FONT } from '../rules/web-fonts';
import { CookieScript } from './cookie-consent';

/** The role a login or register page opens on. */
export const USER_TYPES = ['candidate', 'employer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * A CSS colour: hex, rgb()/hsl() or a named colour. Strict because the value lands in CSS custom
 * properties, where anything else could break out of the declaration.
 */
const CssColor = pattern(
  string(),
  /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-zA-Z]{3,30})$/,
);

/** A locale code as configured, e.g. `nl` or `en-US`. */
const LocaleCode = pattern(string(), /^[a-z]{2,3}(-[A-Z]{2})?$/);

const localizedText = defaulted(record(string(), string()), () => ({}));
const emptyText = defaulted(string(), '');

/** A colour pair for the tags (segment labels) of a segment group or kind. */
export const TagStyle = object({
  name: string(),
  textColor: CssColor,
  backgroundColor: CssColor,
});
export type TagStyle = Infer<typeof TagStyle>;

/** An image used where content has none (a job without logo, an article without image, ...). */
export const DefaultImage = object({
  name: string(),
  imageSrc: string(),
});
export type DefaultImage = Infer<typeof DefaultImage>;

const siteSettingFields = {
  /** Image URL; the editor converts uploads to 32x32. @default '' */
  favicon: emptyText,
  /** Image URL for social previews. @default '' */
  seoImage: emptyText,
  /** @default '#1d4ed8' */
  primaryColor: defaulted(CssColor, '#1d4ed8'),
  /** Replaces the primary colour while an employer is logged in. @default '#0f766e' */
  primaryEmployerColor: defaulted(CssColor, '#0f766e'),
  /** @default '#f59e0b' */
  secondaryColor: defaulted(CssColor, '#f59e0b'),
  /** A web font id (see `WEB_FONTS`). @default 'sans-serif' */
  fontFamily: defaulted(string(), DEFAULT_WEB_FONT),
  /** Maximum width of contained content, in px. @default 1200 */
  containedMaxWidth: defaulted(size(integer(), 320, 3840), 1200),
  /** Shows the cookie consent bar. @default true */
  cookieBar: defaulted(boolean(), true),
  /** @default 'classic' */
  theme: defaulted(size(string(), 1, 50), 'classic'),
  /** @default [] */
  tagStyles: defaulted(array(TagStyle), () => []),
  /** @default [] */
  defaultImages: defaulted(array(DefaultImage), () => []),
  /** Hides the organisation of jobs from guests. @default false */
  anonymizeJobs: defaulted(boolean(), false),
  /** @default false */
  hideJobDates: defaulted(boolean(), false),
  /** @default false */
  hideJobDescription: defaulted(boolean(), false),
  /** Favourites also need `allowCandidate`. @default true */
  enableFavourites: defaulted(boolean(), true),
  /** The language switcher shows locale names instead of flags. @default false */
  flagsToText: defaulted(boolean(), false),
  /** The job board whose jobs the site shows; null until chosen. @default null */
  jobBoardId: defaulted(nullable(integer()), null),
  /** The role tab the login and register pages open on. @default 'candidate' */
  defaultUserType: defaulted(enums(USER_TYPES), 'candidate'),
  /** Employers may sign up. @default true */
  allowEmployer: defaulted(boolean(), true),
  /** Candidates may sign up. @default true */
  allowCandidate: defaulted(boolean(), true),
  /** The login page offers the candidate tab. @default true */
  candidateLoginEnabled: defaulted(boolean(), true),
  /** The login page offers the employer tab. @default true */
  employerLoginEnabled: defaulted(boolean(), true),
  /** Candidate account tabs the admin hid (edit-profile cannot be hidden). @default [] */
  hiddenCandidateTabs: defaulted(array(enums(ACCOUNT_TABS.candidate)), () => []),
  /** Employer account tabs the admin hid (edit-profile and manage-jobs cannot be hidden). @default [] */
  hiddenEmployerTabs: defaulted(array(enums(ACCOUNT_TABS.employer)), () => []),
  /** Per locale, message id -> text; overrides the built-in catalogues. @default {} */
  customTranslations: defaulted(record(string(), record(string(), string())), () => ({})),
  /** @default ['nl', 'en-US', 'ro'] */
  supportedLanguages: defaulted(size(array(LocaleCode), 1, 50), () => [...SUPPORTED_LOCALES]),
  /** Must be one of `supportedLanguages`. @default 'nl' */
  defaultLanguage: defaulted(LocaleCode, DEFAULT_LOCALE),
  /** @default 'MM/dd/yyyy' */
  jobDateFormat: defaulted(enums(JOB_DATE_FORMATS), DEFAULT_JOB_DATE_FORMAT),
  /** Gates the whole site behind `password`. @default false */
  passwordEnabled: defaulted(boolean(), false),
  /** @default '' */
  password: emptyText,
  /** Google Tag Manager container id. @default '' */
  tagManagerKey: emptyText,
  /** Universal Analytics property id. @default '' */
  analyticsKey: emptyText,
  /** Google Analytics 4 measurement id. @default '' */
  analytics4Key: emptyText,
  /** Content of the domain verification meta tag (Meta/Facebook). @default '' */
  domainVerification: emptyText,
  /** Content of the site verification meta tag (Google Search Console). @default '' */
  siteVerification: emptyText,
  /** Google Ads account (conversion) id. @default '' */
  googleAdsId: emptyText,
  /** Meta (Facebook) pixel id. @default '' */
  metaPixelId: emptyText,
  /** LinkedIn Insight partner id. @default '' */
  linkedInPartnerId: emptyText,
  /** @default [] */
  cookieScripts: defaulted(array(CookieScript), () => []),
  /** @default {} */
  copyrightText: localizedText,
  /** @default {} */
  favouriteBenefitsText: localizedText,
  /** @default {} */
  privacyText: localizedText,
  /** @default {} */
  termsTextEmployer: localizedText,
  /** @default {} */
  termsTextCandidate: localizedText,
  /** @default {} */
  cookieTextSmall: localizedText,
  /** @default {} */
  cookieTextLarge: localizedText,
};

export const DEFAULT_LANGUAGE_ERROR =
  'The default language must be one of the supported languages.';

/**
 * The typed view of a site's settings. Every field has a default: `create(partial, SiteSettings)`
 * fills the missing ones.
 */
export const SiteSettings = refine(
  object(siteSettingFields),
  'defaultLanguage',
  (settings, context) =>
    settings.supportedLanguages.includes(settings.defaultLanguage) || {
      message: DEFAULT_LANGUAGE_ERROR,
      key: 'defaultLanguage',
      path: [...context.path, 'defaultLanguage'],
    },
);
export type SiteSettings = Infer<typeof SiteSettings>;

export type SiteSettingKey = keyof SiteSettings;

/** The setting keys, in the order `siteSettingsToItems` writes them. */
export const SITE_SETTING_KEYS = Object.keys(siteSettingFields) as SiteSettingKey[];

/** Every setting at its default. Frozen: copy it (or call `create({}, SiteSettings)`) to change it. */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze(
  create({}, SiteSettings),
);
