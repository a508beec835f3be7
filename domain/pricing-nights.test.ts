import { describe, expect, it } from 'vitest';
import {
  DOWN_PAYMENT_PERCENT,
  downPaymentOf,
  priceNights,
  quoteAsStrings,
  quoteStay,
  type SeasonalRate,
} from './pricing';
import { peakSeasonStay, plainStay } from './pricing.fixtures';

describe('priceNights', () => {
  it('charges the base price for every night without a rate', () => {
    expect(priceNights(plainStay('4500.00', 3))).toEqual([
      { date: '2026-04-10', priceCentavos: 450_000, extraCentavos: 0, rateType: null },
      { date: '2026-04-11', priceCentavos: 450_000, extraCentavos: 0, rateType: null },
      { date: '2026-04-12', priceCentavos: 450_000, extraCentavos: 0, rateType: null },
    ]);
  });

  it('lets a seasonal rate replace the base price on the nights it covers, validFrom and validTo inclusive', () => {
    const nights = priceNights(peakSeasonStay('4500.00', '2026-12-18', '2026-12-29'));
    const byDate = Object.fromEntries(nights.map((n) => [n.date, n.priceCentavos]));
    expect(byDate['2026-12-19']).toBe(450_000); // the night before validFrom
    expect(byDate['2026-12-20']).toBe(600_000); // validFrom
    expect(byDate['2026-12-26']).toBe(600_000); // validTo
    expect(byDate['2026-12-27']).toBe(450_000); // the night after validTo
    expect(nights.filter((n) => n.rateType === 'Peak Season')).toHaveLength(7);
  });

  it('does not charge the checkout day even when a rate covers it', () => {
    const nights = priceNights(peakSeasonStay('1000.00', '2026-12-18', '2026-12-20'));
    expect(nights.map((n) => n.priceCentavos)).toEqual([100_000, 100_000]);
  });

  it('takes the cheapest of overlapping rates and names a rate without a type Seasonal', () => {
    const rates: SeasonalRate[] = [
      { price: '7000.00', validFrom: '2026-12-24', validTo: '2026-12-25' },
      { price: '5500.00', validFrom: '2026-12-25', validTo: '2026-12-31' },
    ];
    const nights = priceNights({
      basePrice: '4500.00',
      rates,
      checkin: '2026-12-24',
      checkout: '2026-12-26',
    });
    expect(nights).toEqual([
      { date: '2026-12-24', priceCentavos: 700_000, extraCentavos: 0, rateType: 'Seasonal' },
      { date: '2026-12-25', priceCentavos: 550_000, extraCentavos: 0, rateType: 'Seasonal' },
    ]);
  });

  it('prices a stay across a year end', () => {
    const rates: SeasonalRate[] = [{ price: '8000.00', validFrom: '2026-12-31', validTo: '2026-12-31' }];
    const nights = priceNights({
      basePrice: '4000.00',
      rates,
      checkin: '2026-12-30',
      checkout: '2027-01-02',
    });
    expect(nights.map((n) => n.priceCentavos)).toEqual([400_000, 800_000, 400_000]);
  });

  it('gives no nights when checkout is not after checkin', () => {
    expect(priceNights(plainStay('4500.00', 0))).toEqual([]);
  });
});

describe('downPaymentOf', () => {
  it('is 30% of the total in integer centavos, rounded half up to the centavo', () => {
    expect(downPaymentOf(900_000)).toBe(270_000);
    expect(downPaymentOf(1_000_001)).toBe(300_000);
    expect(downPaymentOf(5)).toBe(2);
    expect(downPaymentOf(0)).toBe(0);
  });

  it('is what quoteStay asks for', () => {
    const quote = quoteStay(plainStay('3333.33', 3));
    expect(quote.downPaymentCentavos).toBe(downPaymentOf(quote.totalCentavos));
  });
});

describe('quoteStay', () => {
  it('totals nights x price with a 30% down payment and the 70% balance', () => {
    expect(DOWN_PAYMENT_PERCENT).toBe(30);
    const quote = quoteStay(plainStay('4500.00', 2));
    expect(quote.totalCentavos).toBe(900_000);
    expect(quote.downPaymentCentavos).toBe(270_000);
    expect(quote.balanceCentavos).toBe(630_000);
    expect(quoteAsStrings(quote)).toEqual({ total: '9000.00', downPayment: '2700.00', balance: '6300.00' });
  });

  it.each([
    // 10,000.01 x 30% = 3,000.003 -> 3,000.00; balance 7,000.01
    ['10000.01', 1, { total: '10000.01', downPayment: '3000.00', balance: '7000.01' }],
    // 3 x 3,333.33 = 9,999.99 x 30% = 2,999.997 -> 3,000.00; balance 6,999.99
    ['3333.33', 3, { total: '9999.99', downPayment: '3000.00', balance: '6999.99' }],
    // 0.05 x 30% = 0.015 -> 0.02 (half up)
    ['0.05', 1, { total: '0.05', downPayment: '0.02', balance: '0.03' }],
  ])(
    'rounds the down payment to the centavo and the balance takes the rest: %s x %i',
    (price, nights, quote) => {
      expect(quoteAsStrings(quoteStay(plainStay(price, nights)))).toEqual(quote);
    },
  );

  it('always adds up: down payment + balance = total', () => {
    for (const price of ['1.01', '999.99', '4567.89', '12345.67']) {
      for (const nights of [1, 2, 3, 7]) {
        const quote = quoteStay(plainStay(price, nights));
        expect(quote.downPaymentCentavos + quote.balanceCentavos).toBe(quote.totalCentavos);
        expect(Number.isInteger(quote.downPaymentCentavos)).toBe(true);
      }
    }
  });

  it('mixes seasonal and base nights in the total', () => {
    const rates: SeasonalRate[] = [{ price: '6000.50', validFrom: '2026-04-02', validTo: '2026-04-03' }];
    const quote = quoteStay({ basePrice: '4000.00', rates, checkin: '2026-04-01', checkout: '2026-04-05' });
    expect(quoteAsStrings(quote)).toEqual({ total: '20001.00', downPayment: '6000.30', balance: '14000.70' });
  });
});
