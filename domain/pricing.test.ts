import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  billAsStrings,
  DOWN_PAYMENT_PERCENT,
  discountStay,
  downPaymentOf,
  extraGuestsOf,
  priceNights,
  quoteAsStrings,
  quoteStay,
  type SeasonalRate,
  stayPricing,
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

/** A room good for 2 persons, ₱500 per extra adult and ₱300 per extra child a night. */
const goodForTwo = { baseOccupancy: 2, extraAdultCharge: '500.00', extraChildCharge: '300.00' };

describe('extraGuestsOf (adults fill the base first, then kids)', () => {
  it.each([
    // [adults, kids, base, extra adults, extra kids]
    [2, 0, 2, 0, 0],
    [1, 1, 2, 0, 0],
    [3, 0, 2, 1, 0],
    [2, 2, 2, 0, 2],
    [1, 3, 2, 0, 2],
    [4, 1, 2, 2, 1],
    [4, 0, 2, 2, 0],
    [1, 0, 3, 0, 0],
    [6, 4, 10, 0, 0],
    [3, 2, 1, 2, 2],
  ])(
    '%i adults and %i kids in a room good for %i: %i extra adults, %i extra kids',
    (adults, kids, base, a, k) => {
      expect(extraGuestsOf({ adults, kids }, base)).toEqual({ adults: a, kids: k });
    },
  );

  it('never counts more extras than guests beyond the base, nor a negative one', () => {
    for (let base = 1; base <= 6; base++)
      for (let adults = 1; adults <= 6; adults++)
        for (let kids = 0; kids <= 4; kids++) {
          const extra = extraGuestsOf({ adults, kids }, base);
          expect(extra.adults).toBeGreaterThanOrEqual(0);
          expect(extra.kids).toBeGreaterThanOrEqual(0);
          expect(extra.adults + extra.kids).toBe(Math.max(0, adults + kids - base));
          expect(extra.kids).toBeLessThanOrEqual(kids);
        }
  });
});

describe('quoteStay with extra guests', () => {
  it('adds extra adults x adult charge + extra kids x child charge to every night', () => {
    const quote = quoteStay({
      ...plainStay('4500.00', 2),
      party: { adults: 3, kids: 1 },
      charges: goodForTwo,
    });
    // 1 extra adult (500) + 1 extra child (300) = 800 a night
    expect(quote.nights.map((n) => [n.priceCentavos, n.extraCentavos])).toEqual([
      [530_000, 80_000],
      [530_000, 80_000],
    ]);
    expect(quote.extraGuests).toEqual({
      adults: 1,
      kids: 1,
      adultCentavos: 50_000,
      kidCentavos: 30_000,
      totalCentavos: 160_000,
    });
    expect(quote.totalCentavos).toBe(1_060_000);
  });

  it('adds the charges to seasonal nights as to base nights', () => {
    const quote = quoteStay({
      ...peakSeasonStay('4500.00', '2026-12-19', '2026-12-21'),
      party: { adults: 4, kids: 0 },
      charges: goodForTwo,
    });
    expect(quote.nights.map((n) => [n.priceCentavos - n.extraCentavos, n.extraCentavos, n.rateType])).toEqual(
      [
        [450_000, 100_000, null],
        [600_000, 100_000, 'Peak Season'],
      ],
    );
    expect(quote.extraGuests.totalCentavos).toBe(200_000);
    expect(quote.bill.regularCentavos).toBe(1_250_000);
  });

  it('charges nobody within the base occupancy, nor without a party or charges', () => {
    const within = quoteStay({
      ...plainStay('4500.00', 1),
      party: { adults: 2, kids: 0 },
      charges: goodForTwo,
    });
    expect(within.totalCentavos).toBe(450_000);
    expect(within.extraGuests.totalCentavos).toBe(0);
    expect(quoteStay(plainStay('4500.00', 1)).extraGuests).toEqual({
      adults: 0,
      kids: 0,
      adultCentavos: 0,
      kidCentavos: 0,
      totalCentavos: 0,
    });
  });

  it('discounts the eligible share of the whole regular price, extras included, and the parts add up', () => {
    // 4 in a room good for 2 at 5,600: 2 extra adults x 500 = 1,000 a night; regular 2 x 6,600 = 13,200
    const quote = quoteStay({
      ...plainStay('5600.00', 2),
      party: { adults: 4, kids: 0 },
      charges: goodForTwo,
      eligibleGuests: 1,
    });
    expect(quote.bill.regularCentavos).toBe(1_320_000);
    expect(quote.bill).toEqual(discountStay({ regularCentavos: 1_320_000, guests: 4, eligibleGuests: 1 }));
    // share 3,300; without VAT 2,946.43; exemption 353.57; discount 589.29
    expect(quote.bill.eligibleShareCentavos).toBe(330_000);
    expect(quote.bill.discountCentavos).toBe(58_929);
  });

  it('adds up to the centavo for odd charges, seasonal nights and every eligible count', () => {
    const charges = { baseOccupancy: 2, extraAdultCharge: '333.33', extraChildCharge: '199.99' };
    for (let adults = 1; adults <= 4; adults++)
      for (let kids = 0; kids <= 3; kids++)
        for (let eligible = 0; eligible <= adults + kids; eligible++) {
          const quote = quoteStay({
            ...peakSeasonStay('4567.89', '2026-12-18', '2026-12-23'),
            party: { adults, kids },
            charges,
            eligibleGuests: eligible,
          });
          const room = quote.nights.reduce((sum, n) => sum + n.priceCentavos - n.extraCentavos, 0);
          const extra = quote.extraGuests;
          expect(extra.totalCentavos).toBe(5 * (extra.adults * 33_333 + extra.kids * 19_999));
          expect(room + extra.totalCentavos).toBe(quote.bill.regularCentavos);
          const { totalCentavos, vatExemptCentavos, discountCentavos } = quote.bill;
          expect(totalCentavos + vatExemptCentavos + discountCentavos).toBe(quote.bill.regularCentavos);
          expect(quote.downPaymentCentavos + quote.balanceCentavos).toBe(totalCentavos);
        }
  });
});

describe('stayPricing (a room, a stay and a party, as every caller prices them)', () => {
  const room = { basePrice: '4500.00', rates: [peak], ...goodForTwo, name: 'Family Room', id: 'r1' };

  it('prices a party in a room exactly as the options written out do', () => {
    const stay = { checkin: '2026-12-22', checkout: '2026-12-26' };
    const party = { adults: 3, kids: 2, discountGuests: 1 };
    expect(quoteStay(stayPricing(room, stay, party))).toEqual(
      quoteStay({
        basePrice: '4500.00',
        rates: [peak],
        ...stay,
        party: { adults: 3, kids: 2 },
        charges: room,
      }),
    );
  });

  it('reads only the party of a row or form and leaves it out when there is none (the room alone)', () => {
    const stay = { checkin: '2026-04-10', checkout: '2026-04-12', adults: 4, kids: 0, status: 'confirmed' };
    expect(stayPricing(room, stay, stay).party).toEqual({ adults: 4, kids: 0 });
    expect(quoteStay(stayPricing(room, stay)).extraGuests.totalCentavos).toBe(0);
  });
});
