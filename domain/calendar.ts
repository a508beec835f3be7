// Calendar sync with travel sites (issue "Sell on Airbnb, Booking.com and Agoda"): the words and limits
// the server, the admin's room page and the front desk share.

/** The travel sites a room's calendar is imported from. */
export const CALENDAR_CHANNELS = ['airbnb', 'booking_com', 'agoda', 'other'] as const;
export type CalendarChannel = (typeof CALENDAR_CHANNELS)[number];

export const CHANNEL_LABELS: Record<CalendarChannel, string> = {
  airbnb: 'Airbnb',
  booking_com: 'Booking.com',
  agoda: 'Agoda',
  other: 'Other',
};

/**
 * What an imported event does to the room's nights:
 * - `active`: it holds them, like a booking (no booking here can take them);
 * - `conflict`: it overlaps a booking or another block, holds nothing, and waits for staff;
 * - `handled`: staff resolved the conflict (our booking cancelled, or the channel's event marked handled).
 */
export const BLOCK_STATES = ['active', 'conflict', 'handled'] as const;
export type BlockState = (typeof BLOCK_STATES)[number];

/** How staff resolved a conflict. */
export const CONFLICT_RESOLUTIONS = ['cancelled_ours', 'marked_handled'] as const;
export type ConflictResolution = (typeof CONFLICT_RESOLUTIONS)[number];

/** CALENDAR_SYNC_MINUTES: how often every feed is fetched. */
export const DEFAULT_CALENDAR_SYNC_MINUTES = 15;

/** A feed that failed is tried again after 1, 2, 4, … minutes, never later than its regular interval. */
export const retryDelayMinutes = (failures: number, syncMinutes: number) =>
  Math.min(2 ** Math.max(0, failures - 1), syncMinutes);

/** The most feeds one room may import (each is fetched every interval). */
export const MAX_FEEDS_PER_ROOM = 10;

/** The summary of every event in a room's export: no guest names or contact details leave the site. */
export const EXPORT_SUMMARY = 'Reserved';

export const CALENDAR_MSG = {
  feedNotFound: 'Calendar feed not found',
  feedExists: 'This room already imports that feed',
  tooManyFeeds: `A room can import at most ${MAX_FEEDS_PER_ROOM} calendars`,
  conflictNotFound: 'Conflict not found',
  conflictResolved: 'This conflict was already resolved',
  badToken: 'Calendar not found',
  roomNotFound: 'Room not found',
  feedHasConflicts: 'This calendar has conflicts waiting for staff: resolve them before removing it',
  notOurBooking: 'This conflict is with another calendar: mark it handled',
  /** cancel_ours worked, but the channel's event overlaps something else too. */
  stillOverlaps: (channel: string) =>
    `Our booking was cancelled, but the ${channel} booking still overlaps another booking or calendar: resolve that conflict too`,
  /** The history note of a booking cancelled to make room for a channel's booking. */
  cancelledForChannel: (channel: string) =>
    `to make room for the ${channel} booking on the same nights (calendar conflict)`,
} as const;

/**
 * Every event of our exports has a UID `<id>@resort-website`. A channel that re-exports what it imported
 * from us echoes these back: the sync skips them, so our own bookings never come back as blocks.
 */
export const EXPORT_UID_SUFFIX = '@resort-website';

export const exportUid = (id: string) => `${id}${EXPORT_UID_SUFFIX}`;

/** Our export's UID (an occurrence id `uid/2026-12-01` too). */
export const isOurExportUid = (uid: string) => {
  const base = uid.trim().toLowerCase();
  return base.endsWith(EXPORT_UID_SUFFIX) || base.includes(`${EXPORT_UID_SUFFIX}/`);
};

/** The path of a room's private export feed (the admin pastes the absolute URL into the travel sites). */
export const calendarExportPath = (roomId: string, token: string) =>
  `/api/calendar/rooms/${roomId}.ics?token=${encodeURIComponent(token)}`;
