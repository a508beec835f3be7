import { describe, expect, it } from 'vitest';
import { discountStay, extraGuestsOf, quoteStay, stayPricing } from './pricing';
import { goodForTwo, peak, peakSeasonStay, plainStay } from './pricing.fixtures';

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
