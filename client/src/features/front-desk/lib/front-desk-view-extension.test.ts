import { describe, expect, it } from 'vitest';
import { extensionQuote } from './front-desk-view';

describe('extensionQuote', () => {
  const room = {
    basePrice: '4500.00',
    rates: [{ price: '6000.00', validFrom: '2026-03-13', validTo: '2026-03-13', rateType: 'Peak' }],
    baseOccupancy: 2,
    extraAdultCharge: '500.00',
    extraChildCharge: '300.00',
  };
  const party = { adults: 2, kids: 0 };
  const lines: never[] = [];

  it('prices the extra nights at the room rate, seasonal rates included', () => {
    expect(extensionQuote({ room, party, checkout: '2026-03-12', newCheckout: '2026-03-14', lines })).toEqual(
      {
        nights: 2,
        addedCentavos: 450_000 + 600_000,
        extrasCentavos: 0,
      },
    );
  });

  it("adds the party's extra guests to each added night, as the server does", () => {
    const family = { adults: 3, kids: 1 };
    expect(
      extensionQuote({ room, party: family, checkout: '2026-03-12', newCheckout: '2026-03-14', lines }),
    ).toEqual({
      nights: 2,
      addedCentavos: 450_000 + 600_000 + 2 * (50_000 + 30_000),
      extrasCentavos: 0,
    });
  });

  it('gives nothing for an empty or earlier date, and nights only while the room is unknown', () => {
    expect(extensionQuote({ room, party, checkout: '2026-03-12', newCheckout: '', lines })).toBeNull();
    expect(
      extensionQuote({ room, party, checkout: '2026-03-12', newCheckout: '2026-03-12', lines }),
    ).toBeNull();
    expect(
      extensionQuote({ room: undefined, party, checkout: '2026-03-12', newCheckout: '2026-03-13', lines }),
    ).toEqual({
      nights: 1,
      addedCentavos: null,
      extrasCentavos: 0,
    });
  });

  it("repeats the booking's nightly extras for the added nights, and waits while they are read", () => {
    const breakfast = {
      unit: 'person_night',
      quantity: 2,
      unitPriceCentavos: 45_000,
      removed: false,
    } as const;
    const transfer = { unit: 'trip', quantity: 1, unitPriceCentavos: 180_000, removed: false } as const;
    const stay = { room, party, checkout: '2026-03-12', newCheckout: '2026-03-14' };
    expect(extensionQuote({ ...stay, lines: [breakfast, transfer] })).toEqual({
      nights: 2,
      addedCentavos: 450_000 + 600_000 + 2 * 2 * 45_000,
      extrasCentavos: 2 * 2 * 45_000,
    });
    expect(extensionQuote({ ...stay, lines: undefined })?.addedCentavos).toBeNull();
  });
});
