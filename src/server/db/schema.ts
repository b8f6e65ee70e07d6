import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredApplicationData } from '../modules/application/application-data.js';
import type { PriceItem } from '../../shared/pricing/price-list.js';
import type { LocalizedText } from '../../shared/i18n/localized-text.js';
import type { ContentSection } from '../../shared/content/site-pages.js';
import { SMS_STATUSES } from '../../shared/api/admin-outbox/statuses.js';
import { STAGES } from '../../shared/application/stages.js';
import type { Skill, WorkExperience } from '../../shared/catalogue/maid-profile.js';
import { LANGUAGES } from '../../shared/tracking.js';
import { SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES, SERVICE_STATUSES } from '../../shared/service/states.js';
import { DAY_COUNTS } from '../../shared/service/clocks.js';
import { REFUND_RULES } from '../../shared/service/refund.js';
import { INVOICE_KINDS, MANDATE_STATUSES, PAYMENT_METHODS, ROW_STATUSES, STATEMENT_ROW_KINDS } from '../../shared/money/states.js';
import type { IssuedInvoice } from '../modules/money/invoice-facts.js';
import { INTERVIEW_STATUSES, INTERVIEW_WAYS } from '../../shared/interviews/states.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const religionEnum = pgEnum('religion', ['MUSLIM', 'CHRISTIAN', 'HINDU', 'BUDDHIST', 'OTHER']);
export const livingEnum = pgEnum('living', ['live_in', 'live_out']);
export const maidStatusEnum = pgEnum('maid_status', ['available', 'reserved', 'hired']);

export const nationalityMatchingTypes = pgTable('nationality_matching_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  notAllowed: boolean('not_allowed').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const nationalities = pgTable('nationalities', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  matchingTypeId: integer('matching_type_id')
    .notNull()
    .references(() => nationalityMatchingTypes.id),
});

export interface MaidLanguage {
  language: { label: string };
  level?: { label: string };
}

export const housemaids = pgTable(
  'housemaids',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nationalityId: integer('nationality_id')
      .notNull()
      .references(() => nationalities.id),
    religion: religionEnum('religion').notNull(),
    numberOfChildren: integer('number_of_children').notNull().default(0),
    age: integer('age').notNull(),
    experienceYears: integer('experience_years').notNull().default(0),
    languages: jsonb('languages').$type<MaidLanguage[]>().notNull().default([]),
    /** The card's extra phrases, each as staff wrote it in each language (issue 31). */
    infoPhrases: jsonb('info_phrases').$type<LocalizedText[]>().notNull().default([]),
    rank: integer('rank').notNull().default(0),
    living: livingEnum('living').notNull().default('live_in'),
    isNanny: boolean('is_nanny').notNull().default(false),
    status: maidStatusEnum('status').notNull().default('available'),
    /** Kept off the site by staff (no video yet, a pause): never listed, never hired. */
    hidden: boolean('hidden').notNull().default(false),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** Under media/; empty for a maid added in the back office until her video is uploaded. */
    videoFile: text('video_file').notNull(),
    posterFile: text('poster_file').notNull(),
    /** Seconds, when her video came through the back office's transcoding. */
    videoDurationS: real('video_duration_s'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    skills: jsonb('skills').$type<Skill[]>().notNull().default([]),
    /** Countries she worked in, with years; the total stays experience_years. */
    workExperience: jsonb('work_experience').$type<WorkExperience[]>().notNull().default([]),
    /** The last time staff confirmed she is still available; null when never. */
    availabilityConfirmedAt: timestamp('availability_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('housemaids_listing_idx').on(t.status, t.living, t.rank.desc(), t.id),
    // The hire-maid listing's order over the maids that can be offered: a page is an index scan
    // that stops after one page, whatever the catalogue size.
    index('housemaids_offerable_idx')
      .on(t.rank.desc().nullsFirst(), t.id)
      .where(sql`${t.status} in ('available', 'reserved')`),
    index('housemaids_nationality_idx').on(t.nationalityId),
    // The back office lists every maid, hidden and hired ones too, best rank first.
    index('housemaids_rank_idx').on(t.rank.desc().nullsFirst(), t.id),
  ],
);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  ip: text('ip'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shortlists = pgTable(
  'shortlists',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    housemaidId: integer('housemaid_id')
      .notNull()
      .references(() => housemaids.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.housemaidId] })],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    housemaidId: integer('housemaid_id')
      .notNull()
      .references(() => housemaids.id),
    affiliateEvent: text('affiliate_event'),
    status: text('status').notNull().default('pending'),
    currentStep: text('current_step').notNull().default('HIRE_MAID'),
    prevStep: text('prev_step'),
    needEnterIbanNumber: boolean('need_enter_iban_number').notNull().default(false),
    paidByCreditCard: boolean('paid_by_credit_card').notNull().default(false),
    signedBySpouse: boolean('signed_by_spouse').notNull().default(false),
    skipStartScreen: boolean('skip_start_screen').notNull().default(false),
    data: jsonb('data').$type<StoredApplicationData>().notNull().default({}),
    /** Short and human-readable (`7K3D-9QXB`), for the family and the agency to name it by; not a key to it. */
    reference: text('reference').notNull().default(sql`new_application_reference()`),
    /**
     * Where the agency stands with it after submission (shared/application/stages.ts): null until
     * the family finishes, 'submitted' from the end step's transaction on; the desk moves it.
     */
    stage: text('stage', { enum: STAGES }),
    /** The agent (or admin) handling it. */
    assigneeId: uuid('assignee_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    /**
     * The language the family used (the lang cookie when they created it or last saved a step):
     * the SMS sent later by jobs and the desk, and the signed forms' PDF, are written in it.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_session_idx').on(t.sessionId),
    uniqueIndex('applications_reference_idx').on(t.reference),
    index('applications_assignee_idx').on(t.assigneeId),
    // The inbox's phone search (application-desk/inbox-query.ts): the same expressions, so it stays an index lookup as applications grow.
    index('applications_client_phone_idx').on(sql`(${t.data} #>> '{values,phones,client}')`),
    index('applications_whatsapp_phone_idx').on(sql`(${t.data} #>> '{values,phones,whatsapp}')`),
    index('applications_spouse_phone_idx').on(sql`(${t.data} #>> '{values,phones,spouse}')`),
    // The inbox's pages, newest first, with or without a stage (application-desk-repository.ts):
    // a page is read off an index instead of sorting every application (issue 33's bench).
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_stage_created_idx').on(t.stage, t.createdAt, t.id),
    // The inbox's emirate filter (inbox-query.ts), the same expression: its count reads the matching rows only.
    index('applications_emirate_idx').on(sql`(${t.data} #>> '{values,address,emirate}')`),
  ],
);

/** Every stage change of an application (the desk's pipeline), oldest first: who, when, why. */
export const applicationStageChanges = pgTable(
  'application_stage_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage', { enum: STAGES }),
    toStage: text('to_stage', { enum: STAGES }).notNull(),
    reason: text('reason'),
    /** Null for the family's own submission. */
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    smsSent: boolean('sms_sent').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_stage_changes_app_idx').on(t.applicationId, t.id)],
);

/** Staff notes on an application: append-only, never edited. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_app_idx').on(t.applicationId, t.id)],
);

/**
 * Who may read an application: the creating browser, the phone that opened the SMS link, or the
 * spouse's signing link. A grant pairs the browser's sessionId with the hash of an httpOnly
 * cookie the server set, so knowing a sessionId alone opens nothing.
 */
export const applicationAccess = pgTable(
  'application_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    cookieHash: text('cookie_hash').notNull(),
    role: text('role', { enum: ['owner', 'phone', 'spouse'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_access_grant_idx').on(t.applicationId, t.sessionId, t.cookieHash, t.role),
    index('application_access_cookie_idx').on(t.cookieHash),
  ],
);

/** Signed links sent by SMS; a nonce is redeemed once, by one browser. */
export const applicationLinks = pgTable('application_links', {
  nonce: text('nonce').primaryKey(),
  applicationId: uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['phone', 'spouse'] }).notNull(),
  toPhone: text('to_phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  redeemedByCookieHash: text('redeemed_by_cookie_hash'),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Uploaded documents; the bytes live in the file store under documents/<id>, never public,
 * sealed with a data key of their own (envelope.ts).
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    /** The size in clear, as the client uploaded it. */
    size: integer('size').notNull(),
    /** The file's data key, wrapped under APP_SECRET's wrapping key; null for a file stored in clear before sealing. */
    wrappedKey: text('wrapped_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_documents_kind_idx').on(t.applicationId, t.kind),
    // One row per file: removing a row's file never takes another row's, and the orphan sweep looks files up by key.
    uniqueIndex('application_documents_storage_key_idx').on(t.storageKey),
  ],
);

export const siteParameters = pgTable('site_parameters', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
});

/** A single row (id = 1) holding the main site config returned by getmainccsiteinfo. */
export const mainSiteConfig = pgTable('main_site_config', {
  id: integer('id').primaryKey().default(1),
  hideWhatsappButton: boolean('hide_whatsapp_button').notNull().default(false),
  redirectToWhatsapp: boolean('redirect_to_whatsapp').notNull().default(false),
  contactNumber: text('contact_number').notNull(),
  whatsappNumber: text('whatsapp_number').notNull(),
  extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
});

/** Most specific row wins: maid, then affiliate event, then product, then landing page, then default. */
export const whatsappConfigs = pgTable('whatsapp_configs', {
  id: serial('id').primaryKey(),
  isForLandingPage: boolean('is_for_landing_page'),
  websiteType: text('website_type'),
  affiliateEventCode: text('affiliate_event_code'),
  housemaidId: integer('housemaid_id').references(() => housemaids.id, { onDelete: 'cascade' }),
  whatsappNumber: text('whatsapp_number').notNull(),
  /** The prefilled message in each language (issue 31); the public call answers the visitor's. */
  whatsappMessage: jsonb('whatsapp_message').$type<LocalizedText>().notNull(),
});

/** Contact lines: `default` plus nb1 to nb5. */
export const contactNumbers = pgTable('contact_numbers', {
  code: text('code').primaryKey(),
  phone: text('phone').notNull(),
  whatsapp: text('whatsapp').notNull(),
  label: text('label').notNull().default(''),
});

/** External redirects and QR/campaign slugs; staff change them without a deploy. */
export const redirectLinks = pgTable('redirect_links', {
  slug: text('slug').primaryKey(),
  kind: text('kind', { enum: ['external', 'whatsapp', 'document'] }).notNull(),
  targetUrl: text('target_url').notNull(),
  desktopUrl: text('desktop_url'),
  product: text('product'),
  message: text('message'),
  hits: integer('hits').notNull().default(0),
  /** Switched off by staff: the slug then goes to the home page like an unknown one. */
  disabled: boolean('disabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const campaignHits = pgTable(
  'campaign_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    userAgent: text('user_agent'),
    referer: text('referer'),
    createdAt: createdAt(),
  },
  // The back office counts each link's hits over the last 7 and 30 days. The links page counts
  // the windows' first, partial hours for every link in one range read (created_at, slug), which the
  // hits' CSV download reads too.
  (t) => [index('campaign_hits_slug_created_idx').on(t.slug, t.createdAt), index('campaign_hits_created_idx').on(t.createdAt, t.slug)],
);

/**
 * Each link's hits per day (UTC), kept by a trigger on campaign_hits (migration 0025): the links
 * page adds up a window's whole days here, its first day's whole hours in campaign_hit_hours and
 * only its first, partial hour in campaign_hits, so it does not read every hit of the last 30 days.
 */
export const campaignHitDays = pgTable(
  'campaign_hit_days',
  {
    slug: text('slug').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hits: integer('hits').notNull(),
  },
  // The links page adds up every link's days of a window in one range read, from the index alone.
  (t) => [primaryKey({ columns: [t.slug, t.day] }), index('campaign_hit_days_day_idx').on(t.day, t.slug, t.hits)],
);

/**
 * Each link's hits per hour (UTC), kept by the same trigger (migration 0027): a window's first day
 * is its whole hours here and only its first, partial hour in campaign_hits, so the links page reads
 * a few thousand summary rows and a few hundred hits, however many hits a day brings.
 */
export const campaignHitHours = pgTable(
  'campaign_hit_hours',
  {
    slug: text('slug').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.hour] }), index('campaign_hit_hours_hour_idx').on(t.hour, t.slug, t.hits)],
);

export const downloadableResources = pgTable('downloadable_resources', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull().default('application/pdf'),
});

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  imageId: uuid('image_id').notNull().unique().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  svg: text('svg').notNull(),
  sessionKey: text('session_key'),
  solved: boolean('solved').notNull().default(false),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Fixed-window call counts shared by every server instance: the captcha gate's per-session and
 * per-address counts, and (later) sign-in attempts. A key's window restarts when `reset_at` has
 * passed; old rows are deleted by the counter itself.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_reset_at_idx').on(t.resetAt)],
);

export const urlLogs = pgTable('url_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sessionId: text('session_id').notNull(),
  journeyId: text('journey_id'),
  mixpanelId: text('mixpanel_id'),
  url: text('url').notNull(),
  createdAt: createdAt(),
});

export const qrScans = pgTable(
  'qr_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('qr_scans_uuid_idx').on(t.uuid)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id'),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_event_idx').on(t.event, t.createdAt)],
);

export const smsStatusEnum = pgEnum('sms_status', SMS_STATUSES);

/**
 * Every SMS, written in the transaction of the step that sends it together with its job (sms queue,
 * modules/sms): queued → sending → sent, or failed (will be tried again) → … → dead.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    provider: text('provider').notNull().default('outbox'),
    applicationId: uuid('application_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    status: smsStatusEnum('status').notNull().default('queued'),
    /** Sent to the provider with every try: a provider that honours it sends a message once. A resend takes a new one. */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom().unique(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    /** The job that holds the row while it sends (pg-boss keeps a job's id across its retries). */
    jobId: uuid('job_id'),
  },
  (t) => [index('sms_outbox_status_idx').on(t.status, t.id)],
);

export const staffRoleEnum = pgEnum('staff_role', ['admin', 'agent', 'editor', 'finance']);

/** The agency's staff: who may sign in to the back office, with which role. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: staffRoleEnum('role').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** Set by `npm run staff:add` and an admin's reset: the next sign-in must choose a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The TOTP secret, sealed (envelope.ts); set once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, sealed, until a code from it confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
);

/** A signed-in browser: the cookie holds a random token, this row its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every change a member of staff makes: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);

export const videoStatusEnum = pgEnum('video_status', ['queued', 'processing', 'ready', 'failed']);

/**
 * A video uploaded for a maid in the back office, and its transcoding (jobs/video-transcode):
 * queued, processing with its progress, then ready (the maid's video and poster switch to it) or
 * failed with the reason (her old video stays).
 */
export const maidVideos = pgTable(
  'maid_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    housemaidId: integer('housemaid_id')
      .notNull()
      .references(() => housemaids.id, { onDelete: 'cascade' }),
    status: videoStatusEnum('status').notNull().default('queued'),
    /** Percent of the transcoding done. */
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** The upload as received, in the file store until the transcoding ends. */
    sourceKey: text('source_key').notNull(),
    durationS: real('duration_s'),
    uploadedBy: uuid('uploaded_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('maid_videos_housemaid_idx').on(t.housemaidId, t.createdAt.desc())],
);

/**
 * The notification banner staff put on the public site (spec section 3, Notification message):
 * one row (id = 1) at most, shown between its start and end times; taking it down deletes it.
 */
export const notificationBanner = pgTable('notification_banner', {
  id: integer('id').primaryKey().default(1),
  type: text('type', { enum: ['primary', 'success', 'info', 'warning', 'danger'] }).notNull(),
  /** Per language (issue 31): the public call answers the request's, English when it is empty. */
  title: jsonb('title').$type<LocalizedText>().notNull().default({ en: '' }),
  /** HTML per language, sanitised by the site before it shows it. */
  body: jsonb('body').$type<LocalizedText>().notNull().default({ en: '' }),
  customClass: text('custom_class').notNull().default('custom-alert'),
  align: text('align', { enum: ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  showOnTop: boolean('show_on_top').notNull().default(false),
  closeOnWindowClick: boolean('close_on_window_click').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
});

/**
 * Price lists (src/shared/pricing/price-list.ts): one per service, and per nationality group where
 * it differs. Amounts in fils; items are the one-off charges and first-month offers, in order.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    service: text('service', { enum: ['live_in', 'live_out', 'nanny'] }).notNull(),
    matchingTypeId: integer('matching_type_id').references(() => nationalityMatchingTypes.id, { onDelete: 'cascade' }),
    monthlyFeeFils: integer('monthly_fee_fils').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull().default(500),
    items: jsonb('items').$type<PriceItem[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One list per service and group; the general list (no group) once per service.
  (t) => [uniqueIndex('price_lists_service_group_idx').on(t.service, sql`coalesce(${t.matchingTypeId}, 0)`)],
);

/**
 * The service after the maid arrives (issue 29, shared/service/): made when the desk marks an
 * application "maid arrived", with the price frozen from what the family signed for.
 */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The maid serving now. */
    housemaidId: integer('housemaid_id')
      .notNull()
      .references(() => housemaids.id),
    /** The day (Dubai) the first maid arrived. */
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    /** The mandate's first debit day: the monthly debits fall on its day of the month. */
    debitStartOn: date('debit_start_on', { mode: 'string' }).notNull(),
    monthlyFeeFils: integer('monthly_fee_fils').notNull(),
    monthlyVatFils: integer('monthly_vat_fils').notNull(),
    monthlyTotalFils: integer('monthly_total_fils').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    status: text('status', { enum: SERVICE_STATUSES }).notNull().default('active'),
    /** The first day no longer served, once cancelled. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** When the debits were stopped (a cancellation, or staff at the service desk). */
    debitsStoppedAt: timestamp('debits_stopped_at', { withTimezone: true }),
    /** A pending cancellation's one-time code: its hash, expiry and tries (never the code). */
    cancelCode: jsonb('cancel_code').$type<{ hash: string; expiresAt: string; attempts: number }>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('services_application_idx').on(t.applicationId)],
);

/** The maids a service has had, oldest first; the open row (no end) is the maid serving now. */
export const serviceMaids = pgTable(
  'service_maids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    housemaidId: integer('housemaid_id')
      .notNull()
      .references(() => housemaids.id),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }),
  },
  (t) => [index('service_maids_service_idx').on(t.serviceId, t.id)],
);

/**
 * What a family asks of a running service: a replacement, a cancellation, a problem. Each is due
 * by its clock (the agency's replacement days, the law's refund deadline); the idempotency key
 * makes a double tap or a retry one request.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SERVICE_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: SERVICE_REQUEST_STATUSES }).notNull().default('open'),
    /** A replacement's reason or a problem's category (codes of shared/service/states.ts). */
    reason: text('reason'),
    details: text('details'),
    /** A replacement's new maid: the family's choice, or staff's proposal; null while the agency chooses. */
    newMaidId: integer('new_maid_id').references(() => housemaids.id),
    chosenBy: text('chosen_by', { enum: ['family', 'agency'] }),
    /** The replacement's arrival day staff set, and when the family confirmed it. */
    arrivalDay: date('arrival_day', { mode: 'string' }),
    familyConfirmedAt: timestamp('family_confirmed_at', { withTimezone: true }),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    /** A cancellation's refund as computed by the rule when the family confirmed. */
    refundTotalFils: integer('refund_total_fils'),
    refundVatFils: integer('refund_vat_fils'),
    refundPaidFils: integer('refund_paid_fils'),
    refundMethod: text('refund_method'),
    refundReference: text('refund_reference'),
    ownerId: uuid('owner_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    /** When the daily job found it past its due day. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('service_requests_idempotency_idx').on(t.serviceId, t.idempotencyKey),
    // One open replacement and one cancellation per service, whatever arrives at once.
    uniqueIndex('service_requests_one_open_replacement_idx').on(t.serviceId).where(sql`${t.status} = 'open' and ${t.kind} = 'replacement'`),
    uniqueIndex('service_requests_one_cancellation_idx').on(t.serviceId).where(sql`${t.kind} = 'cancellation'`),
    index('service_requests_open_due_idx').on(t.dueDay).where(sql`${t.status} = 'open'`),
  ],
);

/** The service's timeline, oldest first: what happened, by whom (a member of staff, or the family). */
export const serviceEvents = pgTable(
  'service_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => serviceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_events_service_idx').on(t.serviceId, t.id)],
);

/** The agency's terms (one row, id = 1; shared/service/terms.ts has the defaults when it is absent). */
export const serviceTerms = pgTable(
  'service_terms',
  {
    id: integer('id').primaryKey().default(1),
    replacementDays: integer('replacement_days').notNull(),
    replacementCount: text('replacement_count', { enum: DAY_COUNTS }).notNull(),
    cancelNoticeDays: integer('cancel_notice_days').notNull(),
    refundRule: text('refund_rule', { enum: REFUND_RULES }).notNull(),
    refundDays: integer('refund_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [check('service_terms_one_row', sql`${t.id} = 1`), check('service_terms_refund_days_law', sql`${t.refundDays} between 1 and 14`)],
);

/** Public holidays on which the working-day clocks stop (staff keep them: the Islamic ones move). */
export const publicHolidays = pgTable('public_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

/**
 * Money (issue 30; DESIGN: Money is a ledger). The direct-debit mandate of a submitted
 * application: its reference names it in the bank's collection files.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** `DD-` and the application's reference: what the bank's files carry. */
    reference: text('reference').notNull(),
    status: text('status', { enum: MANDATE_STATUSES }).notNull().default('signed'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    activeAt: timestamp('active_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mandates_application_idx').on(t.applicationId), uniqueIndex('mandates_reference_idx').on(t.reference)],
);

/**
 * One amount a family owes or is owed: appended, never edited; its status is the last of its
 * events (statement_events). A payment is one row per (application, seq); an offer is part of
 * the first payment; a refund belongs to the cancellation that gave it.
 */
export const statementRows = pgTable(
  'statement_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STATEMENT_ROW_KINDS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** A payment's month: 0 for the first payment; null for offers and refunds. */
    seq: integer('seq'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** The month a payment pays for ends the day before this. */
    periodTo: date('period_to', { mode: 'string' }),
    netFils: integer('net_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    /** An offer's label as the family saw it, in each language (the quote's, frozen at the start). */
    label: jsonb('label').$type<LocalizedText>(),
    /** An offer's first payment. */
    partOf: uuid('part_of').references((): AnyPgColumn => statementRows.id, { onDelete: 'cascade' }),
    /** A refund's cancellation. */
    requestId: uuid('request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('statement_rows_application_idx').on(t.applicationId, t.dueOn),
    uniqueIndex('statement_rows_payment_idx').on(t.applicationId, t.seq).where(sql`${t.seq} is not null`),
    index('statement_rows_request_idx').on(t.requestId),
    index('statement_rows_due_idx').on(t.dueOn).where(sql`${t.seq} is not null`),
    check('statement_rows_amounts', sql`${t.netFils} + ${t.vatFils} = ${t.totalFils}`),
  ],
);

/** A statement row's statuses, oldest first: the last one is where it stands. */
export const statementEvents = pgTable(
  'statement_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rowId: uuid('row_id')
      .notNull()
      .references(() => statementRows.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ROW_STATUSES }).notNull(),
    /** The bank's return reason, or why it was cancelled. */
    reason: text('reason'),
    /** What moved it: schedule, export, import, card, staff, service. */
    source: text('source').notNull(),
    /** The import, the card payment or the provider's event that moved it: with `status`, once per row. */
    sourceRef: text('source_ref'),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('statement_events_row_idx').on(t.rowId, t.id),
    uniqueIndex('statement_events_once_idx').on(t.rowId, t.status, t.sourceRef).where(sql`${t.sourceRef} is not null`),
  ],
);

/** The next number of each invoice series, taken in the invoice's own transaction: no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  next: integer('next').notNull().default(1),
});

/** Tax invoices and credit notes, kept as issued: the PDF is drawn from these facts and nothing else. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    series: text('series').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    rowId: uuid('row_id')
      .notNull()
      .references(() => statementRows.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    facts: jsonb('facts').$type<IssuedInvoice>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.series, t.seq),
    uniqueIndex('invoices_row_kind_idx').on(t.rowId, t.kind),
    index('invoices_application_idx').on(t.applicationId),
  ],
);

/** A bank results file imported: its hash makes the same file a no-op the second time. */
export const collectionImports = pgTable(
  'collection_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name').notNull(),
    lines: integer('lines').notNull(),
    applied: integer('applied').notNull(),
    report: jsonb('report').$type<{ line: number; reference: string; problem: string }[]>().notNull().default([]),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('collection_imports_hash_idx').on(t.fileHash)],
);

/** A card checkout opened for a row (the provider's hosted page): paid once, by its provider's event. */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rowId: uuid('row_id')
      .notNull()
      .references(() => statementRows.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the checkout, once it has made it. */
    providerRef: text('provider_ref'),
    amountFils: integer('amount_fils').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled'] }).notNull().default('open'),
    /** The provider's payment (a Stripe PaymentIntent), for refunds. */
    paymentRef: text('payment_ref'),
    /** Where the browser goes after paying or leaving (the test-mode page needs them; Stripe keeps its own). */
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('card_checkouts_provider_ref_idx').on(t.provider, t.providerRef), index('card_checkouts_row_idx').on(t.rowId)],
);

/** Every provider event applied, by its id: a duplicate or a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A card payment's link texted on its day: once per row, whatever the daily run's retries. */
export const paymentReminders = pgTable('payment_reminders', {
  rowId: uuid('row_id')
    .primaryKey()
    .references(() => statementRows.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A running service's new monthly price, set by staff with the day the family was told (audited). */
export const servicePriceChanges = pgTable(
  'service_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    noticeOn: date('notice_on', { mode: 'string' }).notNull(),
    monthlyFeeFils: integer('monthly_fee_fils').notNull(),
    monthlyVatFils: integer('monthly_vat_fils').notNull(),
    monthlyTotalFils: integer('monthly_total_fils').notNull(),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_price_changes_day_idx').on(t.applicationId, t.effectiveFrom)],
);

/**
 * The hire-maid FAQ (issue 31): each question and answer written by staff in every language, in
 * the order staff set. The nanny-mode wording is kept apart (only the languages written; English
 * swaps maid → nanny itself when left empty): docs/decisions/2026-11-28-faq-and-content-pages.md.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    question: jsonb('question').$type<LocalizedText>().notNull(),
    answer: jsonb('answer').$type<LocalizedText>().notNull(),
    nannyQuestion: jsonb('nanny_question').$type<LocalizedText>(),
    nannyAnswer: jsonb('nanny_answer').$type<LocalizedText>(),
    position: integer('position').notNull(),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
  },
  (t) => [index('faq_entries_position_idx').on(t.position)],
);

/**
 * The texts of the content pages staff write (src/shared/content/site-pages.ts), keyed by their
 * route's page code; the pages' links are routes and stay in the web's code.
 */
export const contentPages = pgTable('content_pages', {
  pageCode: text('page_code').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  intro: jsonb('intro').$type<LocalizedText>().notNull(),
  sections: jsonb('sections').$type<ContentSection[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
});

/**
 * What families say on the landing page (issue 31): the quote and the city written by staff in
 * every language, the family's name as they sign it (a name is not translated), in the order
 * staff set; only published ones show. `demo` marks the seed's examples: the site labels them demo
 * reviews and shows them only while SEED_DEMO_DATA is on.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quote: jsonb('quote').$type<LocalizedText>().notNull(),
    place: jsonb('place').$type<LocalizedText>().notNull(),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    position: integer('position').notNull(),
    published: boolean('published').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
  },
  (t) => [check('testimonials_rating_stars', sql`${t.rating} between 1 and 5`), index('testimonials_position_idx').on(t.position)],
);

/**
 * Interview calls (issue 32): the times staff open for a family to speak with a maid before hiring,
 * Asia/Dubai on screen, UTC here. A closed slot is kept (its past calls point at it) and offered no more.
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().unique(),
    minutes: integer('minutes').notNull().default(30),
    openedBy: uuid('opened_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('interview_slots_minutes', sql`${t.minutes} between 5 and 240`)],
);

export const interviewWayEnum = pgEnum('interview_way', INTERVIEW_WAYS);
export const interviewStatusEnum = pgEnum('interview_status', INTERVIEW_STATUSES);

/**
 * A family's call with a maid. It does not reserve her. The family's link carries a random token;
 * only its SHA-256 is kept, so a copy of the database opens no call.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => interviewSlots.id),
    housemaidId: integer('housemaid_id')
      .notNull()
      .references(() => housemaids.id),
    /** E.164. */
    phone: text('phone').notNull(),
    way: interviewWayEnum('way').notNull(),
    /** The language the family wants to speak on the call. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The site's language the family booked in: their SMS are written in it. */
    siteLanguage: text('site_language', { enum: LANGUAGES }).notNull(),
    status: interviewStatusEnum('status').notNull().default('requested'),
    declineReason: text('decline_reason'),
    staffNote: text('staff_note'),
    /** The video call's room name, unguessable (128 random bits). */
    room: text('room').notNull().unique(),
    tokenHash: text('token_hash').notNull().unique(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the family was told by SMS that the maid was hired or reserved before the call (once). */
    maidGoneToldAt: timestamp('maid_gone_told_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two families pressing the same slot at once: the database lets one through.
    uniqueIndex('interviews_slot_taken_idx')
      .on(t.slotId)
      .where(sql`${t.status} in ('requested', 'confirmed')`),
    index('interviews_phone_idx').on(t.phone),
    index('interviews_housemaid_idx').on(t.housemaidId),
  ],
);
