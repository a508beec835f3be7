// The lines of a form's extras: the domain's amounts and problems, a trip's day within the stay, and the
// API's lines without a price.
import type { AddOnDto } from '@domain/api/add-ons';
import { describe, expect, it } from 'vitest';
import { extraLines, lineProblem, newChoice, stayDays, toAddOnLines } from './extras';
import { extrasSummary } from './use-extras';

const addOn = (unit: AddOnDto['unit'], price: string): AddOnDto => ({
  id: `id-${unit}`,
  nameEn: unit,
  nameFil: '',
  descriptionEn: '',
  descriptionFil: '',
  imagePath: null,
  unit,
  price,
  dailyLimit: null,
});

const STAY = { checkin: '2026-12-20', checkout: '2026-12-22', persons: 4 };

describe('extras', () => {
  it('prices the docs’ family: breakfast for 4 over 2 nights and a transfer', () => {
    const breakfast = addOn('person_night', '450.00');
    const transfer = addOn('trip', '1800.00');
    const summary = extrasSummary(
      [breakfast, transfer],
      [newChoice(breakfast, STAY), { ...newChoice(transfer, STAY), day: '2026-12-20' }],
      STAY,
    );
    expect(summary.lines.map((line) => line.amountCentavos)).toEqual([360_000, 180_000]);
    expect(summary.totalCentavos).toBe(540_000);
    expect(summary.problem).toBeNull();
    expect(summary.payload).toEqual([
      { addOnId: 'id-person_night', quantity: 4 },
      { addOnId: 'id-trip', quantity: 1, day: '2026-12-20' },
    ]);
  });

  it('needs a trip’s day within the stay', () => {
    const trip = addOn('trip', '1200.00');
    expect(lineProblem(trip, { addOnId: trip.id, quantity: 2, day: '' }, STAY)?.message).toBe(
      'Pick the day of the trip',
    );
    expect(lineProblem(trip, { addOnId: trip.id, quantity: 2, day: '2026-12-23' }, STAY)?.message).toBe(
      'Pick a day of your stay, from check-in to check-out',
    );
    expect(lineProblem(trip, { addOnId: trip.id, quantity: 2, day: '2026-12-22' }, STAY)).toBeNull();
  });

  it('keeps a per-person extra within the party, and a night’s extra counts pieces', () => {
    const perPerson = addOn('person_night', '450.00');
    const bed = addOn('night', '800.00');
    expect(lineProblem(perPerson, { addOnId: perPerson.id, quantity: 5, day: '' }, STAY)?.field).toBe(
      'quantity',
    );
    expect(lineProblem(bed, { addOnId: bed.id, quantity: 5, day: '' }, STAY)).toBeNull();
    const [line] = extraLines([bed], [{ addOnId: bed.id, quantity: 2, day: '' }], STAY);
    expect(line?.amountCentavos).toBe(2 * 2 * 80_000);
    expect(toAddOnLines(line ? [line] : [])).toEqual([{ addOnId: bed.id, quantity: 2 }]);
  });

  it('lists the days of a stay, check-out day included', () => {
    expect(stayDays(STAY)).toEqual(['2026-12-20', '2026-12-21', '2026-12-22']);
    expect(stayDays({ checkin: '', checkout: '' })).toEqual([]);
  });
});
