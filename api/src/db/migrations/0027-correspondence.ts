import { sql, type Kysely } from 'kysely';

// Correspondence (docs/product-rules.md, "Correspondence"): one conversation per application and per
// student account, its messages and their files, the digest mails' pacing, the correction requests
// (with the new statuses they lead to) and the staff's saved replies. A student's account deleted
// takes their conversations and requests with it (cascade); a staff author deleted leaves the message.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applications drop constraint applications_status_check`.execute(db);
  await sql`alter table applications add constraint applications_status_check
    check (status in ('pending', 'approved', 'rejected', 'withdrawn', 'correction_requested'))`.execute(db);
  await sql`alter table application_history drop constraint application_history_status_check`.execute(db);
  await sql`alter table application_history add constraint application_history_status_check
    check (status in ('pending', 'approved', 'rejected', 'withdrawn', 'correction_requested'))`.execute(db);
  await sql`alter table users drop constraint users_approval_status_check`.execute(db);
  await sql`alter table users add constraint users_approval_status_check
    check (approval_status in ('PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED'))`.execute(db);
  // The digest mails of new messages: on unless the student turned them off in the profile.
  await sql`alter table users add column message_mails boolean not null default true`.execute(db);
  // Set when a submitted correction puts the application (or account) back in the queue; any later
  // status change clears it: the queue's "corrected" mark.
  await sql`alter table applications add column corrected_at timestamptz`.execute(db);
  await sql`alter table users add column corrected_at timestamptz`.execute(db);

  await sql`
    create table conversations (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('application', 'account')),
      application_id integer unique references applications (id) on delete cascade,
      -- The student: the account's owner, or the applicant (the conversation goes with their account).
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      check ((kind = 'application') = (application_id is not null))
    )`.execute(db);
  await sql`create unique index conversations_account_key on conversations (user_id) where kind = 'account'`.execute(db);
  // Every student's account and application has its conversation from the start (lists left-join it).
  await sql`insert into conversations (kind, user_id) select 'account', id from users where role = 'CLIENT'`.execute(db);
  await sql`insert into conversations (kind, application_id, user_id)
    select 'application', id, user_id from applications where user_id is not null`.execute(db);

  await sql`
    create table correction_requests (
      id uuid primary key default gen_random_uuid(),
      application_id integer references applications (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      status text not null default 'open' check (status in ('open', 'submitted', 'withdrawn')),
      message text not null check (char_length(message) between 1 and 5000),
      due_date date not null,
      requested_by uuid references users (id) on delete set null,
      requested_at timestamptz not null default now(),
      submitted_at timestamptz,
      withdrawn_at timestamptz,
      reminded_at timestamptz
    )`.execute(db);
  // One open request per application and per account, even under parallel requests.
  await sql`create unique index correction_requests_open_application_key on correction_requests (application_id)
    where status = 'open' and application_id is not null`.execute(db);
  await sql`create unique index correction_requests_open_account_key on correction_requests (user_id)
    where status = 'open' and application_id is null`.execute(db);
  await sql`create index correction_requests_due_idx on correction_requests (due_date) where status = 'open'`.execute(db);
  await sql`create index correction_requests_user_idx on correction_requests (user_id, requested_at)`.execute(db);

  await sql`
    create table correction_items (
      id uuid primary key default gen_random_uuid(),
      request_id uuid not null references correction_requests (id) on delete cascade,
      position smallint not null,
      kind text not null check (kind in ('payment_receipt', 'service_contract', 'other_document')),
      label text check (label is null or char_length(label) between 1 and 200),
      -- What the student sent for it; an OTHER_DOCUMENT's file belongs to the request.
      file_id uuid references files (id) on delete set null,
      unique (request_id, position)
    )`.execute(db);

  await sql`alter table application_history add column correction_request_id uuid
    references correction_requests (id) on delete set null`.execute(db);

  await sql`
    create table messages (
      id uuid primary key default gen_random_uuid(),
      conversation_id uuid not null references conversations (id) on delete cascade,
      author_id uuid references users (id) on delete set null,
      author_side text not null check (author_side in ('student', 'staff')),
      body text not null check (char_length(body) <= 5000),
      sent_at timestamptz not null default now(),
      -- When the other side opened the conversation after it arrived.
      read_at timestamptz,
      correction_request_id uuid references correction_requests (id) on delete set null
    )`.execute(db);
  await sql`create index messages_conversation_idx on messages (conversation_id, sent_at desc, id desc)`.execute(db);
  // Unread counts and the staff's "unread from students" filter read only the unread messages.
  await sql`create index messages_unread_idx on messages (conversation_id, author_side) where read_at is null`.execute(db);

  await sql`
    create table message_attachments (
      id uuid primary key default gen_random_uuid(),
      message_id uuid not null references messages (id) on delete cascade,
      file_id uuid not null references files (id) on delete cascade,
      position smallint not null,
      unique (message_id, position)
    )`.execute(db);

  // When each side of a conversation was last mailed about new messages: one mail per 15 minutes.
  await sql`
    create table conversation_mail_digests (
      conversation_id uuid not null references conversations (id) on delete cascade,
      recipient_side text not null check (recipient_side in ('student', 'staff')),
      last_mailed_at timestamptz not null,
      primary key (conversation_id, recipient_side)
    )`.execute(db);

  await sql`
    create table message_templates (
      id uuid primary key default gen_random_uuid(),
      language text not null check (language in ('fr', 'ar', 'en')),
      title text not null check (char_length(title) between 1 and 100),
      body text not null check (char_length(body) between 1 and 5000),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index message_templates_language_idx on message_templates (language, title)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table message_templates`.execute(db);
  await sql`drop table conversation_mail_digests`.execute(db);
  await sql`drop table message_attachments`.execute(db);
  await sql`drop table messages`.execute(db);
  await sql`alter table application_history drop column correction_request_id`.execute(db);
  await sql`drop table correction_items`.execute(db);
  await sql`drop table correction_requests`.execute(db);
  await sql`drop table conversations`.execute(db);
  await sql`alter table users drop column corrected_at`.execute(db);
  await sql`alter table applications drop column corrected_at`.execute(db);
  await sql`alter table users drop column message_mails`.execute(db);
  await sql`update applications set status = 'pending' where status = 'correction_requested'`.execute(db);
  await sql`update application_history set status = 'pending' where status = 'correction_requested'`.execute(db);
  await sql`update users set approval_status = 'PENDING' where approval_status = 'CHANGES_REQUESTED'`.execute(db);
  await sql`alter table applications drop constraint applications_status_check`.execute(db);
  await sql`alter table applications add constraint applications_status_check
    check (status in ('pending', 'approved', 'rejected', 'withdrawn'))`.execute(db);
  await sql`alter table application_history drop constraint application_history_status_check`.execute(db);
  await sql`alter table application_history add constraint application_history_status_check
    check (status in ('pending', 'approved', 'rejected', 'withdrawn'))`.execute(db);
  await sql`alter table users drop constraint users_approval_status_check`.execute(db);
  await sql`alter table users add constraint users_approval_status_check
    check (approval_status in ('PENDING', 'APPROVED', 'REJECTED'))`.execute(db);
}
