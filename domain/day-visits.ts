// Day visits (docs/pricing.md, "Day visits"): the entrance fee per head and the cottage for the day. A
// day's prices depend on its day type: Saturdays, Sundays and the admin's holidays take the weekend
// price. The senior citizen / PWD discount and the down payment are the rooms' own (pricing.ts).
import type { Language } from './languages';
import { type DiscountedBill, discountShare, downPaymentOf } from './pricing';

export const DAY_TYPES = ['weekday', 'weekend', 'holiday'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** The four entrance fees, in centavos; infants enter free. */
export type PassPrices = {
  adultWeekdayCentavos: number;
  adultWeekendCentavos: number;
  childWeekdayCentavos: number;
  childWeekendCentavos: number;
};

/**
 * The day type of a resort-local day (YYYY-MM-DD): a holiday when it is in the admin's list, a weekend
 * on Saturday and Sunday. The day is already the resort's (RESORT_TZ decided it), so its weekday is
 * the calendar's, read in UTC where no machine zone shifts it.
 */
export const dayTypeOf = (day: string, holidays: readonly string[]): DayType => {
  if (holidays.includes(day)) return 'holiday';
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'weekend' : 'weekday';
};

/** The fees that apply on a day of this type: a holiday is priced as a weekend. */
export const feesOn = (prices: PassPrices, dayType: DayType) =>
  dayType === 'weekday'
    ? { adultCentavos: prices.adultWeekdayCentavos, childCentavos: prices.childWeekdayCentavos }
    : { adultCentavos: prices.adultWeekendCentavos, childCentavos: prices.childWeekendCentavos };

/** Who comes: adults and children pay their fee, infants are free; `eligibleGuests` are seniors or PWDs. */
export type DayVisitHeads = { adults: number; kids: number; infants: number; eligibleGuests?: number };

export type DayVisitLine = {
  item: 'adult' | 'child' | 'infant' | 'cottage';
  quantity: number;
  unitCentavos: number;
  amountCentavos: number;
};

export type DayVisitQuote = {
  dayType: DayType;
  lines: DayVisitLine[];
  /** The regular price (entrance × heads + cottage), the discount on the eligible guests' own fees, the total. */
  bill: DiscountedBill;
  totalCentavos: number;
  downPaymentCentavos: number;
  balanceCentavos: number;
};

const line = (item: DayVisitLine['item'], quantity: number, unitCentavos: number): DayVisitLine => ({
  item,
  quantity,
  unitCentavos,
  amountCentavos: quantity * unitCentavos,
});

/**
 * The eligible guests' own entrance fees: the discount covers admission (RA 9994 names it) and each head
 * pays its own fee, so the eligible share is their fees, not a share of the whole bill. They are counted
 * among the adults first (a senior citizen is an adult), then among the children (a child with a PWD ID).
 */
const eligibleFees = (heads: DayVisitHeads, fees: ReturnType<typeof feesOn>) => {
  const eligible = Math.max(0, Math.min(heads.eligibleGuests ?? 0, heads.adults + heads.kids));
  const adults = Math.min(eligible, heads.adults);
  return adults * fees.adultCentavos + (eligible - adults) * fees.childCentavos;
};

/**
 * A day visit's bill, line by line: the entrance fees of the day's type, the cottage's price for the day
 * (when one is taken), the senior/PWD discount on the eligible guests' fees (rounded once, as a stay's),
 * the VAT included, and the 30% down payment of the total as a room's.
 */
export const quoteDayVisit = (options: {
  day: string;
  holidays: readonly string[];
  prices: PassPrices;
  heads: DayVisitHeads;
  cottagePriceCentavos?: number;
}): DayVisitQuote => {
  const { heads } = options;
  const dayType = dayTypeOf(options.day, options.holidays);
  const fees = feesOn(options.prices, dayType);
  const lines = [
    line('adult', heads.adults, fees.adultCentavos),
    line('child', heads.kids, fees.childCentavos),
    line('infant', heads.infants, 0),
  ].filter((entry) => entry.quantity > 0);
  if (options.cottagePriceCentavos !== undefined)
    lines.push(line('cottage', 1, options.cottagePriceCentavos));
  const bill = discountShare({
    regularCentavos: lines.reduce((sum, entry) => sum + entry.amountCentavos, 0),
    eligibleShareCentavos: eligibleFees(heads, fees),
  });
  const downPaymentCentavos = downPaymentOf(bill.totalCentavos);
  return {
    dayType,
    lines,
    bill,
    totalCentavos: bill.totalCentavos,
    downPaymentCentavos,
    balanceCentavos: bill.totalCentavos - downPaymentCentavos,
  };
};

/** The visitors a day still takes: its capacity less the heads (infants too: they are on the beach) booked. */
export const capacityLeft = (capacity: number, bookedHeads: number) => Math.max(0, capacity - bookedHeads);

/** What a reservation books: a room for nights (`stay`) or a day at the beach (`day_visit`, docs/adr/0063). */
export const RESERVATION_KINDS = ['stay', 'day_visit'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];

/** A day visit's name in each guest language: Filipinos book a beach's day as a "day tour". */
export const DAY_VISIT_WORDS: Record<Language, string> = { en: 'Day visit', fil: 'Day tour' };

/** What a reservation books, as its cards, receipts and emails name it. */
export type BookedThing = { room: { name: string } | null; cottage: { name: string } | null };

/**
 * The name of what was booked: a stay's room, or "Day visit" and the day's cottage when one is taken
 * ("Day visit · Cottage 3"). A day visit has no room (docs/adr/0063), so the room decides.
 */
export const bookedName = (booking: BookedThing, language: Language = 'en'): string => {
  if (booking.room) return booking.room.name;
  const word = DAY_VISIT_WORDS[language];
  return booking.cottage ? `${word} · ${booking.cottage.name}` : word;
};

/** Whether a reservation is a day visit: the stay-only actions (extend, room change, review) refuse it. */
export const isDayVisit = (booking: { kind: ReservationKind }) => booking.kind === 'day_visit';

/** Extending a stay adds nights to a room: a day visit has neither (the server refuses it with this). */
export const DAY_VISIT_NOT_EXTENDED = 'A day visit cannot be extended';

/** Reviews are of rooms (a review names its room): a day visit is not reviewed. */
export const DAY_VISIT_NOT_REVIEWED = 'A day visit cannot be reviewed: reviews are of our rooms';
