// The admin's day-visit offer: the entrance pass (one, written whole), the holidays priced as weekends and
// the cottages (never deleted once a booking held one: its days are in the books).
import type { CottageDto, HolidayDto, PassSettingsDto } from '@domain/api-types';
import { isIsoDate, todayIn } from '@domain/dates';
import { toDecimalString } from '@domain/money';
import {
  COTTAGE_NOT_FOUND,
  type CottageInput,
  type CottagePatch,
  checkVisitDay,
  type HolidayInput,
  PASS_NOT_SET,
  type PassSettingsInput,
} from '@domain/schemas/day-visits';
import { onlyRow } from '../../db/rows';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import { toCottageDto, toPassSettingsDto } from './dto';
import * as repo from './repository';

export const HOLIDAY_NOT_FOUND = 'Holiday not found';
export const COTTAGE_WAS_BOOKED = 'This cottage has bookings: set it to maintenance instead';
/** Every day's read lists them all: their number is bounded, as the rooms' is. */
export const MAX_COTTAGES = 200;
export const TOO_MANY_COTTAGES = `A resort can list at most ${MAX_COTTAGES} cottages`;

export const getPassSettings = async (ctx: AppContext): Promise<PassSettingsDto> => {
  const row = await repo.findPassSettings(ctx.deps.db);
  if (!row) throw notFound(PASS_NOT_SET);
  return toPassSettingsDto(row);
};

export const setPassSettings = async (
  ctx: AppContext,
  input: PassSettingsInput,
): Promise<PassSettingsDto> => {
  const rows = await repo.savePassSettings(ctx.deps.db, {
    adultWeekdayPrice: toDecimalString(input.adultWeekdayPrice),
    adultWeekendPrice: toDecimalString(input.adultWeekendPrice),
    childWeekdayPrice: toDecimalString(input.childWeekdayPrice),
    childWeekendPrice: toDecimalString(input.childWeekendPrice),
    childRule: input.childRule,
    childRuleFil: input.childRuleFil,
    openingHours: input.openingHours,
    dailyCapacity: input.dailyCapacity,
  });
  return toPassSettingsDto(onlyRow(rows, 'upsert into day_pass_settings'));
};

export const listHolidays = async (ctx: AppContext): Promise<HolidayDto[]> => repo.findHolidays(ctx.deps.db);

/** A day someone could book a visit for (today up to the horizon); a date already listed is renamed. */
export const saveHoliday = async (ctx: AppContext, input: HolidayInput): Promise<HolidayDto> => {
  const { config } = ctx.deps;
  const problem = checkVisitDay(input.date, todayIn(config.resortTz, ctx.deps.now()), config.stayLimits);
  if (problem) throw badRequest(problem, { date: problem });
  return onlyRow(await repo.saveHoliday(ctx.deps.db, input), 'upsert into holidays');
};

export const removeHoliday = async (ctx: AppContext, date: string): Promise<void> => {
  if (!isIsoDate(date)) throw notFound(HOLIDAY_NOT_FOUND);
  if (!(await repo.deleteHoliday(ctx.deps.db, date))) throw notFound(HOLIDAY_NOT_FOUND);
};

export const listCottages = async (ctx: AppContext): Promise<CottageDto[]> =>
  (await repo.findCottages(ctx.deps.db)).map(toCottageDto);

const toCottageValues = (input: CottagePatch): Partial<repo.CottageValues> => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.images !== undefined && { images: input.images }),
  ...(input.capacity !== undefined && { capacity: input.capacity }),
  ...(input.price !== undefined && { price: toDecimalString(input.price) }),
  ...(input.status !== undefined && { status: input.status }),
});

export const createCottage = async (ctx: AppContext, input: CottageInput): Promise<CottageDto> => {
  const { db } = ctx.deps;
  if ((await repo.countCottages(db)) >= MAX_COTTAGES) throw badRequest(TOO_MANY_COTTAGES);
  const rows = await repo.insertCottage(db, { ...input, price: toDecimalString(input.price) });
  return toCottageDto(onlyRow(rows, 'insert into cottages'));
};

export const updateCottage = async (
  ctx: AppContext,
  id: string,
  patch: CottagePatch,
): Promise<CottageDto> => {
  assertUuid(id, COTTAGE_NOT_FOUND);
  const [row] = await repo.updateCottage(ctx.deps.db, id, toCottageValues(patch));
  if (!row) throw notFound(COTTAGE_NOT_FOUND);
  return toCottageDto(row);
};

export const deleteCottage = async (ctx: AppContext, id: string): Promise<void> => {
  assertUuid(id, COTTAGE_NOT_FOUND);
  const { db } = ctx.deps;
  if (!(await repo.findCottage(db, id))) throw notFound(COTTAGE_NOT_FOUND);
  if (await repo.cottageWasBooked(db, id)) throw conflict(COTTAGE_WAS_BOOKED);
  await repo.deleteCottage(db, id);
};
