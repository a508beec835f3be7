import { GUEST_COMBOS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import {
  adjustCheckout,
  buildSearchQuery,
  checkoutMin,
  guestComboValue,
  parseGuestCombo,
  readSearchQuery,
  searchDatesError,
  searchFormValues,
} from './search-params';

describe('buildSearchQuery', () => {
  it('adds only non-empty values, in a fixed order', () => {
    expect(buildSearchQuery({ checkout: '2030-01-05', checkin: '2030-01-02', adults: 2, kids: 1 })).toBe(
      'checkin=2030-01-02&checkout=2030-01-05&adults=2&kids=1',
    );
    expect(buildSearchQuery({ checkin: '', checkout: '  ', adults: '1', maxPrice: '' })).toBe('adults=1');
    expect(buildSearchQuery({})).toBe('');
  });

  it('leaves zero kids out', () => {
    expect(buildSearchQuery({ adults: 1, kids: 0 })).toBe('adults=1');
    expect(buildSearchQuery({ adults: '2', kids: '0' })).toBe('adults=2');
  });

  it('keeps the max price', () => {
    expect(buildSearchQuery({ adults: '1', kids: '0', maxPrice: '10000' })).toBe('adults=1&maxPrice=10000');
  });

  it('ignores null and undefined', () => {
    expect(buildSearchQuery({ checkin: null, checkout: undefined, kids: 2 })).toBe('kids=2');
  });
});

describe('reading the URL', () => {
  it('reads known, non-empty parameters with or without a leading ?', () => {
    expect(readSearchQuery('?checkin=2030-01-02&checkout=2030-01-05&adults=2&foo=bar&kids=')).toEqual({
      checkin: '2030-01-02',
      checkout: '2030-01-05',
      adults: '2',
    });
    expect(readSearchQuery('maxPrice=5000')).toEqual({ maxPrice: '5000' });
  });

  it("reads the hero's guests selector as the browser submits it before the script runs", () => {
    expect(readSearchQuery('checkin=2030-01-02&checkout=2030-01-05&guests=2-1')).toEqual({
      checkin: '2030-01-02',
      checkout: '2030-01-05',
      adults: '2',
      kids: '1',
    });
    expect(readSearchQuery('guests=3-0')).toEqual({ adults: '3' });
    expect(readSearchQuery('adults=4&guests=2-1')).toEqual({ adults: '4' });
  });

  it('fills the form with defaults: 1 adult, 0 kids, any price', () => {
    expect(searchFormValues('')).toEqual({ checkin: '', checkout: '', adults: '1', kids: '0', maxPrice: '' });
    expect(searchFormValues('adults=3&kids=2')).toMatchObject({ adults: '3', kids: '2' });
  });

  it('round-trips through buildSearchQuery', () => {
    const query = 'checkin=2030-01-02&checkout=2030-01-05&adults=2&kids=1&maxPrice=15000';
    expect(buildSearchQuery(readSearchQuery(query))).toBe(query);
  });
});

describe('date rules', () => {
  const today = '2030-01-10';

  it('check-out min is the chosen check-in, or tomorrow', () => {
    expect(checkoutMin('', today)).toBe('2030-01-11');
    expect(checkoutMin('2030-01-15', today)).toBe('2030-01-15');
    expect(checkoutMin('', '2030-12-31')).toBe('2031-01-01');
  });

  it('accepts no dates, or a valid pair', () => {
    expect(searchDatesError({ checkin: '', checkout: '' }, today)).toBeNull();
    expect(searchDatesError({ checkin: today, checkout: '2030-01-11' }, today)).toBeNull();
  });

  it('rejects check-out on or before check-in', () => {
    expect(searchDatesError({ checkin: '2030-01-12', checkout: '2030-01-12' }, today)).toBe(
      MSG.checkoutAfterCheckin,
    );
    expect(searchDatesError({ checkin: '2030-01-12', checkout: '2030-01-11' }, today)).toBe(
      MSG.checkoutAfterCheckin,
    );
  });

  it('rejects a check-in in the past and a lone date', () => {
    expect(searchDatesError({ checkin: '2030-01-09', checkout: '2030-01-12' }, today)).toBe(
      MSG.checkinInPast,
    );
    expect(searchDatesError({ checkin: '2030-01-12', checkout: '' }, today)).toBe(MSG.bookingDatesRequired);
    expect(searchDatesError({ checkin: '', checkout: '2030-01-12' }, today)).toBe(MSG.bookingDatesRequired);
  });

  it('moves check-out past a later check-in, and leaves it alone otherwise', () => {
    expect(adjustCheckout('2030-01-15', '2030-01-12')).toBe('2030-01-16');
    expect(adjustCheckout('2030-01-15', '2030-01-15')).toBe('2030-01-16');
    expect(adjustCheckout('2030-01-15', '2030-01-20')).toBe('2030-01-20');
    expect(adjustCheckout('2030-01-15', '')).toBe('');
    // a check-in still being typed moves nothing
    expect(adjustCheckout('2030-01', '2030-01-12')).toBe('2030-01-12');
  });
});

describe('guest combos', () => {
  it('round-trips every combo and defaults to 1 adult, 0 kids', () => {
    for (const combo of GUEST_COMBOS) expect(parseGuestCombo(guestComboValue(combo))).toEqual(combo);
    expect(guestComboValue(GUEST_COMBOS[0])).toBe('1-0');
    expect(parseGuestCombo('nonsense')).toEqual({ adults: 1, kids: 0 });
  });

  it('gives the query the spec expects', () => {
    expect(buildSearchQuery(parseGuestCombo('4-2'))).toBe('adults=4&kids=2');
    expect(buildSearchQuery(parseGuestCombo('2-0'))).toBe('adults=2');
  });
});
