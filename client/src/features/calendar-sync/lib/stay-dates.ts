// A block's or a booking's nights in one line: "Dec 5 – Dec 8, 2026 · 3 nights" (the year once when both
// days share it), with no line break inside "3 nights".

import { formatDay, nightsBetween } from '@domain/dates';
import { pluralize } from './feed-view';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const firstDay = (checkin: string, checkout: string) =>
  checkin.slice(0, 4) === checkout.slice(0, 4)
    ? monthDay.format(new Date(`${checkin}T00:00:00Z`))
    : formatDay(checkin);

export const stayDates = ({ checkin, checkout }: { checkin: string; checkout: string }) => {
  const nights = pluralize(nightsBetween(checkin, checkout), 'night').replace(' ', '\u00a0');
  return `${firstDay(checkin, checkout)} – ${formatDay(checkout)} · ${nights}`;
};
