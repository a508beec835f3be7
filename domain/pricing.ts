import { eachNight } from './dates';
import { toCentavos, toDecimalString } from './money';

export const DOWN_PAYMENT_PERCENT = 30;

export type SeasonalRate = { price: string; validFrom: string; validTo: string; rateType?: string };
export type PricedNight = { date: string; priceCentavos: number; rateType: string | null };

/** The rate covering a night, if any; validFrom and validTo are both inclusive. The cheapest wins a tie. */
const rateFor = (night: string, rates: readonly SeasonalRate[]) =>
  rates
    .filter((rate) => rate.validFrom <= night && night <= rate.validTo)
    .sort((a, b) => toCentavos(a.price) - toCentavos(b.price))[0];

/** Each night's price: a seasonal rate replaces the base price for the nights it covers. */
export const priceNights = (options: {
  basePrice: string;
  rates: readonly SeasonalRate[];
  checkin: string;
  checkout: string;
}): PricedNight[] =>
  eachNight(options.checkin, options.checkout).map((date) => {
    const rate = rateFor(date, options.rates);
    return rate
      ? { date, priceCentavos: toCentavos(rate.price), rateType: rate.rateType ?? 'Seasonal' }
      : { date, priceCentavos: toCentavos(options.basePrice), rateType: null };
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
 * The whole bill: the nights, the senior/PWD discount when `eligibleGuests` of `guests` are eligible,
 * the total, the 30% down payment of that total (rounded to the centavo) and the 70% balance due at check-in.
 */
export const quoteStay = (
  options: Parameters<typeof priceNights>[0] & { guests?: number; eligibleGuests?: number },
): Quote => {
  const nights = priceNights(options);
  const bill = discountStay({
    regularCentavos: nights.reduce((sum, night) => sum + night.priceCentavos, 0),
    guests: options.guests ?? 1,
    eligibleGuests: options.eligibleGuests ?? 0,
  });
  const totalCentavos = bill.totalCentavos;
  const downPaymentCentavos = downPaymentOf(totalCentavos);
  return {
    nights,
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
