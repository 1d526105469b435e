import {
  array,
  boolean,
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
import { ACCOUNT_TABS } from '../rules/account-tabs';
import { JOB_DATE_FORMATS } from '../rules/job-date-format';
import { CookieScript } from './cookie-consent';
import {
  CSS_COLOR_PATTERN,
  LOCALE_CODE_PATTERN,
  SITE_SETTING_LIMITS,
  type SiteSettingKey,
  siteSettingDefault,
  USER_TYPES,
} from './site-settings-fields';

const CssColor = pattern(string(), CSS_COLOR_PATTERN);
const LocaleCode = pattern(string(), LOCALE_CODE_PATTERN);
const [themeMin, themeMax] = SITE_SETTING_LIMITS.theme;
const [languagesMin, languagesMax] = SITE_SETTING_LIMITS.supportedLanguages;
const [widthMin, widthMax] = SITE_SETTING_LIMITS.containedMaxWidth;

/** The default of `key`, fresh on each use (site-settings-fields.ts holds the defaults). */
const fallback =
  (key: string): (() => unknown) =>
  () =>
    siteSettingDefault(key as SiteSettingKey);

const localizedText = (key: string) => defaulted(record(string(), string()), fallback(key));
const emptyText = (key: string) => defaulted(string(), fallback(key));

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
  favicon: emptyText('favicon'),
  /** Image URL for social previews. @default '' */
  seoImage: emptyText('seoImage'),
  /** @default '#1d4ed8' */
  primaryColor: defaulted(CssColor, fallback('primaryColor')),
  /** Replaces the primary colour while an employer is logged in. @default '#0f766e' */
  primaryEmployerColor: defaulted(CssColor, fallback('primaryEmployerColor')),
  /** @default '#f59e0b' */
  secondaryColor: defaulted(CssColor, fallback('secondaryColor')),
  /** A web font id (see `WEB_FONTS`). @default 'sans-serif' */
  fontFamily: defaulted(string(), fallback('fontFamily')),
  /** Maximum width of contained content, in px. @default 1200 */
  containedMaxWidth: defaulted(size(integer(), widthMin, widthMax), fallback('containedMaxWidth')),
  /** Shows the cookie consent bar. @default true */
  cookieBar: defaulted(boolean(), fallback('cookieBar')),
  /** @default 'classic' */
  theme: defaulted(size(string(), themeMin, themeMax), fallback('theme')),
  /** @default [] */
  tagStyles: defaulted(array(TagStyle), fallback('tagStyles')),
  /** @default [] */
  defaultImages: defaulted(array(DefaultImage), fallback('defaultImages')),
  /** Hides the organisation of jobs from guests. @default false */
  anonymizeJobs: defaulted(boolean(), fallback('anonymizeJobs')),
  /** @default false */
  hideJobDates: defaulted(boolean(), fallback('hideJobDates')),
  /** @default false */
  hideJobDescription: defaulted(boolean(), fallback('hideJobDescription')),
  /** Favourites also need `allowCandidate`. @default true */
  enableFavourites: defaulted(boolean(), fallback('enableFavourites')),
  /** The language switcher shows locale names instead of flags. @default false */
  flagsToText: defaulted(boolean(), fallback('flagsToText')),
  /** The job board whose jobs the site shows; null until chosen. @default null */
  jobBoardId: defaulted(nullable(integer()), fallback('jobBoardId')),
  /** The role tab the login and register pages open on. @default 'candidate' */
  defaultUserType: defaulted(enums(USER_TYPES), fallback('defaultUserType')),
  /** Employers may sign up. @default true */
  allowEmployer: defaulted(boolean(), fallback('allowEmployer')),
  /** Candidates may sign up. @default true */
  allowCandidate: defaulted(boolean(), fallback('allowCandidate')),
  /** The login page offers the candidate tab. @default true */
  candidateLoginEnabled: defaulted(boolean(), fallback('candidateLoginEnabled')),
  /** The login page offers the employer tab. @default true */
  employerLoginEnabled: defaulted(boolean(), fallback('employerLoginEnabled')),
  /** Candidate account tabs the admin hid (edit-profile cannot be hidden). @default [] */
  hiddenCandidateTabs: defaulted(
    array(enums(ACCOUNT_TABS.candidate)),
    fallback('hiddenCandidateTabs'),
  ),
  /** Employer account tabs the admin hid (edit-profile and manage-jobs cannot be hidden). @default [] */
  hiddenEmployerTabs: defaulted(
    array(enums(ACCOUNT_TABS.employer)),
    fallback('hiddenEmployerTabs'),
  ),
  /** Per locale, message id -> text; overrides the built-in catalogues. @default {} */
  customTranslations: defaulted(
    record(string(), record(string(), string())),
    fallback('customTranslations'),
  ),
  /** @default ['nl', 'en-US', 'ro'] */
  supportedLanguages: defaulted(
    size(array(LocaleCode), languagesMin, languagesMax),
    fallback('supportedLanguages'),
  ),
  /** Must be one of `supportedLanguages`. @default 'nl' */
  defaultLanguage: defaulted(LocaleCode, fallback('defaultLanguage')),
  /** @default 'MM/dd/yyyy' */
  jobDateFormat: defaulted(enums(JOB_DATE_FORMATS), fallback('jobDateFormat')),
  /** Gates the whole site behind `password`. @default false */
  passwordEnabled: defaulted(boolean(), fallback('passwordEnabled')),
  /** @default '' */
  password: emptyText('password'),
  /** Google Tag Manager container id. @default '' */
  tagManagerKey: emptyText('tagManagerKey'),
  /** Universal Analytics property id. @default '' */
  analyticsKey: emptyText('analyticsKey'),
  /** Google Analytics 4 measurement id. @default '' */
  analytics4Key: emptyText('analytics4Key'),
  /** Content of the domain verification meta tag (Meta/Facebook). @default '' */
  domainVerification: emptyText('domainVerification'),
  /** Content of the site verification meta tag (Google Search Console). @default '' */
  siteVerification: emptyText('siteVerification'),
  /** Google Ads account (conversion) id. @default '' */
  googleAdsId: emptyText('googleAdsId'),
  /** Meta (Facebook) pixel id. @default '' */
  metaPixelId: emptyText('metaPixelId'),
  /** LinkedIn Insight partner id. @default '' */
  linkedInPartnerId: emptyText('linkedInPartnerId'),
  /** @default [] */
  cookieScripts: defaulted(array(CookieScript), fallback('cookieScripts')),
  /** @default {} */
  copyrightText: localizedText('copyrightText'),
  /** @default {} */
  favouriteBenefitsText: localizedText('favouriteBenefitsText'),
  /** @default {} */
  privacyText: localizedText('privacyText'),
  /** @default {} */
  termsTextEmployer: localizedText('termsTextEmployer'),
  /** @default {} */
  termsTextCandidate: localizedText('termsTextCandidate'),
  /** @default {} */
  cookieTextSmall: localizedText('cookieTextSmall'),
  /** @default {} */
  cookieTextLarge: localizedText('cookieTextLarge'),
};

export const DEFAULT_LANGUAGE_ERROR =
  'The default language must be one of the supported languages.';

/**
 * The typed view of a site's settings, for validation with the failing path (the editor, the
 * server). Every field has a default: `create(partial, SiteSettings)` fills the missing ones. The
 * board runtime reads settings with `siteSettingsFromItems`, which needs no superstruct.
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
