// Stays and their money: reservations, their history, discount IDs, weather disruptions, payments, reviews.

import { RESERVATION_KINDS } from '@domain/day-visits';
import { PAYMENT_KINDS, PAYMENT_RECORD_STATUSES } from '@domain/payment-status';
import { DISCOUNT_ID_TYPES } from '@domain/pricing';
import { RESERVATION_STATUSES } from '@domain/reservation-status';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, isOneOf, money, requiredRef, updatedAt } from './column-types';
import { rooms } from './rooms';

/**
 * Several rooms booked together (docs/adr/0065): one reference code the guest quotes, one total and one
 * down payment. Each room is its own reservation (reservations.group_id) with its own price, status and
 * payments, so every per-stay rule keeps working; the group only ties them together.
 */
export const bookingGroups = pgTable(
  'booking_groups',
  {
    id: id(),
    // the same alphabet and length as a reservation's, unique among groups (a code names one or the other)
    referenceCode: text('reference_code').notNull(),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // a retried group booking carries the same key and gets the first answer back
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_groups_reference_unique').on(t.referenceCode),
    uniqueIndex('booking_groups_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('booking_groups_user_idx').on(t.userId),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    referenceCode: text('reference_code').notNull(),
    // a room for nights, or a day at the beach: checkin is the visit's day, checkout the next (docs/adr/0063)
    kind: text('kind', { enum: RESERVATION_KINDS }).notNull().default('stay'),
    // null for a day visit (reservations_kind_room_check)
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    checkin: date('checkin').notNull(),
    checkout: date('checkout').notNull(),
    adults: integer('adults').notNull().default(1),
    kids: integer('kids').notNull().default(0),
    // a day visit's infants enter free and count against the day's capacity; a stay has none
    infants: integer('infants').notNull().default(0),
    totalAmount: money('total_amount').notNull(),
    // senior citizen / PWD discount (docs/pricing.md): how many guests claim it, their share without VAT
    // (the VAT-exempt sale), and what it took off the regular price: regular = total + VAT exempt + discount
    discountGuests: integer('discount_guests').notNull().default(0),
    vatExemptSales: money('vat_exempt_sales').notNull().default('0'),
    vatExemptAmount: money('vat_exempt_amount').notNull().default('0'),
    discountAmount: money('discount_amount').notNull().default('0'),
    // the extra guests' charges (docs/pricing.md, Extra guests) inside the regular price, kept as priced so
    // receipts and reports show them without pricing the stay again
    extraGuestAmount: money('extra_guest_amount').notNull().default('0'),
    // the add-ons' lines not removed (ADR 0066), inside total_amount: kept with every line added or removed
    addOnAmount: money('add_on_amount').notNull().default('0'),
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
    // a room of a group booking (null: booked alone)
    groupId: uuid('group_id').references((): AnyPgColumn => bookingGroups.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('reservations_reference_unique').on(t.referenceCode),
    index('reservations_group_idx').on(t.groupId),
    uniqueIndex('reservations_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('reservations_user_idx').on(t.userId),
    index('reservations_room_idx').on(t.roomId),
    index('reservations_checkin_idx').on(t.checkin),
    index('reservations_hold_idx').on(t.holdExpiresAt),
    index('reservations_verify_by_idx').on(t.verifyBy),
    index('reservations_booked_from_idx').on(t.bookedFrom),
    check('reservations_dates_check', sql`${t.checkout} > ${t.checkin}`),
    check('reservations_status_check', isOneOf(t.status, RESERVATION_STATUSES)),
    check('reservations_guests_check', sql`${t.adults} >= 1 and ${t.kids} >= 0 and ${t.infants} >= 0`),
    check('reservations_kind_check', isOneOf(t.kind, RESERVATION_KINDS)),
    // a stay has its room; a day visit has none
    check('reservations_kind_room_check', sql`(${t.kind} = 'stay') = (${t.roomId} is not null)`),
    check(
      'reservations_discount_check',
      sql`${t.discountGuests} between 0 and ${t.adults} + ${t.kids} and ${t.vatExemptSales} >= 0 and ${t.vatExemptAmount} >= 0 and ${t.discountAmount} >= 0`,
    ),
    check('reservations_extra_guest_check', sql`${t.extraGuestAmount} >= 0`),
    check('reservations_add_on_check', sql`${t.addOnAmount} >= 0`),
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
    // one payment of a group booking split over its rooms: the parts share this id and are settled together
    groupPaymentId: uuid('group_payment_id'),
  },
  (t) => [
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_group_payment_idx').on(t.groupPaymentId),
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
