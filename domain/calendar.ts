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
} as const;
