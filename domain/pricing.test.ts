import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  billAsStrings,
  DOWN_PAYMENT_PERCENT,
  discountStay,
  downPaymentOf,
  priceNights,
  quoteAsStrings,
  quoteStay,
  type SeasonalRate,
  vatIncludedIn,
} from './pricing';

const peak: SeasonalRate = {
  rateType: 'Peak Season',
  price: '6000.00',
  validFrom: '2026-12-20',
  validTo: '2026-12-26',
};

/** `nights` nights from 2026-04-10 at `basePrice`, no seasonal rate in sight. */
const plainStay = (basePrice: string, nights: number) => ({
  basePrice,
  rates: [],
  checkin: '2026-04-10',
  checkout: addDays('2026-04-10', nights),
});

/** A stay from `checkin` to `checkout` at `basePrice`, with the peak rate in sight. */
const peakSeasonStay = (basePrice: string, checkin: string, checkout: string) => ({
  basePrice,
  rates: [peak],
  checkin,
  checkout,
});

describe('priceNights', () => {
  it('charges the base price for every night without a rate', () => {
    expect(priceNights(plainStay('4500.00', 3))).toEqual([
      { date: '2026-04-10', priceCentavos: 450_000, rateType: null },
      { date: '2026-04-11', priceCentavos: 450_000, rateType: null },
      { date: '2026-04-12', priceCentavos: 450_000, rateType: null },
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
      { date: '2026-12-24', priceCentavos: 700_000, rateType: 'Seasonal' },
      { date: '2026-12-25', priceCentavos: 550_000, rateType: 'Seasonal' },
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

describe('discountStay (senior citizen and PWD, RA 9994 and RA 10754)', () => {
  const night5600 = 560_000;

  it('1 of 1: the whole room is VAT-exempt and 20% off (5,600 -> 600 exempt, 1,000 off, 4,000)', () => {
    expect(discountStay({ regularCentavos: night5600, guests: 1, eligibleGuests: 1 })).toEqual({
      regularCentavos: 560_000,
      eligibleShareCentavos: 560_000,
      vatExemptSalesCentavos: 500_000,
      vatExemptCentavos: 60_000,
      discountCentavos: 100_000,
      totalCentavos: 400_000,
      vatIncludedCentavos: 0,
    });
  });

  it('1 of 2: half the room is discounted (2,800 regular + 2,000 = 4,800)', () => {
    const bill = discountStay({ regularCentavos: night5600, guests: 2, eligibleGuests: 1 });
    expect(bill.eligibleShareCentavos).toBe(280_000);
    expect(bill.vatExemptCentavos).toBe(30_000);
    expect(bill.discountCentavos).toBe(50_000);
    expect(bill.totalCentavos).toBe(480_000);
    expect(bill.vatIncludedCentavos).toBe(30_000); // the other guest's 2,800 carries 300 VAT
  });

  it('2 of 4: the same half share as 1 of 2', () => {
    const twoOfFour = discountStay({ regularCentavos: 3 * night5600, guests: 4, eligibleGuests: 2 });
    expect(billAsStrings(twoOfFour)).toEqual({
      regularAmount: '16800.00',
      vatExemptSales: '7500.00',
      vatExemptAmount: '900.00',
      discountAmount: '1500.00',
      totalAmount: '14400.00',
      vatIncludedAmount: '900.00',
    });
  });

  it('no eligible guest changes nothing, and the count is capped at the guests', () => {
    const none = discountStay({ regularCentavos: night5600, guests: 2, eligibleGuests: 0 });
    expect(none.totalCentavos).toBe(night5600);
    expect(none.discountCentavos + none.vatExemptCentavos).toBe(0);
    expect(none.vatIncludedCentavos).toBe(60_000);
    expect(discountStay({ regularCentavos: night5600, guests: 1, eligibleGuests: 3 }).totalCentavos).toBe(
      400_000,
    );
  });

  it('discounts a stay with seasonal nights on its regular total', () => {
    const quote = quoteStay(peakSeasonStay('5600.00', '2026-12-19', '2026-12-22')); // 5,600 + 6,000 + 6,000
    expect(quote.totalCentavos).toBe(1_760_000);
    const bill = discountStay({ regularCentavos: quote.totalCentavos, guests: 2, eligibleGuests: 1 });
    // share 8,800; VAT-exclusive 7,857.142857 -> 7,857.14; exempt 942.86; 20% = 1,571.428 -> 1,571.43
    expect(billAsStrings(bill)).toMatchObject({
      vatExemptAmount: '942.86',
      discountAmount: '1571.43',
      totalAmount: '15085.71',
    });
  });

  it('rounds once per stay to the centavo, half up', () => {
    // 1 of 3 of 1,000.00: share 333.333 -> 333.33; /1.12 = 297.616 -> 297.62; exempt 35.71; 20% = 59.524 -> 59.52
    const bill = discountStay({ regularCentavos: 100_000, guests: 3, eligibleGuests: 1 });
    expect(bill).toMatchObject({
      eligibleShareCentavos: 33_333,
      vatExemptCentavos: 3_571,
      discountCentavos: 5_952,
      totalCentavos: 90_477,
    });
  });

  it('always adds up to the centavo: total + exempt + discount = regular', () => {
    for (const regular of [1, 101, 99_999, 333_333, 1_234_567, 9_999_999]) {
      for (const guests of [1, 2, 3, 4, 7]) {
        for (let eligible = 0; eligible <= guests; eligible++) {
          const bill = discountStay({ regularCentavos: regular, guests, eligibleGuests: eligible });
          expect(bill.totalCentavos + bill.vatExemptCentavos + bill.discountCentavos).toBe(regular);
          for (const part of Object.values(bill)) expect(Number.isInteger(part) && part >= 0).toBe(true);
        }
      }
    }
  });
});

describe('vatIncludedIn', () => {
  it('is the 12% VAT inside a VAT-inclusive price', () => {
    expect(vatIncludedIn(560_000)).toBe(60_000);
    expect(vatIncludedIn(100)).toBe(11); // 1.00 / 1.12 = 0.8929 -> 0.89
    expect(vatIncludedIn(0)).toBe(0);
  });
});

describe('quoteStay with eligible guests', () => {
  it('asks the 30% down payment of the discounted total', () => {
    const quote = quoteStay({ ...plainStay('5600.00', 1), guests: 2, eligibleGuests: 1 });
    expect(quote.bill.regularCentavos).toBe(560_000);
    expect(quoteAsStrings(quote)).toEqual({ total: '4800.00', downPayment: '1440.00', balance: '3360.00' });
  });

  it('prices as before when nobody is eligible', () => {
    const quote = quoteStay(plainStay('5600.00', 2));
    expect(quote.totalCentavos).toBe(1_120_000);
    expect(quote.bill.discountCentavos).toBe(0);
  });
});
