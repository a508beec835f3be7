// A booked day visit's bill, line by line, for its receipt: the entrance fees by kind of head at its
// day's prices and its cottage's price for the day, from the pricing a booking uses (quoteDayVisit).
// The receipt sets the lines beside the stored bill, as a stay's nights beside its stored total.
import { type DayVisitLine, quoteDayVisit } from '@domain/day-visits';
import { toCentavos } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import { toPassPrices } from './dto';
import * as repo from './repository';

export type BookedDayVisit = {
  day: string;
  adults: number;
  kids: number;
  infants: number;
  cottageId: string | null;
};

/** The lines of a booked day visit; none when the entrance pass is not set (then the stored total stands alone). */
export const dayVisitBillLines = async (
  db: Database | Tx,
  visit: BookedDayVisit,
): Promise<DayVisitLine[]> => {
  const [settings, holiday, cottage] = await Promise.all([
    repo.findPassSettings(db),
    repo.findHoliday(db, visit.day),
    visit.cottageId ? repo.findCottage(db, visit.cottageId) : Promise.resolve(undefined),
  ]);
  if (!settings) return [];
  return quoteDayVisit({
    day: visit.day,
    holidays: holiday ? [holiday.date] : [],
    prices: toPassPrices(settings),
    heads: visit,
    cottagePriceCentavos: cottage ? toCentavos(cottage.price) : undefined,
  }).lines;
};

/** The opening hours the guests' emails give for a day visit; '' when the pass is not set. */
export const dayVisitOpeningHours = async (db: Database | Tx): Promise<string> =>
  (await repo.findPassSettings(db))?.openingHours ?? '';
