import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Accounts and what they own: users of the three roles with their tokens, clients (employer
 * companies), favourites, resumes, job alerts, applications, orders, addresses, phones and the
 * multiposter api tokens. The account issues fill these tables; this issue writes applications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table users (
      id serial primary key,
      uuid uuid not null unique,
      site_id integer not null references sites(id) on delete cascade,
      role text not null check (role in ('candidate', 'employer', 'admin')),
      email text not null,
      password_hash text,
      salutation text,
      given_name text,
      family_name text,
      phone text,
      phone_country text,
      newsletters jsonb not null default '[]',
      verified_at timestamptz,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_site_role_email on users(site_id, role, lower(email));

    -- Bearer tokens per role plus one-time tokens (verify, password reset); stored hashed.
    create table user_tokens (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      role text not null,
      kind text not null default 'access' check (kind in ('access', 'verify', 'reset')),
      token_hash text not null unique,
      expires_at timestamptz not null,
      last_used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index user_tokens_user on user_tokens(user_id);

    create table clients (
      id serial primary key,
      uuid uuid not null unique,
      job_board_id integer not null references job_boards(id) on delete cascade,
      name text not null,
      email text,
      invoice_email text,
      vat_number text,
      credits integer not null default 0,
      created_at timestamptz not null default now()
    );

    create table client_users (
      client_id integer not null references clients(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      is_owner boolean not null default false,
      is_current boolean not null default true,
      primary key (client_id, user_id)
    );

    alter table organisations
      add constraint organisations_client foreign key (client_id) references clients(id) on delete set null;
    alter table jobs
      add constraint jobs_client foreign key (client_id) references clients(id) on delete set null;

    create table favourites (
      id serial primary key,
      uuid uuid not null unique,
      user_id integer not null references users(id) on delete cascade,
      job_id integer references jobs(id) on delete cascade,
      organisation_id integer references organisations(id) on delete cascade,
      created_at timestamptz not null default now(),
      check (job_id is not null or organisation_id is not null)
    );
    create index favourites_user on favourites(user_id);

    -- Uploaded files are kept on disk by the upload store; rows here give them an owner.
    create table files (
      id serial primary key,
      upload_id text not null unique,
      token text not null unique,
      user_id integer references users(id) on delete set null,
      client_id integer references clients(id) on delete set null,
      kind text not null,
      public boolean not null default false,
      filename text not null,
      mime text not null,
      size integer not null,
      created_at timestamptz not null default now()
    );

    create table resumes (
      id serial primary key,
      uuid uuid not null unique,
      user_id integer not null references users(id) on delete cascade,
      file_id integer references files(id) on delete set null,
      country text,
      city text,
      postal_code text,
      lat double precision,
      lon double precision,
      travel_distance integer,
      open_to_relocate boolean not null default false,
      position text,
      info text,
      salary_type text,
      salary_min double precision,
      phone_number text,
      status text not null default 'available',
      segment_ids integer[] not null default '{}',
      education jsonb not null default '[]',
      employer_history jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    -- An employer buying (contacting) a candidate's resume.
    create table resume_contacts (
      id serial primary key,
      resume_id integer not null references resumes(id) on delete cascade,
      client_id integer not null references clients(id) on delete cascade,
      introduction text,
      status text not null default 'requested',
      token text not null unique,
      created_at timestamptz not null default now(),
      unique (resume_id, client_id)
    );

    create table job_alerts (
      id serial primary key,
      uuid uuid not null unique,
      user_id integer references users(id) on delete cascade,
      email text not null,
      job_board_id integer not null references job_boards(id) on delete cascade,
      search text,
      frequency text not null check (frequency in ('direct', 'daily', 'weekly', 'monthly')),
      city text,
      lat double precision,
      lon double precision,
      range integer,
      segment_ids integer[] not null default '{}',
      active boolean not null default true,
      last_sent_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table applications (
      id serial primary key,
      uuid uuid not null unique,
      job_id integer not null references jobs(id) on delete cascade,
      job_board_id integer not null references job_boards(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      email text not null,
      salutation text,
      given_name text not null,
      family_name text not null,
      motivation_text text,
      phone text,
      phone_country text not null default 'NL',
      cv_token text not null,
      motivation_token text not null,
      newsletters jsonb not null default '[]',
      status text not null default 'new',
      created_at timestamptz not null default now()
    );
    create unique index applications_job_email on applications(job_id, lower(email));

    create table orders (
      id serial primary key,
      uuid uuid not null unique,
      job_board_id integer not null references job_boards(id) on delete cascade,
      client_id integer references clients(id) on delete set null,
      user_id integer references users(id) on delete set null,
      product_job_board_id integer not null references product_job_boards(id),
      organisation_id integer references organisations(id) on delete set null,
      payment_type_id integer references payment_types(id),
      po_number text,
      email text,
      amount double precision not null,
      status text not null default 'order',
      payment_reference text,
      payload jsonb not null default '{}',
      created_at timestamptz not null default now(),
      paid_at timestamptz
    );

    -- Addresses and phones belong to a user or to a client.
    create table addresses (
      id serial primary key,
      user_id integer references users(id) on delete cascade,
      client_id integer references clients(id) on delete cascade,
      label text,
      address_line_1 text not null,
      address_line_2 text,
      city text not null,
      postal_code text,
      country_code text not null,
      is_primary boolean not null default false,
      is_delivery boolean not null default false,
      is_financial boolean not null default false,
      check (user_id is not null or client_id is not null)
    );
    create unique index addresses_one_primary_user on addresses(user_id) where is_primary and user_id is not null;
    create unique index addresses_one_primary_client on addresses(client_id) where is_primary and client_id is not null;
    create unique index addresses_one_financial_client on addresses(client_id) where is_financial and client_id is not null;

    create table phones (
      id serial primary key,
      user_id integer references users(id) on delete cascade,
      client_id integer references clients(id) on delete cascade,
      label text,
      country_code text not null,
      phone text not null,
      is_primary boolean not null default false,
      is_delivery boolean not null default false,
      is_financial boolean not null default false,
      check (user_id is not null or client_id is not null)
    );

    -- Multiposter (mp family) tokens of a client.
    create table api_tokens (
      id serial primary key,
      client_id integer not null references clients(id) on delete cascade,
      name text not null,
      token_hash text not null unique,
      active boolean not null default true,
      last_used_at timestamptz,
      created_at timestamptz not null default now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table api_tokens, phones, addresses, orders, applications, job_alerts, resume_contacts,
      resumes, files, favourites, client_users;
    alter table jobs drop constraint jobs_client;
    alter table organisations drop constraint organisations_client;
    drop table clients, user_tokens, users;
  `,
  );
}
