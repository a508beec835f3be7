// Calendar sync and taken nights: imported feeds, their blocks, and room_occupancy.
import {
  BLOCK_STATES,
  CALENDAR_CHANNELS,
  CONFLICT_RESOLUTIONS,
  type RefusedFeedEvent,
} from '@domain/calendar';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, datemultirange, daterange, id, isOneOf, requiredRef, updatedAt } from './column-types';
import { reservations } from './reservations';
import { rooms } from './rooms';

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
