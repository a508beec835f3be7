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

export type Quote = {
  nights: PricedNight[];
  totalCentavos: number;
  downPaymentCentavos: number;
  balanceCentavos: number;
};

/** The 30% down payment of a total, rounded to the centavo. */
export const downPaymentOf = (totalCentavos: number): number =>
  Math.round((totalCentavos * DOWN_PAYMENT_PERCENT) / 100);

/** The whole bill: total, the 30% down payment (rounded to the centavo) and the 70% balance due at check-in. */
export const quoteStay = (options: Parameters<typeof priceNights>[0]): Quote => {
  const nights = priceNights(options);
  const totalCentavos = nights.reduce((sum, night) => sum + night.priceCentavos, 0);
  const downPaymentCentavos = downPaymentOf(totalCentavos);
  return { nights, totalCentavos, downPaymentCentavos, balanceCentavos: totalCentavos - downPaymentCentavos };
};

export const quoteAsStrings = (quote: Quote) => ({
  total: toDecimalString(quote.totalCentavos),
  downPayment: toDecimalString(quote.downPaymentCentavos),
  balance: toDecimalString(quote.balanceCentavos),
});
