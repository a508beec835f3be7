import { describe, expect, it } from 'vitest';
import { aReservation as reservation } from '@/test/reservation';
import { eventActor, eventLabel, guestsLabel, matchesSearch, paymentMatchesSearch } from './front-desk-view';

describe('matchesSearch', () => {
  const r = reservation({ id: '3f2a9c1b-aaaa-4bbb-8ccc-123456789abc', referenceCode: 'QWER5678' });

  const matching = (queries: string[]) => queries.filter((query) => matchesSearch(r, query));

  it('matches an empty search', () => {
    expect(matching(['', '   '])).toEqual(['', '   ']);
  });

  it('matches first name, last name, email and room name, ignoring case and accents', () => {
    const queries = ['maria', 'SANTOS', 'maria@example', 'ocean view', 'maría santos'];
    expect(matching(queries)).toEqual(queries);
  });

  it('matches the reservation id (the 8 characters shown, with or without #) and the reference code', () => {
    const queries = ['3f2a9c1b', '#3F2A9C1B', '3f2a9c1b-aaaa-4bbb-8ccc-123456789abc', 'qwer5678'];
    expect(matching(queries)).toEqual(queries);
  });

  it('needs every word to match somewhere', () => {
    expect(matching(['maria cruz', 'deluxe'])).toEqual([]);
  });

  it('searches payments by guest, room, booking and reference number', () => {
    const payment = {
      guest: { firstName: 'Jose', lastName: 'Peña', email: 'jose@example.com' },
      roomName: 'Garden Deluxe',
      reservationId: 'abcdef12-0000-4000-8000-000000000000',
      referenceCode: 'ZXCV2345',
      transactionId: 'GCASH-998877',
    };
    expect(paymentMatchesSearch(payment, 'pena')).toBe(true);
    expect(paymentMatchesSearch(payment, '998877')).toBe(true);
    expect(paymentMatchesSearch(payment, 'abcdef12')).toBe(true);
    expect(paymentMatchesSearch(payment, 'zxcv2345 deluxe')).toBe(true);
    expect(paymentMatchesSearch(payment, 'maria')).toBe(false);
  });
});

describe('history and labels', () => {
  it('reads history actions and who did them', () => {
    expect(eventLabel('checked_in')).toBe('Checked in');
    expect(eventLabel('payment_verified')).toBe('Payment verified');
    expect(eventLabel('room_moved')).toBe('Room moved');
    expect(eventActor({ actor: { firstName: 'Rita', lastName: 'Cruz' } })).toBe('Rita Cruz');
    expect(eventActor({ actor: null })).toBe('System');
  });

  it('says how many guests', () => {
    expect(guestsLabel({ adults: 1, kids: 0 })).toBe('1 adult');
    expect(guestsLabel({ adults: 2, kids: 1 })).toBe('2 adults, 1 kid');
    expect(guestsLabel({ adults: 4, kids: 2 })).toBe('4 adults, 2 kids');
  });
});
