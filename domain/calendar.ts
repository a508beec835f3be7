// Calendar sync with travel sites (Airbnb, Booking.com, Agoda): the words and limits
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

/**
 * The longest stay a travel site sells: an imported event over more nights is refused (a date written
 * wrong, such as 2026-13-45, would otherwise block the room for months). Beside MAX_STAY_NIGHTS, which
 * bounds our own bookings.
 */
export const MAX_CHANNEL_EVENT_NIGHTS = 90;

/** A feed whose last good sync is older than this many intervals is stale: the staff are told. */
export const STALE_AFTER_INTERVALS = 3;

/** An event of a feed that the sync refused, and why (shown in the room's Calendar sync dialog). */
export type RefusedFeedEvent = {
  uid: string;
  summary: string;
  /** The check-in as read, when its start could be read at all. */
  checkin: string | null;
  reason: string;
};

/** Why a feed needs the staff: it fails, or it has not synced for STALE_AFTER_INTERVALS intervals. */
export const FEED_ALERT_KINDS = ['failing', 'stale'] as const;
export type FeedAlertKind = (typeof FEED_ALERT_KINDS)[number];

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
  /** cancel_ours refused before anything is cancelled: a travel site's block holds some of the nights too. */
  overlapsBlock: (channel: string) =>
    `Cancelling our bookings would not free these nights: a ${channel} block holds some of them too. Resolve that first, or mark this one handled`,
  /** The bookings the desk confirmed are no longer the ones the event overlaps. */
  conflictChanged: 'This conflict changed since you opened it: check what it overlaps now and try again',
  /** cancel_ours cancelled ours, but something took the nights meanwhile. */
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

/** Why an event of a feed is refused (the rest of the feed still syncs). */
export const REFUSED_EVENT_MSG = {
  badStart: 'Its start date (DTSTART) is not a real date',
  badEnd: 'Its end date (DTEND) is not a real date',
  badDate: 'One of its dates is not a real date',
  unreadable: 'Its dates or repeat rule cannot be read',
  endsBeforeStart: (checkin: string, checkout: string) =>
    `It ends (${checkout}) before it starts (${checkin})`,
  tooLong: (nights: number) =>
    `It spans ${nights} nights, more than the ${MAX_CHANNEL_EVENT_NIGHTS} a travel site sells`,
} as const;
