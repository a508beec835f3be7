// How the admin's calendar screen words a feed: its status badge and the channel's help text.

import type { CalendarFeedDto } from '@domain/api-types';
import { CALENDAR_CHANNELS, CHANNEL_LABELS } from '@domain/calendar';

export const FEED_STATUS_BADGE: Record<
  CalendarFeedDto['status'],
  { label: string; variant: 'secondary' | 'success' | 'destructive' }
> = {
  waiting: { label: 'Waiting', variant: 'secondary' },
  ok: { label: 'OK', variant: 'success' },
  failing: { label: 'Failing', variant: 'destructive' },
  stale: { label: 'Not syncing', variant: 'destructive' },
};

export const CHANNEL_OPTIONS = CALENDAR_CHANNELS.map((channel) => ({
  value: channel,
  label: CHANNEL_LABELS[channel],
}));

/** Where each travel site shows a listing's iCal (export) link. */
export const WHERE_TO_FIND_THE_LINK = [
  { channel: 'Airbnb', path: 'Calendar → Availability → Connect calendars → Connect to another website' },
  { channel: 'Booking.com', path: 'Extranet → Rates & Availability → Sync calendars → Export calendar' },
  { channel: 'Agoda', path: 'YCS → Calendar → iCal sync → Export link' },
] as const;

export const pluralize = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
