import { eachNight } from './dates';
import { toCentavos, toDecimalString } from './money';

export const DOWN_PAYMENT_PERCENT = 30;

export type SeasonalRate = { price: string; validFrom: string; validTo: string; rateType?: string };
/**
 * One night's price: `priceCentavos` is the whole night (the room's rate plus the extra guests' charges),
 * `extraCentavos` the extra guests' part of it, so the room's part is the difference.
 */
export type PricedNight = {
  date: string;
  priceCentavos: number;
  extraCentavos: number;
  rateType: string | null;
};

/** A room's "good for N persons" pricing: the persons its rate includes and what each extra head costs a night. */
export type ExtraGuestCharges = {
  /** Persons included in the rate, 1..maxOccupancy. */
  baseOccupancy: number;
  /** Pesos per extra adult per night, e.g. "500.00". */
  extraAdultCharge: string;
  /** Pesos per extra child per night. */
  extraChildCharge: string;
};

/**
 * Who is beyond the room's base occupancy: adults fill the included places first, then kids, so an
 * extra head is charged as a child only once every adult is inside the base.
 */
export const extraGuestsOf = (party: { adults: number; kids: number }, baseOccupancy: number) => {
  const adults = Math.max(0, party.adults - baseOccupancy);
  const kids = Math.max(0, party.adults + party.kids - baseOccupancy) - adults;
  return { adults, kids };
};

/** A stay's extra guests and what they add: per head per night, and over the whole stay. */
export type ExtraGuestsSummary = {
  adults: number;
  kids: number;
  /** The charge per extra adult per night. */
  adultCentavos: number;
  /** The charge per extra child per night. */
  kidCentavos: number;
  /** What the extra guests add over all the nights (the sum of the nights' extraCentavos). */
  totalCentavos: number;
};

/** The extra guests of a party in a room and their per-night charges (all zero without charges or a party). */
const extraGuestsPerNight = (options: ExtraGuestsOptions) => {
  const { party, charges } = options;
  if (!party || !charges) return { adults: 0, kids: 0, adultCentavos: 0, kidCentavos: 0 };
  return {
    ...extraGuestsOf(party, charges.baseOccupancy),
    adultCentavos: toCentavos(charges.extraAdultCharge),
    kidCentavos: toCentavos(charges.extraChildCharge),
  };
};

/** The party and the room's charges; leave both out to price the room alone (the "from" price). */
export type ExtraGuestsOptions = {
  party?: { adults: number; kids: number };
  charges?: ExtraGuestCharges;
};

/** A summary's extra-guest line: "Extra adult × 1 × 2 nights ₱1,000". */
export type ExtraGuestLine = {
  kind: 'adult' | 'child';
  heads: number;
  nights: number;
  perNightCentavos: number;
  amountCentavos: number;
};

/** The extra adults' and extra children's lines of a stay of `nights` nights, each only when non-zero. */
export const extraGuestLines = (extra: ExtraGuestsSummary, nights: number): ExtraGuestLine[] =>
  [
    { kind: 'adult' as const, heads: extra.adults, perNightCentavos: extra.adultCentavos },
    { kind: 'child' as const, heads: extra.kids, perNightCentavos: extra.kidCentavos },
  ]
    .map((line) => ({ ...line, nights, amountCentavos: line.heads * line.perNightCentavos * nights }))
    .filter((line) => line.amountCentavos > 0);

/** The rate covering a night, if any; validFrom and validTo are both inclusive. The cheapest wins a tie. */
const rateFor = (night: string, rates: readonly SeasonalRate[]) =>
  rates
    .filter((rate) => rate.validFrom <= night && night <= rate.validTo)
    .sort((a, b) => toCentavos(a.price) - toCentavos(b.price))[0];

/**
 * Each night's price: a seasonal rate replaces the base price for the nights it covers, and the party's
 * extra guests add their charges to every night, seasonal or not.
 */
export const priceNights = (
  options: {
    basePrice: string;
    rates: readonly SeasonalRate[];
    checkin: string;
    checkout: string;
  } & ExtraGuestsOptions,
): PricedNight[] => {
  const extra = extraGuestsPerNight(options);
  const extraCentavos = extra.adults * extra.adultCentavos + extra.kids * extra.kidCentavos;
  return eachNight(options.checkin, options.checkout).map((date) => {
    const rate = rateFor(date, options.rates);
    return rate
      ? {
          date,
          priceCentavos: toCentavos(rate.price) + extraCentavos,
          extraCentavos,
          rateType: rate.rateType ?? 'Seasonal',
        }
      : { date, priceCentavos: toCentavos(options.basePrice) + extraCentavos, extraCentavos, rateType: null };
  });
};

/** What a room's price reads: its base price, seasonal rates and extra guests' charges (a room row or DTO). */
export type PricedRoom = { basePrice: string; rates: readonly SeasonalRate[] } & ExtraGuestCharges;

/**
 * The options that price a party's stay in a room, for priceNights and quoteStay: every caller (booking,
 * extension, weather move, chat assistant, receipt, the booking page) prices a room the same way. Without a
 * party the room is priced alone (the chat's "from" price).
 */
export const stayPricing = (
  room: PricedRoom,
  stay: { checkin: string; checkout: string },
  party?: { adults: number; kids: number },
) => ({
  basePrice: room.basePrice,
  rates: room.rates,
  checkin: stay.checkin,
  checkout: stay.checkout,
  party: party && { adults: party.adults, kids: party.kids },
  charges: room,
});

// Senior citizen and PWD discount (RA 9994 and RA 10754; docs/pricing.md): the eligible guests'
// share of the room is exempt from the 12% VAT and gets 20% off its VAT-exclusive price.
export const VAT_PERCENT = 12;
export const SENIOR_PWD_DISCOUNT_PERCENT = 20;
/** The IDs the desk records at check-in: the OSCA senior citizen ID or the PWD ID. */
export const DISCOUNT_ID_TYPES = ['osca', 'pwd'] as const;
export type DiscountIdType = (typeof DISCOUNT_ID_TYPES)[number];
export const DISCOUNT_ID_TYPE_LABELS: Record<DiscountIdType, string> = {
  osca: 'OSCA ID',
  pwd: 'PWD ID',
};

/** A stay's bill with the discount: regular = total + vatExempt + discount, to the centavo. */
export type DiscountedBill = {
  /** The VAT-inclusive price of the stay as everyone pays it. */
  regularCentavos: number;
  /** The eligible guests' share of the regular price (VAT included). */
  eligibleShareCentavos: number;
  /** That share without VAT, before the discount: the VAT-exempt sale the owners file. */
  vatExemptSalesCentavos: number;
  /** The VAT that share no longer carries. */
  vatExemptCentavos: number;
  /** 20% of the share's VAT-exclusive price. */
  discountCentavos: number;
  /** What the guest pays. */
  totalCentavos: number;
  /** The VAT still included in the total (the share of the guests who are not eligible). */
  vatIncludedCentavos: number;
};

/** The VAT inside a VAT-inclusive amount: amount − amount / 1.12, rounded to the centavo. */
export const vatIncludedIn = (centavos: number): number =>
  centavos - Math.round((centavos * 100) / (100 + VAT_PERCENT));

/**
 * The discount on an eligible share of a bill whose regular price is `regularCentavos`: the share's
 * VAT-exclusive price and its 20% discount are rounded in that order; the exemption and the total are
 * differences, so the parts always add up to the regular price. The one rule for rooms and day visits.
 */
export const discountShare = (options: {
  regularCentavos: number;
  eligibleShareCentavos: number;
}): DiscountedBill => {
  const { regularCentavos, eligibleShareCentavos } = options;
  const vatExclusive = Math.round((eligibleShareCentavos * 100) / (100 + VAT_PERCENT));
  const vatExemptCentavos = eligibleShareCentavos - vatExclusive;
  const discountCentavos = Math.round((vatExclusive * SENIOR_PWD_DISCOUNT_PERCENT) / 100);
  return {
    regularCentavos,
    eligibleShareCentavos,
    vatExemptSalesCentavos: vatExclusive,
    vatExemptCentavos,
    discountCentavos,
    totalCentavos: regularCentavos - vatExemptCentavos - discountCentavos,
    vatIncludedCentavos: vatIncludedIn(regularCentavos - eligibleShareCentavos),
  };
};

/**
 * The discount on a whole stay. Rounded once per stay (not per night): the eligible share
 * (regular × eligible / guests) first, then as discountShare rounds it.
 */
export const discountStay = (options: {
  regularCentavos: number;
  guests: number;
  eligibleGuests: number;
}): DiscountedBill => {
  const { regularCentavos, guests } = options;
  const eligible = Math.max(0, Math.min(options.eligibleGuests, guests));
  const eligibleShareCentavos = guests > 0 ? Math.round((regularCentavos * eligible) / guests) : 0;
  return discountShare({ regularCentavos, eligibleShareCentavos });
};

/** A bill's money as the API sends it. */
export const billAsStrings = (bill: DiscountedBill) => ({
  regularAmount: toDecimalString(bill.regularCentavos),
  vatExemptSales: toDecimalString(bill.vatExemptSalesCentavos),
  vatExemptAmount: toDecimalString(bill.vatExemptCentavos),
  discountAmount: toDecimalString(bill.discountCentavos),
  totalAmount: toDecimalString(bill.totalCentavos),
  vatIncludedAmount: toDecimalString(bill.vatIncludedCentavos),
});

export type Quote = {
  nights: PricedNight[];
  /** The party's guests beyond the room's base occupancy and what they add (part of the regular price). */
  extraGuests: ExtraGuestsSummary;
  /** The regular price, the senior/PWD discount and VAT exemption (none when no guest is eligible), the total. */
  bill: DiscountedBill;
  totalCentavos: number;
  downPaymentCentavos: number;
  balanceCentavos: number;
};

/** The 30% down payment of a total, rounded to the centavo. */
export const downPaymentOf = (totalCentavos: number): number =>
  Math.round((totalCentavos * DOWN_PAYMENT_PERCENT) / 100);

/**
 * The whole bill: the nights (with the party's extra guests), the senior/PWD discount when `eligibleGuests`
 * of the guests are eligible (the party's adults + kids, else `guests`), the total, the 30% down payment of
 * that total (rounded to the centavo) and the 70% balance due at check-in. The discount is a share of the
 * whole regular price, extra guests' charges included: they are room accommodation as much as the rate.
 */
export const quoteStay = (
  options: Parameters<typeof priceNights>[0] & { guests?: number; eligibleGuests?: number },
): Quote => {
  const nights = priceNights(options);
  const perNight = extraGuestsPerNight(options);
  const extraGuests: ExtraGuestsSummary = {
    ...perNight,
    totalCentavos: nights.reduce((sum, night) => sum + night.extraCentavos, 0),
  };
  const guests = options.party ? options.party.adults + options.party.kids : (options.guests ?? 1);
  const bill = discountStay({
    regularCentavos: nights.reduce((sum, night) => sum + night.priceCentavos, 0),
    guests,
    eligibleGuests: options.eligibleGuests ?? 0,
  });
  const totalCentavos = bill.totalCentavos;
  const downPaymentCentavos = downPaymentOf(totalCentavos);
  return {
    nights,
    extraGuests,
    bill,
    totalCentavos,
    downPaymentCentavos,
    balanceCentavos: totalCentavos - downPaymentCentavos,
  };
};

export const quoteAsStrings = (quote: Quote) => ({
  total: toDecimalString(quote.totalCentavos),
  downPayment: toDecimalString(quote.downPaymentCentavos),
  balance: toDecimalString(quote.balanceCentavos),
});
