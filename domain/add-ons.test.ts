import { describe, expect, it } from 'vitest';
import {
  ADD_ON_MESSAGES,
  addOnDayProblem,
  addOnFullMessage,
  addOnQuantityProblem,
  extensionLines,
  priceAddOn,
} from './add-ons';

const use = { quantity: 4, nights: 3, persons: 4 };

describe('priceAddOn', () => {
  it('prices each unit: per person per night, per night, per stay, per trip', () => {
    expect(priceAddOn({ unit: 'person_night', priceCentavos: 45_000 }, use)).toBe(540_000);
    expect(priceAddOn({ unit: 'night', priceCentavos: 80_000 }, { ...use, quantity: 1 })).toBe(240_000);
    expect(priceAddOn({ unit: 'stay', priceCentavos: 150_000 }, { ...use, quantity: 1 })).toBe(150_000);
    expect(priceAddOn({ unit: 'trip', priceCentavos: 120_000 }, use)).toBe(480_000);
  });
});

describe('line checks', () => {
  it('bounds the quantity, and a per-person extra by the party', () => {
    expect(addOnQuantityProblem('trip', { ...use, quantity: 0 })).toBe(ADD_ON_MESSAGES.quantity);
    expect(addOnQuantityProblem('trip', { ...use, quantity: 51 })).toBe(ADD_ON_MESSAGES.quantity);
    expect(addOnQuantityProblem('trip', { ...use, quantity: 1.5 })).toBe(ADD_ON_MESSAGES.quantity);
    expect(addOnQuantityProblem('person_night', { ...use, quantity: 5 })).toBe(
      ADD_ON_MESSAGES.morePersonsThanParty,
    );
    expect(addOnQuantityProblem('trip', { ...use, quantity: 5 })).toBeNull();
  });

  it("keeps a trip's day within the stay, check-out day included", () => {
    const stay = { checkin: '2026-04-10', checkout: '2026-04-12' };
    expect(addOnDayProblem('trip', stay, '2026-04-12')).toBeNull();
    expect(addOnDayProblem('trip', stay, '2026-04-09')).toBe(ADD_ON_MESSAGES.dayOutsideStay);
    expect(addOnDayProblem('trip', stay, '2026-04-13')).toBe(ADD_ON_MESSAGES.dayOutsideStay);
    expect(addOnDayProblem('stay', stay, '2026-04-20')).toBeNull();
  });

  it('words a full day', () => {
    expect(addOnFullMessage('Island hopping', '2026-04-11')).toBe(
      'Island hopping is full on 2026-04-11. Please pick another day.',
    );
  });
});

describe('extensionLines', () => {
  it('repeats the nightly extras still booked for the added nights, at their booked price', () => {
    const lines = [
      { unit: 'person_night', quantity: 2, unitPriceCentavos: 45000, removed: false },
      { unit: 'night', quantity: 1, unitPriceCentavos: 80000, removed: true },
      { unit: 'trip', quantity: 1, unitPriceCentavos: 180000, removed: false },
      { unit: 'stay', quantity: 1, unitPriceCentavos: 150000, removed: false },
    ] as const;
    expect(extensionLines(lines, 3).map((l) => [l.line.unit, l.amountCentavos])).toEqual([
      ['person_night', 270000],
    ]);
  });
});
