// The whole data model of the spec (section 3), designed up front so later features only add code.
// Money is numeric(12,2) (read back as "4500.00"); stay days are plain dates in resort time.

import { BACKUP_STORAGES, BACKUP_TRIGGERS } from '@domain/api/backups';
import {
  BLOCK_STATES,
  CALENDAR_CHANNELS,
  CONFLICT_RESOLUTIONS,
  type RefusedFeedEvent,
} from '@domain/calendar';
import { ANSWER_SOURCES, FAQ_LANGUAGES } from '@domain/chatbot';
import { INQUIRY_STATUSES, ROLES, ROOM_STATUSES } from '@domain/constants';
import { LANGUAGES } from '@domain/languages';
import { PAYMENT_KINDS, PAYMENT_RECORD_STATUSES } from '@domain/payment-status';
import { DISCOUNT_ID_TYPES } from '@domain/pricing';
import { RESERVATION_STATUSES } from '@domain/reservation-status';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** A required link to another table's id, with what happens to this row when that one is deleted. */
const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete });

/** `column in ('a', 'b')` from the domain's list, so the database refuses a value the domain does not know. */
const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    // "deleted" with history: out of every list and unable to sign in, but its bookings still count
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // the language of the guest's emails; the site's own switch is remembered by the browser
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', isOneOf(t.role, ROLES)),
    check('users_language_check', isOneOf(t.language, LANGUAGES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha-256 of the cookie token: a leaked table does not leak live sessions
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // refreshed at most about once an hour; a session unused for SESSION_IDLE_DAYS counts as signed out
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // the lockout counts per (email, address) and per address
    index('login_attempts_pair_idx').on(t.email, t.ip, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // wrong tries made with this account's email; at RESET_CODE_MAX_ATTEMPTS the code is spent
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_codes_hash_idx').on(t.codeHash),
    index('password_reset_codes_user_idx').on(t.userId),
  ],
);

/** Wrong reset codes by address: a budget per address, whatever the codes or emails tried. */
export const passwordResetFailures = pgTable(
  'password_reset_failures',
  {
    id: id(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_failures_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * The rate limits' counters, shared by every instance (lib/rate-limit-store.ts): one row per limit and
 * client, counting the hits of a fixed window that ends at expires_at. Expired rows are deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    basePrice: money('base_price').notNull(),
    maxAdults: integer('max_adults').notNull().default(2),
    maxKids: integer('max_kids').notNull().default(0),
    maxOccupancy: integer('max_occupancy').notNull().default(2),
    status: text('status', { enum: ROOM_STATUSES }).notNull().default('available'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // "deleted" with history: off the site and the admin's list, its bookings still in every report
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // the secret in the room's calendar export URL (travel sites poll it); the admin can rotate it
    calendarToken: text('calendar_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    check('rooms_status_check', isOneOf(t.status, ROOM_STATUSES)),
    check('rooms_price_check', sql`${t.basePrice} > 0`),
  ],
);

export const roomRates = pgTable(
  'room_rates',
  {
    id: id(),
    roomId: requiredRef('room_id', () => rooms.id, 'cascade'),
    rateType: text('rate_type').notNull(),
    price: money('price').notNull(),
    description: text('description').notNull().default(''),
    // both days inclusive: the rate prices every night starting from validFrom to validTo
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
  },
  (t) => [
    index('room_rates_room_idx').on(t.roomId),
    check('room_rates_range_check', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

export const amenities = pgTable('amenities', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon'),
  imagePath: text('image_path'),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
});

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    referenceCode: text('reference_code').notNull(),
    roomId: requiredRef('room_id', () => rooms.id, 'restrict'),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    checkin: date('checkin').notNull(),
    checkout: date('checkout').notNull(),
    adults: integer('adults').notNull().default(1),
    kids: integer('kids').notNull().default(0),
    totalAmount: money('total_amount').notNull(),
    // senior citizen / PWD discount (docs/pricing.md): how many guests claim it, their share without VAT
    // (the VAT-exempt sale), and what it took off the regular price: regular = total + VAT exempt + discount
    discountGuests: integer('discount_guests').notNull().default(0),
    vatExemptSales: money('vat_exempt_sales').notNull().default('0'),
    vatExemptAmount: money('vat_exempt_amount').notNull().default('0'),
    discountAmount: money('discount_amount').notNull().default('0'),
    specialRequests: text('special_requests').notNull().default(''),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method'),
    transactionId: text('transaction_id'),
    // a retried or double-clicked booking carries the same key and gets the first answer back
    idempotencyKey: text('idempotency_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // a pending booking with no payment verified or awaiting verification expires at this time
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // an online booking whose payment nobody verified lets its nights go at this time (domain/unverified-holds.ts);
    // null once the desk verifies a payment or extends the hold, and for walk-in and desk bookings
    verifyBy: timestamp('verify_by', { withTimezone: true }),
    // the address an online booking came from: the nights unverified bookings hold are capped per address
    bookedFrom: text('booked_from'),
    // when the 3-days-before-arrival reminder went out (so it goes out once)
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    // "deleted" by the desk: out of every list, but its payments, history and review still count
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reservations_reference_unique').on(t.referenceCode),
    uniqueIndex('reservations_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('reservations_user_idx').on(t.userId),
    index('reservations_room_idx').on(t.roomId),
    index('reservations_checkin_idx').on(t.checkin),
    index('reservations_hold_idx').on(t.holdExpiresAt),
    index('reservations_verify_by_idx').on(t.verifyBy),
    index('reservations_booked_from_idx').on(t.bookedFrom),
    check('reservations_dates_check', sql`${t.checkout} > ${t.checkin}`),
    check('reservations_status_check', isOneOf(t.status, RESERVATION_STATUSES)),
    check('reservations_guests_check', sql`${t.adults} >= 1 and ${t.kids} >= 0`),
    check(
      'reservations_discount_check',
      sql`${t.discountGuests} between 0 and ${t.adults} + ${t.kids} and ${t.vatExemptSales} >= 0 and ${t.vatExemptAmount} >= 0 and ${t.discountAmount} >= 0`,
    ),
    // The no-double-booking exclusion constraint is added by hand in the first migration (and
    // room_occupancy_no_overlap, migration 0004, keeps bookings off calendar blocks):
    // EXCLUDE USING gist (room_id WITH =, daterange(checkin, checkout, '[)') WITH &&) WHERE holding
  ],
);

/**
 * A weather disruption the desk declared: its days (both included), why, who and when. A
 * lifted one keeps its row: the bookings it affected still point at it from their history.
 */
export const weatherDisruptions = pgTable(
  'weather_disruptions',
  {
    id: id(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    note: text('note').notNull(),
    declaredBy: uuid('declared_by').references(() => users.id, { onDelete: 'set null' }),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [
    index('weather_disruptions_days_idx').on(t.startDate, t.endDate),
    check('weather_disruptions_range_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Who changed a reservation and when: the front desk's history on each card. */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: id(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // weather_affected / weather_moved / weather_cancelled: the disruption it was about (never deleted)
    weatherDisruptionId: uuid('weather_disruption_id').references(() => weatherDisruptions.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('reservation_events_reservation_idx').on(t.reservationId),
    // one "affected", one "moved" and one "cancelled" per booking and disruption: a retried declaration
    // or a second move finds the row there
    uniqueIndex('reservation_events_weather_unique')
      .on(t.reservationId, t.weatherDisruptionId, t.action)
      .where(sql`${t.weatherDisruptionId} is not null`),
    index('reservation_events_weather_idx').on(t.weatherDisruptionId),
    check(
      'reservation_events_status_check',
      sql`(${t.fromStatus} is null or ${isOneOf(t.fromStatus, RESERVATION_STATUSES)}) and (${t.toStatus} is null or ${isOneOf(t.toStatus, RESERVATION_STATUSES)})`,
    ),
  ],
);

/**
 * The senior citizen / PWD IDs the desk records at check-in. A discount the desk cannot verify is
 * removed (removed_at, by, reason), never deleted: the history keeps what was claimed.
 */
export const reservationDiscountGuests = pgTable(
  'reservation_discount_guests',
  {
    id: id(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    idType: text('id_type', { enum: DISCOUNT_ID_TYPES }).notNull(),
    idNumber: text('id_number').notNull(),
    fullName: text('full_name').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason').notNull().default(''),
  },
  (t) => [
    index('reservation_discount_guests_reservation_idx').on(t.reservationId),
    check('reservation_discount_guests_id_type_check', isOneOf(t.idType, DISCOUNT_ID_TYPES)),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    amount: money('amount').notNull(),
    paymentMethod: text('payment_method').notNull(),
    transactionId: text('transaction_id').notNull(),
    // down_payment (made with the booking), guest (recorded from the dashboard), desk (taken by staff)
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('guest'),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('pending'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // why a payment was rejected, or why a refund was made (told to the guest)
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_status_idx').on(t.status),
    check('payments_status_check', isOneOf(t.status, PAYMENT_RECORD_STATUSES)),
    check('payments_kind_check', isOneOf(t.kind, PAYMENT_KINDS)),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    rating: integer('rating').notNull().default(5),
    comment: text('comment').notNull(),
    location: text('location').notNull().default(''),
    approved: boolean('approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_reservation_unique').on(t.reservationId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [check('inquiries_status_check', isOneOf(t.status, INQUIRY_STATUSES))],
);

export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    key: text('key').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    contentType: text('content_type').notNull().default('text'),
    // the optional Filipino versions: '' means Filipino pages show the English title and text
    titleFil: text('title_fil').notNull().default(''),
    contentFil: text('content_fil').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_items_key_unique').on(t.key)],
);

/** The admin's own questions and answers, matched by the chat assistant before its built-in topics. */
export const chatbotFaqs = pgTable(
  'chatbot_faqs',
  {
    id: id(),
    question: text('question').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    phrasings: text('phrasings').array().notNull().default(sql`'{}'::text[]`),
    answer: text('answer').notNull(),
    language: text('language', { enum: FAQ_LANGUAGES }).notNull().default('en'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('chatbot_faqs_language_check', isOneOf(t.language, FAQ_LANGUAGES))],
);

export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: id(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userMessage: text('user_message').notNull(),
    botResponse: text('bot_response').notNull(),
    // which answer was used; rows from before this column count as built-in topics
    answerSource: text('answer_source', { enum: ANSWER_SOURCES }).notNull().default('topics'),
    faqId: uuid('faq_id').references(() => chatbotFaqs.id, { onDelete: 'set null' }),
    // the message normalised (case, accents, punctuation): unanswered questions are counted by it
    questionKey: text('question_key'),
    createdAt: createdAt(),
    // the language the guest chatted in (the assistant's own replies are in it): the unanswered list shows
    // it and pre-fills the FAQ entry's language; null on rows from before it was kept
    language: text('language', { enum: FAQ_LANGUAGES }),
  },
  (t) => [
    index('chatbot_messages_session_idx').on(t.sessionId, t.createdAt),
    index('chatbot_messages_unanswered_idx').on(t.questionKey).where(sql`${t.answerSource} = 'fallback'`),
    check('chatbot_messages_answer_source_check', isOneOf(t.answerSource, ANSWER_SOURCES)),
    check('chatbot_messages_language_check', isOneOf(t.language, FAQ_LANGUAGES)),
  ],
);

/** Every email the site sends, kept whether or not SMTP delivered it (and the only copy without SMTP). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    // the same message as HTML (the body is its plain-text part)
    html: text('html'),
    // a mail of a job (`notify:<job id>:<recipient>:<n>`) is kept once: a re-run of the job finds it
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.toAddress, t.createdAt),
    uniqueIndex('email_outbox_dedupe_unique').on(t.dedupeKey),
    // the few mails not sent yet, for the sweep that queues a retry a failure could not queue
    index('email_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);

export const JOB_STATUSES = ['queued', 'done', 'failed'] as const;

/**
 * Background work (hold expiry, reminders, email retries, backups). A job is claimed with FOR UPDATE SKIP
 * LOCKED and a lease, and marked done in the same transaction as its effects, so however many server
 * instances share the database each job takes effect once; an interrupted one runs again when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // the same key is queued once (e.g. one expiry sweep per minute, however many instances ask)
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_unique').on(t.dedupeKey),
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_status_check', isOneOf(t.status, JOB_STATUSES)),
  ],
);

/** A travel site's calendar a room imports (its iCalendar export URL), fetched every CALENDAR_SYNC_MINUTES. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    roomId: requiredRef('room_id', () => rooms.id, 'cascade'),
    channel: text('channel', { enum: CALENDAR_CHANNELS }).notNull(),
    url: text('url').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // due for a fetch from this time (claimed by moving it forward, so one instance fetches it)
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    // the last failure's message while the feed is failing; null once a fetch succeeds again
    lastError: text('last_error'),
    failureCount: integer('failure_count').notNull().default(0),
    // the first failure of the current run of failures (null while the feed syncs)
    failingSince: timestamp('failing_since', { withTimezone: true }),
    // when the staff were emailed about the current failure run or staleness; null again once it syncs
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    // the events the last good fetch refused (impossible dates, too long), with the reason shown to the admin
    refusedEvents: jsonb('refused_events').$type<RefusedFeedEvent[]>().notNull().default([]),
    // a hash of what the last good sync read (events and refusals): an unchanged feed is not applied again
    readHash: text('read_hash'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_room_url_unique').on(t.roomId, t.url),
    index('calendar_feeds_due_idx').on(t.nextSyncAt),
    check('calendar_feeds_channel_check', isOneOf(t.channel, CALENDAR_CHANNELS)),
  ],
);

const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });
/** A set of date ranges, as PostgreSQL writes it: '{[2026-12-31,2027-01-01)}'. */
const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * One event of an imported feed on its room's nights [checkin, checkout). An `active` block holds the
 * nights like a booking; one that overlaps a booking or another block is kept as a `conflict` (holding
 * nothing) until staff resolve it, so no conflict is ever dropped. Events gone from the feed are deleted
 * at the next sync, unless they are conflicts still waiting for staff.
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: id(),
    feedId: requiredRef('feed_id', () => calendarFeeds.id, 'cascade'),
    roomId: requiredRef('room_id', () => rooms.id, 'cascade'),
    // the event's UID in the feed (an occurrence of a recurring event: uid/date)
    uid: text('uid').notNull(),
    checkin: date('checkin').notNull(),
    checkout: date('checkout').notNull(),
    // the channel's own summary ("Reserved", "Airbnb (Not available)"), shown to staff only
    summary: text('summary').notNull().default(''),
    state: text('state', { enum: BLOCK_STATES }).notNull().default('active'),
    // the nights an open conflict holds: those of its event that nothing else holds, so no booking here
    // takes them while staff decide ('{}' for any other state; an active block holds all its nights)
    heldNights: datemultirange('held_nights').notNull().default('{}'),
    // the channel's own page of the booking (Airbnb's "Reservation URL" in DESCRIPTION), for staff
    reservationUrl: text('reservation_url'),
    // what a conflict overlaps (either may be gone later; the dates stay)
    conflictReservationId: uuid('conflict_reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    conflictBlockId: uuid('conflict_block_id').references((): AnyPgColumn => calendarBlocks.id, {
      onDelete: 'set null',
    }),
    detectedAt: timestamp('detected_at', { withTimezone: true }),
    // the event left the feed while its conflict waited for staff
    removedFromFeedAt: timestamp('removed_from_feed_at', { withTimezone: true }),
    resolution: text('resolution', { enum: CONFLICT_RESOLUTIONS }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_blocks_feed_uid_unique').on(t.feedId, t.uid),
    index('calendar_blocks_room_idx').on(t.roomId, t.checkin),
    index('calendar_blocks_state_idx').on(t.state),
    check('calendar_blocks_dates_check', sql`${t.checkout} > ${t.checkin}`),
    check('calendar_blocks_state_check', isOneOf(t.state, BLOCK_STATES)),
    check(
      'calendar_blocks_held_nights_check',
      sql`${t.heldNights} <@ daterange(${t.checkin}, ${t.checkout}, '[)')`,
    ),
    check(
      'calendar_blocks_resolution_check',
      sql`${t.resolution} is null or ${isOneOf(t.resolution, CONFLICT_RESOLUTIONS)}`,
    ),
  ],
);

/**
 * Every room-night that is taken, whatever took it: a holding reservation (pending, confirmed, checked in)
 * or an active calendar block. Kept by triggers on those two tables (never written by the app), so one
 * exclusion constraint here (room_occupancy_no_overlap, added by hand in migration 0004) refuses a booking
 * over a block and a block over a booking, on PGlite and PostgreSQL alike. Derived: left out of backups.
 */
export const roomOccupancy = pgTable(
  'room_occupancy',
  {
    id: id(),
    roomId: requiredRef('room_id', () => rooms.id, 'cascade'),
    nights: daterange('nights').notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id').references(() => calendarBlocks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('room_occupancy_reservation_unique').on(t.reservationId),
    // an active block has one row; an open conflict one per stretch of nights it holds
    index('room_occupancy_block_idx').on(t.blockId),
    // the room search's probe: the ranges taken on the asked nights, whatever the room (one index scan for
    // a whole search; the exclusion constraint's index, room first, would be probed once per room)
    index('room_occupancy_nights_idx').using('gist', t.nights),
    check('room_occupancy_one_source_check', sql`(${t.reservationId} is null) <> (${t.blockId} is null)`),
  ],
);

/**
 * Every backup made (and the files found in BACKUP_DIR from before this list was kept), so each instance
 * lists the same ones: where its file is (`s3`: the bucket under `location`'s prefix; `disk`: the folder
 * `location` on `host`, which other servers reach only when it is shared). `pruned_at`: past BACKUP_KEEP,
 * no longer listed; the row goes once its file is deleted (by `host` when only it reaches the file).
 * Neither this table nor backup_failures is in a backup or touched by a restore.
 */
export const backups = pgTable(
  'backups',
  {
    name: text('name').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** null: a file found in BACKUP_DIR, made before backups were recorded here. */
    trigger: text('trigger'),
    storage: text('storage').notNull(),
    location: text('location').notNull(),
    host: text('host').notNull(),
    sha256: text('sha256'),
    prunedAt: timestamp('pruned_at', { withTimezone: true }),
  },
  (t) => [
    index('backups_created_idx').on(t.createdAt),
    check('backups_storage_check', isOneOf(t.storage, BACKUP_STORAGES)),
    check('backups_trigger_check', sql`${t.trigger} is null or ${isOneOf(t.trigger, BACKUP_TRIGGERS)}`),
  ],
);

/** Each failed backup, with why: the admin dashboard shows the last one in red until a backup succeeds. */
export const backupFailures = pgTable(
  'backup_failures',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    trigger: text('trigger').notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    index('backup_failures_at_idx').on(t.at),
    check('backup_failures_trigger_check', isOneOf(t.trigger, BACKUP_TRIGGERS)),
  ],
);
