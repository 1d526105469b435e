import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Boards, hosts, pages and blocks, segments, organisations, jobs, content and the site gate.
 * Written as plain SQL so the embedded PGlite and a PostgreSQL server run the same statements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table sites (
      id serial primary key,
      name text not null,
      status text not null default 'published',
      password_enabled boolean not null default false,
      password_hash text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    -- Published and draft values of the editor's site settings; the public read takes published.
    create table site_settings (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      key text not null,
      value jsonb,
      version integer not null default 1,
      published boolean not null default true,
      unique (site_id, key, version)
    );

    -- A board host name (the customer's site for embeds, our domain for standalone boards). Its
    -- origins are the CORS origins of the board.
    create table hosts (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      host text not null unique,
      api_url text
    );

    create table job_boards (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      name text not null,
      placeholders jsonb not null default '[]',
      settings jsonb not null default '{}',
      languages jsonb not null default '[]',
      search_countries text[] not null default '{NL}',
      created_at timestamptz not null default now()
    );
    create index job_boards_site on job_boards(site_id);

    create table pages (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      key text not null,
      path text not null,
      "order" integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index pages_site on pages(site_id);

    create table page_settings (
      id serial primary key,
      page_id integer not null references pages(id) on delete cascade,
      locale text not null,
      settings jsonb not null,
      version integer not null default 1,
      unique (page_id, locale, version)
    );

    -- Blocks on pages, global blocks (shared by key) and presets (page_id null, is_preset).
    create table blocks (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      page_id integer references pages(id) on delete cascade,
      key text not null,
      name text not null,
      "order" integer not null default 0,
      is_global boolean not null default false,
      is_preset boolean not null default false,
      custom_styles text,
      block_group text,
      icon text
    );
    create index blocks_page on blocks(page_id);
    create index blocks_site_key on blocks(site_id, key);

    create table block_settings (
      id serial primary key,
      block_id integer not null references blocks(id) on delete cascade,
      locale text not null,
      settings jsonb not null,
      version integer not null default 1,
      is_global boolean not null default false,
      created_at timestamptz not null default now(),
      unique (block_id, locale, version)
    );

    create table segment_groups (
      id serial primary key,
      job_board_id integer not null references job_boards(id) on delete cascade,
      key text not null,
      names jsonb not null,
      "order" integer not null default 0,
      jobs boolean not null default true,
      candidates boolean not null default true,
      organisations boolean not null default true,
      unique (job_board_id, key)
    );

    create table segments (
      id serial primary key,
      segments_group_id integer not null references segment_groups(id) on delete cascade,
      key text not null,
      names jsonb not null,
      "order" integer not null default 0,
      jobs boolean not null default true,
      candidates boolean not null default true,
      organisations boolean not null default true
    );
    create index segments_group on segments(segments_group_id);

    create table newsletters (
      id serial primary key,
      job_board_id integer not null references job_boards(id) on delete cascade,
      key text not null,
      names jsonb not null
    );

    create table countries (
      code text primary key,
      name text not null,
      dial_code text not null,
      priority integer not null default 0,
      area_codes text[] not null default '{}'
    );

    create table third_parties (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      implementation text not null,
      enabled boolean not null default false,
      public_information jsonb not null default '{}',
      secret jsonb
    );

    create table payment_types (
      id serial primary key,
      job_board_id integer not null references job_boards(id) on delete cascade,
      name text not null,
      third_party text not null,
      active boolean not null default true
    );

    create table organisations (
      id serial primary key,
      job_board_id integer not null references job_boards(id) on delete cascade,
      client_id integer,
      slug text not null,
      name text not null,
      logo text,
      header text,
      slogan text,
      company_size text,
      company_type text,
      location_hq text,
      text_about text,
      active boolean not null default true,
      email text,
      premium boolean not null default false,
      featured boolean not null default false,
      segment_ids integer[] not null default '{}',
      created_at timestamptz not null default now(),
      unique (job_board_id, slug)
    );

    create table organisation_info_items (
      id serial primary key,
      organisation_id integer not null references organisations(id) on delete cascade,
      type text not null,
      value text not null,
      "order" integer not null default 0,
      social_type text
    );
    create index organisation_info_items_org on organisation_info_items(organisation_id);

    create table products (
      id serial primary key,
      name text not null,
      price double precision not null,
      active boolean not null default true,
      product_type text not null,
      purchase_url text,
      benefits jsonb not null default '[]',
      duration integer,
      discount double precision,
      full_price double precision,
      created_at timestamptz not null default now()
    );

    -- A product offered on a board; orders name this row (product_job_board_id).
    create table product_job_boards (
      id serial primary key,
      product_id integer not null references products(id) on delete cascade,
      job_board_id integer not null references job_boards(id) on delete cascade,
      "order" integer not null default 0,
      unique (product_id, job_board_id)
    );

    create table jobs (
      id serial primary key,
      uuid uuid not null unique,
      job_board_id integer not null references job_boards(id) on delete cascade,
      organisation_id integer references organisations(id) on delete set null,
      client_id integer,
      product_id integer references products(id) on delete set null,
      status text not null default 'draft',
      locale text not null default 'nl',
      slug text not null,
      title text not null,
      description text,
      organisation_name text,
      logo text,
      from_at timestamptz,
      till_at timestamptz,
      text_type text not null default 'own',
      text_own text,
      text_platform jsonb,
      remote boolean not null default false,
      country_code text,
      location_name text,
      city text,
      postal_code text,
      lat double precision,
      lon double precision,
      location_type text not null default 'fixed',
      apply_url text,
      apply_email text,
      external_reference text,
      recruiter_name text,
      recruiter_phone text,
      recruiter_email text,
      salary_min double precision,
      salary_max double precision,
      salary_type text,
      salary_year double precision,
      hours_min integer,
      hours_max integer,
      segment_ids integer[] not null default '{}',
      custom_fields jsonb,
      premium boolean not null default false,
      featured boolean not null default false,
      show_logo boolean not null default true,
      boost_factor double precision not null default 1,
      upsells text[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- Full text in the language of the job: dutch, romanian, else english.
      search_vector tsvector generated always as (
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          coalesce(title, '') || ' ' || coalesce(organisation_name, '')), 'A') ||
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          coalesce(description, '') || ' ' || coalesce(location_name, '')), 'B') ||
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          coalesce(text_own, '')), 'C')
      ) stored,
      -- Unstemmed title words for prefix suggestions ("ontw" -> "ontwikkelaar").
      title_vector tsvector generated always as (to_tsvector('simple', coalesce(title, ''))) stored,
      unique (job_board_id, slug)
    );
    create index jobs_search on jobs using gin(search_vector);
    create index jobs_title_prefix on jobs using gin(title_vector);
    create index jobs_segments on jobs using gin(segment_ids);
    create index jobs_public on jobs(job_board_id, status, from_at desc);
    create index jobs_lat_lon on jobs(lat, lon);
    create index jobs_organisation on jobs(organisation_id);

    create table articles (
      id serial primary key,
      job_board_id integer not null references job_boards(id) on delete cascade,
      type text not null default 'news',
      locale text not null,
      active boolean not null default true,
      slug text not null,
      title text not null,
      description text,
      text text,
      thumbnail text,
      image text,
      created_at timestamptz not null default now(),
      unique (job_board_id, slug)
    );

    create table landing_pages (
      id serial primary key,
      job_board_id integer not null references job_boards(id) on delete cascade,
      locale text not null,
      slug text not null,
      title text not null,
      description text,
      query jsonb not null default '{}',
      active boolean not null default true,
      created_at timestamptz not null default now(),
      unique (job_board_id, slug)
    );

    create table redirects (
      id serial primary key,
      job_board_id integer not null references job_boards(id) on delete cascade,
      source text not null,
      target text not null,
      status integer not null default 301,
      unique (job_board_id, source)
    );

    create table contact_messages (
      id serial primary key,
      job_board_id integer not null references job_boards(id) on delete cascade,
      email_to text,
      fields jsonb not null,
      created_at timestamptz not null default now()
    );

    -- Site tokens answer the site password gate.
    create table site_tokens (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table site_tokens, contact_messages, redirects, landing_pages, articles, jobs,
      product_job_boards, products, organisation_info_items, organisations, payment_types,
      third_parties, countries, newsletters, segments, segment_groups, block_settings, blocks,
      page_settings, pages, job_boards, hosts, site_settings, sites;
  `,
  );
}
