// Calendar sync in the API's answers: a room's imported feeds, the blocks they put on its nights, and
// the conflicts staff resolve (issue "Sell on Airbnb, Booking.com and Agoda").
import { z } from 'zod';
import { BLOCK_STATES, CALENDAR_CHANNELS, CONFLICT_RESOLUTIONS } from '../calendar';
import { RESERVATION_STATUSES } from '../reservation-status';
import { calendarDay, timestamp, uuid } from './common';
import { roomSchema } from './rooms';

/** A room as the admin sees it: the public room plus its private calendar export URL. */
export const adminRoomSchema = roomSchema
  .extend({
    calendarExportUrl: z
      .string()
      .describe(
        'The room’s private iCalendar feed (with its token) to paste into Airbnb, Booking.com or Agoda',
      ),
  })
  .meta({ id: 'AdminRoom' });

export const calendarExportUrlSchema = z
  .object({ calendarExportUrl: z.string() })
  .meta({ id: 'CalendarExportUrl', description: 'The room’s export URL with its new token' });

export const FEED_STATUSES = ['waiting', 'ok', 'failing'] as const;

export const calendarFeedSchema = z
  .object({
    id: uuid,
    roomId: uuid,
    channel: z.enum(CALENDAR_CHANNELS),
    url: z.string(),
    status: z
      .enum(FEED_STATUSES)
      .describe('waiting: not fetched yet; ok: the last fetch worked; failing: the last fetch failed'),
    lastAttemptAt: timestamp.nullable(),
    lastSuccessAt: timestamp.nullable(),
    lastError: z.string().nullable().describe('Why the last fetch failed (the last good blocks are kept)'),
    nextSyncAt: timestamp,
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
    resolution: z.enum(CONFLICT_RESOLUTIONS).nullable(),
    resolvedAt: timestamp.nullable(),
    resolvedBy: z.string().nullable().describe('Who resolved it (name)'),
    resolutionNote: z.string(),
  })
  .meta({ id: 'CalendarConflict' });
