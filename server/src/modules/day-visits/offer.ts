// GET /api/day-visits?date=: one day's offer for day visitors. The day follows the booking's date rules
// (today or later, within the booking horizon: checkVisitDay); the fees are the day type's; what is left
// is read from what holds it, the holding day visits' heads and reservation_cottages (the table whose
// unique index refuses a second holder), so the answer stays what a booking would find.
import type { DayVisitDayDto } from '@domain/api-types';
import { todayIn } from '@domain/dates';
import { capacityLeft, dayTypeOf, feesOn } from '@domain/day-visits';
import { toDecimalString } from '@domain/money';
import { checkVisitDay } from '@domain/schemas/day-visits';
import type { AppContext } from '../../lib/app-context';
import { badRequest, notFound } from '../../lib/errors';
import { PASS_NOT_SET } from './admin.service';
import { toCottageDto, toPassPrices } from './dto';
import * as repo from './repository';

export const readDayOffer = async (ctx: AppContext, date: string): Promise<DayVisitDayDto> => {
  const { db, config } = ctx.deps;
  const problem = checkVisitDay(date, todayIn(config.resortTz, ctx.deps.now()), config.stayLimits);
  if (problem) throw badRequest(problem, { date: problem });
  const settings = await repo.findPassSettings(db);
  if (!settings) throw notFound(PASS_NOT_SET);

  const [holiday, allCottages, held, heads] = await Promise.all([
    repo.findHoliday(db, date),
    repo.findCottages(db),
    repo.findHeldCottageIds(db, date),
    repo.sumDayVisitHeads(db, date),
  ]);
  const dayType = dayTypeOf(date, holiday ? [holiday.date] : []);
  const fees = feesOn(toPassPrices(settings), dayType);
  const taken = new Set(held);
  return {
    date,
    dayType,
    holidayName: holiday?.name ?? null,
    openingHours: settings.openingHours,
    childRule: settings.childRule,
    childRuleFil: settings.childRuleFil,
    prices: {
      adult: toDecimalString(fees.adultCentavos),
      child: toDecimalString(fees.childCentavos),
      infant: toDecimalString(0),
    },
    dailyCapacity: settings.dailyCapacity,
    capacityLeft: capacityLeft(settings.dailyCapacity, heads),
    cottages: allCottages
      .filter((cottage) => cottage.status === 'available' && !taken.has(cottage.id))
      .map(toCottageDto),
  };
};
