import { describe, expect, it } from 'vitest';
import { groupMoney, groupRoomTakenMessage, splitCentavos } from './booking-groups';

describe('splitCentavos', () => {
  it('splits in proportion and the parts sum to the amount exactly', () => {
    expect(splitCentavos(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCentavos(270_000, [450_000, 300_000, 150_000])).toEqual([135_000, 90_000, 45_000]);
    const parts = splitCentavos(123_457, [333_333, 111_111, 7]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(123_457);
  });
  it('gives nothing to a room that owes nothing, and splits evenly when none owes', () => {
    expect(splitCentavos(1_000, [0, 500, 500])).toEqual([0, 500, 500]);
    expect(splitCentavos(5, [0, 0])).toEqual([3, 2]);
  });
});

describe('groupRoomTakenMessage', () => {
  it('names the room and says nothing was booked', () => {
    expect(groupRoomTakenMessage('Suite 2')).toBe(
      'Sorry, Suite 2 was just booked for these dates. Nothing was booked: please choose another room.',
    );
  });
});

describe('groupMoney', () => {
  it('a cancelled room leaves the total; what it paid above the new total is due back', () => {
    const money = groupMoney([
      { status: 'confirmed', totalCentavos: 500_000, paidCentavos: 150_000 },
      { status: 'cancelled', totalCentavos: 500_000, paidCentavos: 150_000 },
      { status: 'confirmed', totalCentavos: 100_000, paidCentavos: 30_000 },
    ]);
    expect(money).toMatchObject({
      totalCentavos: 600_000,
      paidCentavos: 330_000,
      balanceCentavos: 270_000,
      downPaymentCentavos: 180_000,
      refundDueCentavos: 0,
    });
    const overpaid = groupMoney([
      { status: 'confirmed', totalCentavos: 100_000, paidCentavos: 100_000 },
      { status: 'cancelled', totalCentavos: 500_000, paidCentavos: 150_000 },
    ]);
    expect(overpaid.refundDueCentavos).toBe(150_000);
    expect(overpaid.amountDueCentavos).toBe(0);
  });
  it('every room cancelled: all that was paid is due back', () => {
    const money = groupMoney([
      { status: 'cancelled', totalCentavos: 100_000, paidCentavos: 30_000 },
      { status: 'cancelled', totalCentavos: 200_000, paidCentavos: 60_000 },
    ]);
    expect(money).toMatchObject({ totalCentavos: 0, refundDueCentavos: 90_000, amountDueCentavos: 0 });
  });
});
