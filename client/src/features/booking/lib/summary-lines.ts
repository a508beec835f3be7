// The Booking Summary's price lines: one line per night for ordinary stays, consecutive nights at the
// same price folded together for long ones, so a seasonal night always stands out with its rate's name.
// A night's line is the room's part: the extra guests' charges have lines of their own (extraGuestLines).

import type { PricedNight } from '@domain/pricing';
import { formatDay } from '@/lib/i18n/format-day';

export type SummaryLine = {
  key: string;
  /** "Sat, Dec 20, 2026" or "Dec 20, 2026 – Dec 23, 2026". */
  label: string;
  nights: number;
  nightlyCentavos: number;
  amountCentavos: number;
  /** The seasonal rate's name, or null for the base price. */
  rateType: string | null;
};

/** Up to this many nights, every night gets its own line. */
export const NIGHT_BY_NIGHT_LIMIT = 7;

/** The room's part of a night, without the extra guests' charges. */
const roomPart = (night: PricedNight) => night.priceCentavos - night.extraCentavos;

const sameRate = (a: PricedNight, b: PricedNight) => roomPart(a) === roomPart(b) && a.rateType === b.rateType;

export const summaryLines = (nights: readonly PricedNight[], limit = NIGHT_BY_NIGHT_LIMIT): SummaryLine[] => {
  if (nights.length <= limit)
    return nights.map((night) => ({
      key: night.date,
      label: formatDay(night.date, 'long'),
      nights: 1,
      nightlyCentavos: roomPart(night),
      amountCentavos: roomPart(night),
      rateType: night.rateType,
    }));

  const runs: PricedNight[][] = [];
  for (const night of nights) {
    const run = runs.at(-1);
    if (run && sameRate(run[0]!, night)) run.push(night);
    else runs.push([night]);
  }
  return runs.map((run) => {
    const first = run[0]!;
    const last = run.at(-1)!;
    return {
      key: first.date,
      label:
        run.length === 1
          ? formatDay(first.date, 'long')
          : `${formatDay(first.date)} – ${formatDay(last.date)}`,
      nights: run.length,
      nightlyCentavos: roomPart(first),
      amountCentavos: roomPart(first) * run.length,
      rateType: first.rateType,
    };
  });
};

/** The seasonal rates a stay touches, by name, for a one-line note under the prices. */
export const seasonalRateNames = (nights: readonly PricedNight[]): string[] => [
  ...new Set(nights.map((night) => night.rateType).filter((name): name is string => Boolean(name))),
];
