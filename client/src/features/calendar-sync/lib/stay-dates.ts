// A block's or a booking's nights in one line: "Dec 5, 2026 – Dec 8, 2026 · 3 nights".

import { formatDay, nightsBetween } from '@domain/dates';
import { pluralize } from './feed-view';

export const stayDates = ({ checkin, checkout }: { checkin: string; checkout: string }) =>
  `${formatDay(checkin)} – ${formatDay(checkout)} · ${pluralize(nightsBetween(checkin, checkout), 'night')}`;
