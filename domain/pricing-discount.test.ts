import { describe, expect, it } from 'vitest';
import { billAsStrings, discountStay, quoteAsStrings, quoteStay, vatIncludedIn } from './pricing';
import { peakSeasonStay, plainStay } from './pricing.fixtures';

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
