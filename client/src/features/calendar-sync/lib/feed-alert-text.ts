// How a feed that needs the staff is worded on the dashboards and the room's card.

import type { CalendarFeedAlertDto } from '@domain/api-types';
import { CHANNEL_LABELS, STALE_AFTER_INTERVALS } from '@domain/calendar';

/** "Airbnb calendar failing" / "Airbnb calendar not syncing". */
export const feedAlertTitle = (alert: CalendarFeedAlertDto) =>
  `${CHANNEL_LABELS[alert.channel]} calendar ${alert.kind === 'failing' ? 'failing' : 'not syncing'}`;

/** Why, in a sentence the desk can act on. */
export const feedAlertReason = (alert: CalendarFeedAlertDto) =>
  alert.kind === 'failing'
    ? `${(alert.lastError ?? 'It could not be read').replace(/\.?$/, '.')}`
    : `No good sync for over ${STALE_AFTER_INTERVALS} sync intervals.`;
