import { describe, expect, it } from 'vitest';
import { aDayVisit, TODAY } from '@/test/reservation';
import {
  cardActions,
  checkInOpensOn,
  guestsLabel,
  matchesSearch,
  noShowOpensOn,
  stayTiming,
} from './front-desk-view';

describe('card hints and actions', () => {
  it('says when a stay starts or ends today, or is late', () => {
    expect(stayTiming({ status: 'confirmed', checkin: TODAY, checkout: '2026-03-11' }, TODAY)?.label).toBe(
      'Arriving today',
    );
    expect(
      stayTiming({ status: 'pending', checkin: '2026-03-09', checkout: '2026-03-11' }, TODAY)?.label,
    ).toBe('Late arrival');
    expect(stayTiming({ status: 'checked_in', checkin: '2026-03-08', checkout: TODAY }, TODAY)?.label).toBe(
      'Leaving today',
    );
    expect(
      stayTiming({ status: 'checked_in', checkin: '2026-03-05', checkout: '2026-03-09' }, TODAY)?.tone,
    ).toBe('warning');
    expect(stayTiming({ status: 'completed', checkin: '2026-03-08', checkout: TODAY }, TODAY)).toBeNull();
  });

  it("offers the status's actions, Record Payment while something is owed, Record Refund while paid", () => {
    expect(cardActions({ status: 'pending', balance: '6300.00' })).toEqual(['confirm', 'payment', 'cancel']);
    expect(cardActions({ status: 'confirmed', balance: '0.00' })).toEqual(['checkin', 'no_show', 'cancel']);
    expect(cardActions({ status: 'confirmed', balance: '10.00', paidAmount: '90.00' })).toEqual([
      'checkin',
      'payment',
      'refund',
      'no_show',
      'cancel',
    ]);
    expect(cardActions({ status: 'cancelled', balance: '6000.00', paidAmount: '3000.00' })).toEqual([
      'refund',
      'delete',
    ]);
    expect(cardActions({ status: 'expired', balance: '9000.00', paidAmount: '0.00' })).toEqual(['delete']);
    // a no-show owes nothing: no payment to record, only a refund of what it paid if the desk agrees
    expect(cardActions({ status: 'no_show', balance: '6000.00', paidAmount: '3000.00' })).toEqual([
      'refund',
      'delete',
    ]);
    expect(cardActions({ status: 'checked_in', balance: '100.00' })).toEqual([
      'checkout',
      'extend',
      'payment',
    ]);
    expect(cardActions({ status: 'completed', balance: '0.00' })).toEqual(['delete']);
    expect(cardActions({ status: 'completed', balance: '50.00' })).toEqual(['payment', 'delete']);
    expect(cardActions({ status: 'cancelled', balance: '9000.00' })).toEqual(['delete']);
  });

  it('never offers Extend Stay on a day visit: it has no nights to add', () => {
    expect(cardActions({ status: 'checked_in', balance: '100.00', kind: 'day_visit' })).toEqual([
      'checkout',
      'payment',
    ]);
    expect(cardActions({ status: 'checked_in', balance: '100.00', kind: 'stay' })).toContain('extend');
  });

  it('finds a day visit by its cottage or by "day visit"', () => {
    const visit = aDayVisit();
    expect(matchesSearch(visit, 'bamboo')).toBe(true);
    expect(matchesSearch(visit, 'day visit')).toBe(true);
    expect(matchesSearch(visit, 'ocean')).toBe(false);
  });

  it('counts a day visit’s infants among its guests', () => {
    expect(guestsLabel({ adults: 2, kids: 1, infants: 1 })).toBe('2 adults, 1 kid, 1 infant');
    expect(guestsLabel({ adults: 1, kids: 0, infants: 2 })).toBe('1 adult, 2 infants');
  });

  it('opens the no-show the day after check-in', () => {
    expect(noShowOpensOn({ status: 'confirmed', checkin: TODAY, checkout: '2026-03-12' }, TODAY)).toBe(
      '2026-03-11',
    );
    expect(
      noShowOpensOn({ status: 'confirmed', checkin: '2026-03-09', checkout: '2026-03-12' }, TODAY),
    ).toBeNull();
  });

  it('opens check-in on the check-in day', () => {
    expect(
      checkInOpensOn({ status: 'confirmed', checkin: '2026-03-11', checkout: '2026-03-12' }, TODAY),
    ).toBe('2026-03-11');
    expect(checkInOpensOn({ status: 'confirmed', checkin: TODAY, checkout: '2026-03-12' }, TODAY)).toBeNull();
    expect(
      checkInOpensOn({ status: 'pending', checkin: '2026-03-11', checkout: '2026-03-12' }, TODAY),
    ).toBeNull();
  });
});
