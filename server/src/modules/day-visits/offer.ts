// GET /api/day-visits?date=: one day's offer for day visitors. The day follows the booking's date rules
// (today or later, within the booking horizon: checkVisitDay); the fees are the day type's; what is left
// is read from what holds it, the holding day visits' heads and reservation_cottages (the table whose
// unique index refuses a second holder), so the answer stays what a booking would find. Asked with a
// party (adults, kids, infants, discountGuests, cottageId), it prices it with the booking's own function.
import type { DayVisitDayDto, DayVisitQuoteDto } from '@domain/api-types';
import { todayIn } from '@domain/dates';
import { capacityLeft, dayTypeOf, feesOn, type PassPrices, quoteDayVisit } from '@domain/day-visits';
import { toCentavos, toDecimalString } from '@domain/money';
import { billAsStrings } from '@domain/pricing';
import { checkDiscountGuests } from '@domain/schemas/booking';
import {
  COTTAGE_NOT_FOUND,
  COTTAGE_NOT_FREE,
  checkVisitDay,
  type DayVisitQuery,
} from '@domain/schemas/day-visits';
import type { Database, Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toCottageDto } from './dto';
import * as repo from './repository';
import { readPassDay } from './visit-day';

type Party = { adults: number; kids: number; infants: number; discountGuests: number; cottageId?: string };

/** The party's bill; the cottage must be one of the day's free ones. */
const quoteParty = (options: {
  date: string;
  holidays: string[];
  prices: PassPrices;
  party: Party;
  free: repo.CottageRow[];
}): DayVisitQuoteDto => {
  const { party } = options;
  const problem = checkDiscountGuests(party);
  if (problem) throw badRequest(problem, { discountGuests: problem });
  const cottage = party.cottageId ? options.free.find((row) => row.id === party.cottageId) : undefined;
  if (party.cottageId && !cottage) throw conflict(COTTAGE_NOT_FREE);
  const quote = quoteDayVisit({
    day: options.date,
    holidays: options.holidays,
    prices: options.prices,
    heads: { ...party, eligibleGuests: party.discountGuests },
    cottagePriceCentavos: cottage ? toCentavos(cottage.price) : undefined,
  });
  const { regularAmount, vatExemptSales, vatExemptAmount, discountAmount, totalAmount, vatIncludedAmount } =
    billAsStrings(quote.bill);
  return {
    lines: quote.lines.map((line) => ({
      item: line.item,
      quantity: line.quantity,
      unitPrice: toDecimalString(line.unitCentavos),
      amount: toDecimalString(line.amountCentavos),
    })),
    regularAmount,
    vatExemptSales,
    vatExemptAmount,
    discountAmount,
    totalAmount,
    vatIncludedAmount,
    downPayment: toDecimalString(quote.downPaymentCentavos),
    balance: toDecimalString(quote.balanceCentavos),
  };
};

export const readDayOffer = async (ctx: AppContext, query: DayVisitQuery): Promise<DayVisitDayDto> => {
  const { db, config } = ctx.deps;
  const { date } = query;
  const problem = checkVisitDay(date, todayIn(config.resortTz, ctx.deps.now()), config.stayLimits);
  if (problem) throw badRequest(problem, { date: problem });
  const [{ settings, prices, holidays, holidayName }, allCottages, held, heads] = await Promise.all([
    readPassDay(db, { day: date }),
    repo.findCottages(db),
    repo.findHeldCottageIds(db, date),
    repo.sumDayVisitHeads(db, date),
  ]);
  const dayType = dayTypeOf(date, holidays);
  const fees = feesOn(prices, dayType);
  const taken = new Set(held);
  const free = allCottages.filter((cottage) => cottage.status === 'available' && !taken.has(cottage.id));
  const party: Party | undefined =
    query.adults === undefined
      ? undefined
      : {
          adults: query.adults,
          kids: query.kids ?? 0,
          infants: query.infants ?? 0,
          discountGuests: query.discountGuests ?? 0,
          cottageId: query.cottageId || undefined,
        };
  return {
    date,
    dayType,
    holidayName,
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
    cottages: free.map(toCottageDto),
    quote: party ? quoteParty({ date, holidays, prices, party, free }) : null,
  };
};

/**
 * A day-visit booking's offer and bill: the pass settings, the cottage asked for (open for booking; whether
 * another booking holds it that day is decided by the booking's transaction), and the party's bill from
 * the day's fees. The day itself is checked by the caller (checkVisitDay).
 */
export const priceDayVisit = async (
  db: Database | Tx,
  visit: {
    date: string;
    adults: number;
    kids: number;
    infants: number;
    discountGuests: number;
    cottageId?: string | null;
  },
) => {
  const { settings, prices, holidays, cottage } = await readPassDay(db, {
    day: visit.date,
    cottageId: visit.cottageId,
  });
  if (visit.cottageId && !cottage) throw notFound(COTTAGE_NOT_FOUND);
  if (cottage && cottage.status !== 'available') throw conflict(COTTAGE_NOT_FREE);
  const quote = quoteDayVisit({
    day: visit.date,
    holidays,
    prices,
    heads: { ...visit, eligibleGuests: visit.discountGuests },
    cottagePriceCentavos: cottage ? toCentavos(cottage.price) : undefined,
  });
  return { capacity: settings.dailyCapacity, cottage: cottage ?? null, quote };
};
