import { describe, expect, it } from 'vitest';
import { capacityLeft, dayTypeOf, type PassPrices, quoteDayVisit } from './day-visits';
import { discountStay } from './pricing';

const PRICES: PassPrices = {
  adultWeekdayCentavos: 15_000,
  adultWeekendCentavos: 20_000,
  childWeekdayCentavos: 10_000,
  childWeekendCentavos: 15_000,
};

describe('dayTypeOf', () => {
  it.each([
    ['2026-12-05', 'weekend'], // Saturday
    ['2026-12-06', 'weekend'], // Sunday
    ['2026-12-07', 'weekday'], // Monday
    ['2026-12-11', 'weekday'], // Friday
    ['2026-12-25', 'holiday'], // a Friday in the list
  ])('%s is a %s', (day, type) => {
    expect(dayTypeOf(day, ['2026-12-25', '2026-12-30'])).toBe(type);
  });

  it('holds on a machine in any zone: the day is the resort calendar day', () => {
    expect(dayTypeOf('2027-01-02', [])).toBe('weekend');
    expect(dayTypeOf('2027-01-04', [])).toBe('weekday');
  });
});

describe('quoteDayVisit', () => {
  it('prices a weekday per head, infants free, with a 30% down payment', () => {
    const quote = quoteDayVisit({
      day: '2026-12-07',
      holidays: [],
      prices: PRICES,
      heads: { adults: 2, kids: 3, infants: 1 },
    });
    expect(quote.lines).toEqual([
      { item: 'adult', quantity: 2, unitCentavos: 15_000, amountCentavos: 30_000 },
      { item: 'child', quantity: 3, unitCentavos: 10_000, amountCentavos: 30_000 },
      { item: 'infant', quantity: 1, unitCentavos: 0, amountCentavos: 0 },
    ]);
    expect(quote.totalCentavos).toBe(60_000);
    expect(quote.downPaymentCentavos).toBe(18_000);
    expect(quote.balanceCentavos).toBe(42_000);
    expect(quote.bill.vatIncludedCentavos).toBe(60_000 - Math.round(60_000 / 1.12));
  });

  it('prices a Sunday and a holiday at the weekend rate, with the cottage for the day', () => {
    for (const day of ['2026-12-06', '2026-12-08']) {
      const quote = quoteDayVisit({
        day,
        holidays: ['2026-12-08'],
        prices: PRICES,
        heads: { adults: 4, kids: 2, infants: 0 },
        cottagePriceCentavos: 250_000,
      });
      expect(quote.dayType).toBe(day === '2026-12-06' ? 'weekend' : 'holiday');
      expect(quote.lines.map((entry) => entry.amountCentavos)).toEqual([80_000, 30_000, 250_000]);
      expect(quote.totalCentavos).toBe(360_000);
    }
  });

  it("takes the senior/PWD discount off the eligible guests' own fees, as the rooms' rule rounds it", () => {
    const quote = quoteDayVisit({
      day: '2026-12-07',
      holidays: [],
      prices: { ...PRICES, adultWeekdayCentavos: 22_400 },
      heads: { adults: 3, kids: 1, infants: 0, eligibleGuests: 1 },
      cottagePriceCentavos: 150_000,
    });
    // ₱224 fee: VAT exemption ₱24, 20% of ₱200 = ₱40 off
    expect(quote.bill.eligibleShareCentavos).toBe(22_400);
    expect(quote.bill.vatExemptCentavos).toBe(2_400);
    expect(quote.bill.discountCentavos).toBe(4_000);
    const regular = 3 * 22_400 + 10_000 + 150_000;
    expect(quote.totalCentavos).toBe(regular - 6_400);
    expect(quote.bill.totalCentavos + quote.bill.vatExemptCentavos + quote.bill.discountCentavos).toBe(
      regular,
    );
  });

  it('counts the eligible among the adults first, then the children, never beyond the paying heads', () => {
    const heads = { adults: 1, kids: 2, infants: 3, eligibleGuests: 9 };
    const quote = quoteDayVisit({ day: '2026-12-07', holidays: [], prices: PRICES, heads });
    expect(quote.bill.eligibleShareCentavos).toBe(15_000 + 2 * 10_000);
  });

  it('gives an eligible guest alone the same discount as a room for one eligible guest', () => {
    const quote = quoteDayVisit({
      day: '2026-12-07',
      holidays: [],
      prices: PRICES,
      heads: { adults: 1, kids: 0, infants: 0, eligibleGuests: 1 },
    });
    expect(quote.bill).toEqual(discountStay({ regularCentavos: 15_000, guests: 1, eligibleGuests: 1 }));
  });

  it('adds up to the regular price for every mix of heads and eligible guests', () => {
    for (let adults = 1; adults <= 6; adults++)
      for (let kids = 0; kids <= 4; kids++)
        for (let eligibleGuests = 0; eligibleGuests <= adults + kids; eligibleGuests++) {
          const { bill, downPaymentCentavos, balanceCentavos } = quoteDayVisit({
            day: '2026-12-05',
            holidays: [],
            prices: { ...PRICES, adultWeekendCentavos: 19_999, childWeekendCentavos: 13_333 },
            heads: { adults, kids, infants: 1, eligibleGuests },
            cottagePriceCentavos: 177_777,
          });
          expect(bill.totalCentavos + bill.vatExemptCentavos + bill.discountCentavos).toBe(
            bill.regularCentavos,
          );
          expect(downPaymentCentavos + balanceCentavos).toBe(bill.totalCentavos);
        }
  });
});

describe('capacityLeft', () => {
  it('is the capacity less the heads booked, never below zero', () => {
    expect(capacityLeft(300, 12)).toBe(288);
    expect(capacityLeft(10, 12)).toBe(0);
  });
});
