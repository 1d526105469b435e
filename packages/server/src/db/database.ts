import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';

/** Columns written as JSON text and read back parsed. */
type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface SitesTable {
  id: Generated<number>;
  name: string;
  status: Generated<string>;
  password_enabled: Generated<boolean>;
  password_hash: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SiteSettingsTable {
  id: Generated<number>;
  site_id: number;
  key: string;
  value: Json<unknown>;
  version: Generated<number>;
  published: Generated<boolean>;
}

export interface HostsTable {
  id: Generated<number>;
  site_id: number;
  host: string;
  api_url: string | null;
}

export interface JobBoardPlaceholder {
  key: string;
  value: string;
  name: string;
}

export interface JobBoardLanguage {
  locale: string;
  flag: string;
}

export interface JobBoardsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  placeholders: Json<JobBoardPlaceholder[]>;
  /** The `settings` of the site config: app_currency, app_use_imperial_system, ... */
  settings: Json<Record<string, unknown>>;
  languages: Json<JobBoardLanguage[]>;
  search_countries: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
}

export interface PagesTable {
  id: Generated<number>;
  site_id: number;
  key: string;
  path: string;
  order: Generated<number>;
  created_at: CreatedAt;
}

export interface PageSettingsTable {
  id: Generated<number>;
  page_id: number;
  locale: string;
  settings: Json<{ page_label: string; page_title: string; page_description: string }>;
  version: Generated<number>;
}

export interface BlocksTable {
  id: Generated<number>;
  site_id: number;
  page_id: number | null;
  key: string;
  name: string;
  order: Generated<number>;
  is_global: Generated<boolean>;
  is_preset: Generated<boolean>;
  custom_styles: string | null;
  block_group: string | null;
  icon: string | null;
}

export interface BlockSettingsTable {
  id: Generated<number>;
  block_id: number;
  locale: string;
  settings: Json<Record<string, unknown>>;
  version: Generated<number>;
  is_global: Generated<boolean>;
  created_at: CreatedAt;
}

export type LocalizedNames = Record<string, string>;

export interface SegmentGroupsTable {
  id: Generated<number>;
  job_board_id: number;
  key: string;
  names: Json<LocalizedNames>;
  order: Generated<number>;
  jobs: Generated<boolean>;
  candidates: Generated<boolean>;
  organisations: Generated<boolean>;
}

export interface SegmentsTable {
  id: Generated<number>;
  segments_group_id: number;
  key: string;
  names: Json<LocalizedNames>;
  order: Generated<number>;
  jobs: Generated<boolean>;
  candidates: Generated<boolean>;
  organisations: Generated<boolean>;
}

export interface NewslettersTable {
  id: Generated<number>;
  job_board_id: number;
  key: string;
  names: Json<LocalizedNames>;
}

export interface CountriesTable {
  code: string;
  name: string;
  dial_code: string;
  priority: Generated<number>;
  area_codes: ColumnType<string[], string[] | undefined, string[]>;
}

export interface ThirdPartiesTable {
  id: Generated<number>;
  site_id: number;
  implementation: string;
  enabled: Generated<boolean>;
  public_information: Json<Record<string, unknown>>;
  secret: Json<Record<string, unknown> | null> | null;
}

export interface PaymentTypesTable {
  id: Generated<number>;
  job_board_id: number;
  name: string;
  /** The name per locale; `name` answers a locale without one (migration 010). */
  names: ColumnType<LocalizedNames, string | undefined, string>;
  third_party: string;
  active: Generated<boolean>;
}

export interface OrganisationsTable {
  id: Generated<number>;
  job_board_id: number;
  client_id: number | null;
  slug: string;
  name: string;
  logo: string | null;
  header: string | null;
  slogan: string | null;
  company_size: string | null;
  company_type: string | null;
  location_hq: string | null;
  text_about: string | null;
  active: Generated<boolean>;
  email: string | null;
  premium: Generated<boolean>;
  featured: Generated<boolean>;
  segment_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_at: CreatedAt;
}

export interface OrganisationInfoItemsTable {
  id: Generated<number>;
  organisation_id: number;
  type: string;
  value: string;
  order: Generated<number>;
  social_type: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  /** The name per locale; `name` answers a locale without one (migration 010). */
  names: ColumnType<LocalizedNames, string | undefined, string>;
  price: number;
  active: Generated<boolean>;
  product_type: string;
  purchase_url: string | null;
  benefits: Json<{ lang: string; text: string }[]>;
  duration: number | null;
  discount: number | null;
  full_price: number | null;
  created_at: CreatedAt;
}

export interface ProductJobBoardsTable {
  id: Generated<number>;
  product_id: number;
  job_board_id: number;
  order: Generated<number>;
}

export interface JobsTable {
  id: Generated<number>;
  uuid: string;
  job_board_id: number;
  organisation_id: number | null;
  client_id: number | null;
  product_id: number | null;
  status: Generated<string>;
  locale: Generated<string>;
  slug: string;
  title: string;
  description: string | null;
  organisation_name: string | null;
  logo: string | null;
  from_at: Timestamp | null;
  till_at: Timestamp | null;
  text_type: Generated<string>;
  text_own: string | null;
  text_platform: Json<Record<string, string | null> | null> | null;
  remote: Generated<boolean>;
  country_code: string | null;
  location_name: string | null;
  city: string | null;
  postal_code: string | null;
  lat: number | null;
  lon: number | null;
  location_type: Generated<string>;
  apply_url: string | null;
  apply_email: string | null;
  external_reference: string | null;
  recruiter_name: string | null;
  recruiter_phone: string | null;
  recruiter_email: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_type: string | null;
  salary_year: number | null;
  hours_min: number | null;
  hours_max: number | null;
  segment_ids: ColumnType<number[], number[] | undefined, number[]>;
  custom_fields: Json<Record<string, unknown> | null> | null;
  premium: Generated<boolean>;
  featured: Generated<boolean>;
  show_logo: Generated<boolean>;
  boost_factor: Generated<number>;
  upsells: ColumnType<string[], string[] | undefined, string[]>;
  /**
   * The latest end of the job's bought up-sells (`job_upsells`), null when it has none; stored
   * as 'infinity' for a product without a duration, which reads as the number `Infinity`.
   */
  upsold_till: ColumnType<
    Date | number | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /**
   * The client's slot order (a bought `slot` product) the job is in, null when in none; a unique
   * index keeps one job per slot (`PUT /jobs/{id}/slot` of the employer API).
   */
  slot_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  search_vector: ColumnType<string, never, never>;
  /** `search_vector` without the organisation's name: a guest's search of an anonymizing site. */
  anonymous_search_vector: ColumnType<string, never, never>;
  title_vector: ColumnType<string, never, never>;
}

export interface ArticlesTable {
  id: Generated<number>;
  job_board_id: number;
  type: Generated<string>;
  locale: string;
  active: Generated<boolean>;
  slug: string;
  title: string;
  description: string | null;
  text: string | null;
  thumbnail: string | null;
  image: string | null;
  created_at: CreatedAt;
}

export interface LandingPagesTable {
  id: Generated<number>;
  job_board_id: number;
  locale: string;
  slug: string;
  title: string;
  description: string | null;
  query: Json<Record<string, unknown>>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface RedirectsTable {
  id: Generated<number>;
  job_board_id: number;
  source: string;
  target: string;
  status: Generated<number>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  job_board_id: number;
  email_to: string | null;
  fields: Json<Record<string, string>>;
  created_at: CreatedAt;
}

export interface SiteTokensTable {
  id: Generated<number>;
  site_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export type Role = 'candidate' | 'employer' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  uuid: string;
  site_id: number;
  role: Role;
  email: string;
  password_hash: string | null;
  salutation: string | null;
  given_name: string | null;
  family_name: string | null;
  phone: string | null;
  phone_country: string | null;
  newsletters: Json<string[]>;
  verified_at: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  role: Role;
  kind: Generated<'access' | 'verify' | 'reset'>;
  token_hash: string;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ClientsTable {
  id: Generated<number>;
  uuid: string;
  job_board_id: number;
  name: string;
  email: string | null;
  invoice_email: string | null;
  vat_number: string | null;
  credits: Generated<number>;
  created_at: CreatedAt;
}

/**
 * A user's membership of a client (an employer's company): `id` is the employer API's "client
 * user" id, `is_current` the one client the user acts for (at most one per user).
 */
export interface ClientUsersTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  is_owner: Generated<boolean>;
  is_current: Generated<boolean>;
}

export interface FavouritesTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  job_id: number | null;
  organisation_id: number | null;
  created_at: CreatedAt;
}

export interface FilesTable {
  id: Generated<number>;
  upload_id: string;
  token: string;
  user_id: number | null;
  client_id: number | null;
  kind: string;
  public: Generated<boolean>;
  filename: string;
  mime: string;
  size: number;
  created_at: CreatedAt;
}

export interface ResumesTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  file_id: number | null;
  country: string | null;
  city: string | null;
  postal_code: string | null;
  lat: number | null;
  lon: number | null;
  travel_distance: number | null;
  open_to_relocate: Generated<boolean>;
  position: string | null;
  info: string | null;
  salary_type: string | null;
  salary_min: number | null;
  phone_number: string | null;
  status: Generated<string>;
  segment_ids: ColumnType<number[], number[] | undefined, number[]>;
  education: Json<unknown[]>;
  employer_history: Json<unknown[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ResumeContactsTable {
  id: Generated<number>;
  resume_id: number;
  client_id: number;
  introduction: string | null;
  status: Generated<string>;
  token: string;
  created_at: CreatedAt;
}

export interface JobAlertsTable {
  id: Generated<number>;
  uuid: string;
  user_id: number | null;
  email: string;
  job_board_id: number;
  search: string | null;
  frequency: 'direct' | 'daily' | 'weekly' | 'monthly';
  city: string | null;
  lat: number | null;
  lon: number | null;
  range: number | null;
  segment_ids: ColumnType<number[], number[] | undefined, number[]>;
  active: Generated<boolean>;
  last_sent_at: Timestamp | null;
  /** The language the alert was made in, its mails' (null: the site's default). */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a run of the alert mails last tried it (null: never). */
  tried_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface ApplicationsTable {
  id: Generated<number>;
  uuid: string;
  job_id: number;
  job_board_id: number;
  user_id: number | null;
  email: string;
  salutation: string | null;
  given_name: string;
  family_name: string;
  motivation_text: string | null;
  phone: string | null;
  phone_country: Generated<string>;
  /** Null when the applicant sent no CV (hideResume). */
  cv_token: string | null;
  motivation_token: string;
  newsletters: Json<unknown[]>;
  status: Generated<string>;
  created_at: CreatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  uuid: string;
  job_board_id: number;
  client_id: number | null;
  user_id: number | null;
  product_job_board_id: number;
  organisation_id: number | null;
  payment_type_id: number | null;
  po_number: string | null;
  email: string | null;
  amount: number;
  status: Generated<string>;
  payment_reference: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
}

interface ContactFlags {
  id: Generated<number>;
  user_id: number | null;
  client_id: number | null;
  label: string | null;
  is_primary: Generated<boolean>;
  is_delivery: Generated<boolean>;
  is_financial: Generated<boolean>;
}

export interface AddressesTable extends ContactFlags {
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  postal_code: string | null;
  country_code: string;
}

export interface PhonesTable extends ContactFlags {
  country_code: string;
  phone: string;
}

/** An up-sell bought for a job: the order, the product and its end (null: no end). */
export interface JobUpsellsTable {
  id: Generated<number>;
  job_id: number;
  order_id: number;
  product_id: number;
  created_at: CreatedAt;
  till: Timestamp | null;
}

/**
 * A candidate (resume) an employer's client introduced to one of its jobs, once per job and
 * resume, with the user who did (null once that account is gone) and their optional message.
 */
export interface JobIntroductionsTable {
  id: Generated<number>;
  job_id: number;
  resume_id: number;
  client_id: number;
  user_id: number | null;
  message: string | null;
  created_at: CreatedAt;
}

export interface ApiTokensTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  token_hash: string;
  active: Generated<boolean>;
  last_used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Every table of the server, as Kysely sees it. */
export interface Database {
  sites: SitesTable;
  site_settings: SiteSettingsTable;
  hosts: HostsTable;
  job_boards: JobBoardsTable;
  pages: PagesTable;
  page_settings: PageSettingsTable;
  blocks: BlocksTable;
  block_settings: BlockSettingsTable;
  segment_groups: SegmentGroupsTable;
  segments: SegmentsTable;
  newsletters: NewslettersTable;
  countries: CountriesTable;
  third_parties: ThirdPartiesTable;
  payment_types: PaymentTypesTable;
  organisations: OrganisationsTable;
  organisation_info_items: OrganisationInfoItemsTable;
  products: ProductsTable;
  product_job_boards: ProductJobBoardsTable;
  jobs: JobsTable;
  articles: ArticlesTable;
  landing_pages: LandingPagesTable;
  redirects: RedirectsTable;
  contact_messages: ContactMessagesTable;
  site_tokens: SiteTokensTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  clients: ClientsTable;
  client_users: ClientUsersTable;
  favourites: FavouritesTable;
  files: FilesTable;
  resumes: ResumesTable;
  resume_contacts: ResumeContactsTable;
  job_alerts: JobAlertsTable;
  applications: ApplicationsTable;
  orders: OrdersTable;
  job_upsells: JobUpsellsTable;
  job_introductions: JobIntroductionsTable;
  addresses: AddressesTable;
  phones: PhonesTable;
  api_tokens: ApiTokensTable;
}

export type Db = Kysely<Database>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type OrganisationRow = Selectable<OrganisationsTable>;
