// A resort day as the page's language writes it: English exactly as domain/dates has always
// written it ("Sat, Dec 5, 2026"), Filipino with its own day and month names ("Sab, Dis 5, 2026").
import { formatDay as englishDay, isIsoDate } from '@domain/dates';
import { lazy } from '@domain/lazy';
import { currentLanguage } from './language';

const DAY = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
const filipino = {
  long: lazy(() => new Intl.DateTimeFormat('fil-PH', { weekday: 'short', ...DAY })),
  short: lazy(() => new Intl.DateTimeFormat('fil-PH', DAY)),
};

/** `formatDay` of domain/dates in the page's language; the components that call it re-render on a switch. */
export const formatDay = (day: string, style: 'long' | 'short' = 'short'): string =>
  currentLanguage() === 'en' || !isIsoDate(day)
    ? englishDay(day, style)
    : filipino[style]().format(new Date(`${day}T00:00:00Z`));
