// What one day holds for a visit being placed on it (a weather move of a day visit): its prices and day
// type, the places left, and whether a given cottage is free. Read from the same rows the public day read
// counts (./offer.ts), so a move finds what a booking would; the caller holds the day's advisory lock
// when it writes.
import { capacityLeft, type PassPrices } from '@domain/day-visits';
import { PASS_NOT_SET } from '@domain/schemas/day-visits';
import type { Database, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toPassPrices } from './dto';
import * as repo from './repository';

export type VisitDay = {
  prices: PassPrices;
  /** The day when it is one of the admin's holidays (priced as a weekend), else none. */
  holidays: string[];
  holidayName: string | null;
  /** Day visitors the day still takes, infants included. */
  capacityLeft: number;
  /**
   * The cottage asked about (null when none was): `available` by its status, `free` when also held by
   * nobody that day (what the index reservation_cottages_one_holder would let through).
   */
  cottage: (repo.CottageRow & { available: boolean; free: boolean }) | null;
};

export const readVisitDay = async (
  db: Database | Tx,
  options: { day: string; cottageId: string | null },
): Promise<VisitDay> => {
  const settings = await repo.findPassSettings(db);
  if (!settings) throw notFound(PASS_NOT_SET);
  const [holiday, held, heads, cottage] = await Promise.all([
    repo.findHoliday(db, options.day),
    repo.findHeldCottageIds(db, options.day),
    repo.sumDayVisitHeads(db, options.day),
    options.cottageId ? repo.findCottage(db, options.cottageId) : undefined,
  ]);
  const available = cottage?.status === 'available';
  return {
    prices: toPassPrices(settings),
    holidays: holiday ? [holiday.date] : [],
    holidayName: holiday?.name ?? null,
    capacityLeft: capacityLeft(settings.dailyCapacity, heads),
    cottage: cottage ? { ...cottage, available, free: available && !held.includes(cottage.id) } : null,
  };
};
