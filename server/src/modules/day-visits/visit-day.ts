// What one day holds for a visit being placed on it. `readPassDay` is the reads every visit's price
// starts from (the pass's settings, the day's holiday, the cottage asked for): the public day read, the
// booking's price (./offer.ts) and a weather move's day (`readVisitDay`) take them from here, so all
// three find the same fees, day type and cottage. `readVisitDay` adds the places left and whether the
// cottage is free, read from the same rows the public day read counts; the caller holds the day's
// advisory lock when it writes.
import { capacityLeft, type PassPrices } from '@domain/day-visits';
import { PASS_NOT_SET } from '@domain/schemas/day-visits';
import type { Database, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toPassPrices } from './dto';
import * as repo from './repository';

export type PassDay = {
  settings: repo.PassSettingsRow;
  prices: PassPrices;
  /** The day when it is one of the admin's holidays (priced as a weekend), else none. */
  holidays: string[];
  holidayName: string | null;
  /** The cottage asked about, whatever its status; undefined when none was asked or it does not exist. */
  cottage: repo.CottageRow | undefined;
};

/** The pass's settings (404 until the admin sets them), the day's holiday and the cottage asked about. */
export const readPassDay = async (
  db: Database | Tx,
  options: { day: string; cottageId?: string | null },
): Promise<PassDay> => {
  const settings = await repo.findPassSettings(db);
  if (!settings) throw notFound(PASS_NOT_SET);
  const [holiday, cottage] = await Promise.all([
    repo.findHoliday(db, options.day),
    options.cottageId ? repo.findCottage(db, options.cottageId) : undefined,
  ]);
  return {
    settings,
    prices: toPassPrices(settings),
    holidays: holiday ? [holiday.date] : [],
    holidayName: holiday?.name ?? null,
    cottage,
  };
};

export type VisitDay = Pick<PassDay, 'prices' | 'holidays' | 'holidayName'> & {
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
  const { settings, prices, holidays, holidayName, cottage } = await readPassDay(db, options);
  const [held, heads] = await Promise.all([
    repo.findHeldCottageIds(db, options.day),
    repo.sumDayVisitHeads(db, options.day),
  ]);
  const available = cottage?.status === 'available';
  return {
    prices,
    holidays,
    holidayName,
    capacityLeft: capacityLeft(settings.dailyCapacity, heads),
    cottage: cottage ? { ...cottage, available, free: available && !held.includes(cottage.id) } : null,
  };
};
