// Calendar sync in the API's answers: a room's imported feeds, the blocks they put on its nights, and
// the conflicts staff resolve.
import { z } from 'zod';
import {
  BLOCK_STATES,
  CALENDAR_CHANNELS,
  CONFLICT_RESOLUTIONS,
  FEED_ALERT_KINDS,
  MAX_CHANNEL_EVENT_NIGHTS,
  STALE_AFTER_INTERVALS,
} from '../calendar';
import { RESERVATION_STATUSES } from '../reservation-status';
import { calendarDay, timestamp, uuid } from './common';
import { roomSchema } from './rooms';

/** A feed that needs the staff: it fails, or it has not synced for STALE_AFTER_INTERVALS intervals. */
export const calendarFeedAlertSchema = z
  .object({
    feedId: uuid,
    roomId: uuid,
    roomName: z.string(),
    channel: z.enum(CALENDAR_CHANNELS),
    kind: z
      .enum(FEED_ALERT_KINDS)
      .describe(
        `failing: its last fetch failed; stale: no good sync for ${STALE_AFTER_INTERVALS} × CALENDAR_SYNC_MINUTES`,
      ),
    since: timestamp.describe('failing: its first failure of this run; stale: its last good sync'),
    lastError: z.string().nullable(),
    lastSuccessAt: timestamp.nullable(),
  })
  .meta({ id: 'CalendarFeedAlert' });

/** A room as the admin sees it: the public room plus its private calendar export URL. */
export const adminRoomSchema = roomSchema
  .extend({
    calendarExportUrl: z
      .string()
      .describe(
        'The room’s private iCalendar feed (with its token) to paste into Airbnb, Booking.com or Agoda',
      ),
    calendarAlerts: z
      .array(calendarFeedAlertSchema)
      .describe('Its imported calendars that fail or have gone stale (empty when all sync)'),
  })
  .meta({ id: 'AdminRoom' });

export const calendarExportUrlSchema = z
  .object({ calendarExportUrl: z.string() })
  .meta({ id: 'CalendarExportUrl', description: 'The room’s export URL with its new token' });

export const FEED_STATUSES = ['waiting', 'ok', 'failing', 'stale'] as const;

/** An event of the feed the last good sync refused, and why. */
export const refusedFeedEventSchema = z.object({
  uid: z.string(),
  summary: z.string(),
  checkin: calendarDay.nullable().describe('The check-in as read, when its start could be read'),
  reason: z.string(),
});

const nightsSchema = z.object({ checkin: calendarDay, checkout: calendarDay });

export const calendarFeedSchema = z
  .object({
    id: uuid,
    roomId: uuid,
    channel: z.enum(CALENDAR_CHANNELS),
    url: z.string(),
    status: z
      .enum(FEED_STATUSES)
      .describe(
        `waiting: not fetched yet; ok: the last fetch worked; failing: the last fetch failed; stale: no good sync for ${STALE_AFTER_INTERVALS} intervals`,
      ),
    lastAttemptAt: timestamp.nullable(),
    lastSuccessAt: timestamp.nullable(),
    lastError: z.string().nullable().describe('Why the last fetch failed (the last good blocks are kept)'),
    failingSince: timestamp.nullable().describe('The first failure of the current run of failures'),
    nextSyncAt: timestamp,
    refusedEvents: z
      .array(refusedFeedEventSchema)
      .describe(
        `Events the last good sync refused (a date that is not a real day, an end before the start, over ${MAX_CHANNEL_EVENT_NIGHTS} nights); the rest of the feed synced`,
      ),
    blocks: z.number().int().describe('Nights blocks this feed holds now'),
    conflicts: z.number().int().describe('Its events waiting for staff because they overlap'),
  })
  .meta({ id: 'CalendarFeed' });

/** What an imported event overlaps: one of our bookings, or another feed's block. */
export const conflictOverlapSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reservation'),
    reservationId: uuid,
    referenceCode: z.string(),
    guestName: z.string(),
    checkin: calendarDay,
    checkout: calendarDay,
    status: z.enum(RESERVATION_STATUSES),
  }),
  z.object({
    kind: z.literal('block'),
    blockId: uuid,
    channel: z.enum(CALENDAR_CHANNELS),
    checkin: calendarDay,
    checkout: calendarDay,
  }),
]);

export const calendarBlockSchema = z
  .object({
    id: uuid,
    feedId: uuid,
    roomId: uuid,
    roomName: z.string(),
    channel: z.enum(CALENDAR_CHANNELS),
    checkin: calendarDay,
    checkout: calendarDay,
    summary: z.string().describe('The channel’s own summary (staff only)'),
    state: z.enum(BLOCK_STATES),
  })
  .meta({ id: 'CalendarBlock' });

export const calendarConflictSchema = calendarBlockSchema
  .extend({
    detectedAt: timestamp,
    removedFromFeed: z.boolean().describe('The event has since left the channel’s feed'),
    overlaps: conflictOverlapSchema
      .nullable()
      .describe('What it overlapped when found (null once that is gone)'),
    overlapping: z
      .array(conflictOverlapSchema)
      .describe('Every booking and block holding any of its nights now (empty once resolved)'),
    heldNights: z
      .array(nightsSchema)
      .describe('The nights it holds while open: those of its event that nothing else holds'),
    reservationUrl: z
      .string()
      .nullable()
      .describe('The channel’s page of this booking (Airbnb’s Reservation URL), when the feed gives one'),
    resolution: z.enum(CONFLICT_RESOLUTIONS).nullable(),
    resolvedAt: timestamp.nullable(),
    resolvedBy: z.string().nullable().describe('Who resolved it (name)'),
    resolutionNote: z.string(),
  })
  .meta({ id: 'CalendarConflict' });
