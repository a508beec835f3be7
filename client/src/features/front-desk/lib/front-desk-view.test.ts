import { describe, expect, it } from 'vitest';
import { aDayVisit, aReservation } from '@/test/reservation';
import {
  attentionReason,
  cardActions,
  checkInOpensOn,
  currentGuests,
  deskOrder,
  eventActor,
  eventLabel,
  extensionQuote,
  frontDeskStats,
  guestsLabel,
  matchesSearch,
  needingAttention,
  noShowOpensOn,
  paymentMatchesSearch,
  statusCounts,
  stayTiming,
  todaysActivity,
} from './front-desk-view';

const TODAY = '2026-03-10';

const reservation = aReservation;

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

describe("today's activity", () => {
  const arriving = reservation({ checkin: TODAY, checkout: '2026-03-12', status: 'confirmed' });
  const arrived = reservation({ checkin: TODAY, checkout: '2026-03-11', status: 'checked_in' });
  const leaving = reservation({ checkin: '2026-03-08', checkout: TODAY, status: 'checked_in' });
  const left = reservation({ checkin: '2026-03-07', checkout: TODAY, status: 'completed' });
  const cancelledToday = reservation({ checkin: TODAY, checkout: '2026-03-11', status: 'cancelled' });
  const staying = reservation({ checkin: '2026-03-09', checkout: '2026-03-13', status: 'checked_in' });
  const later = reservation({ checkin: '2026-03-20', checkout: '2026-03-22', status: 'pending' });
  const list = [arrived, left, arriving, leaving, cancelledToday, staying, later];

  it('groups arrivals and departures of the day, leaving cancelled bookings out', () => {
    const activity = todaysActivity(list, TODAY);
    expect(activity.arriving.map((r) => r.id)).toEqual([arriving.id, arrived.id]);
    expect(activity.leaving.map((r) => r.id)).toEqual([leaving.id, left.id]);
  });

  it('puts those still to be checked in or out first, keeping the order otherwise', () => {
    const activity = todaysActivity([arrived, arriving], TODAY);
    expect(activity.arriving[0]?.status).toBe('confirmed');
  });

  it('uses the given day (the resort day), not the computer clock', () => {
    expect(todaysActivity(list, '2026-03-20').arriving).toEqual([later]);
  });

  it('counts the stat cards from the same rules', () => {
    expect(frontDeskStats(list, TODAY)).toEqual({
      todaysActivity: 4,
      currentGuests: 3,
      totalReservations: 7,
    });
    expect(frontDeskStats([], TODAY)).toEqual({ todaysActivity: 0, currentGuests: 0, totalReservations: 0 });
  });

  it('lists current guests by departure day', () => {
    expect(currentGuests(list).map((r) => r.checkout)).toEqual(['2026-03-10', '2026-03-11', '2026-03-13']);
  });

  it('orders All Reservations: open bookings soonest first, then finished ones latest first', () => {
    expect(deskOrder(list).map((r) => r.id)).toEqual([
      leaving.id,
      staying.id,
      arrived.id,
      arriving.id,
      later.id,
      cancelledToday.id,
      left.id,
    ]);
  });

  it('counts each status', () => {
    expect(statusCounts(list)).toEqual({
      all: 7,
      pending: 1,
      confirmed: 1,
      checked_in: 3,
      completed: 1,
      cancelled: 1,
      expired: 0,
      no_show: 0,
    });
  });

  it('leaves expired bookings out of the day like cancelled ones', () => {
    const expired = reservation({ checkin: TODAY, checkout: '2026-03-11', status: 'expired' });
    expect(todaysActivity([expired], TODAY).arriving).toEqual([]);
  });

  it('lists the pending bookings that need attention, soonest check-in first', () => {
    const soon = reservation({ checkin: '2026-03-11', status: 'pending', needsAttention: true });
    const sooner = reservation({ checkin: TODAY, status: 'pending', needsAttention: true });
    const calm = reservation({ checkin: '2026-03-11', status: 'pending', needsAttention: false });
    const confirmed = reservation({ checkin: TODAY, status: 'confirmed', needsAttention: true });
    expect(needingAttention([soon, calm, sooner, confirmed]).map((r) => r.id)).toEqual([sooner.id, soon.id]);
  });

  it('says why a booking needs attention, by the resort day', () => {
    const tz = 'Asia/Manila';
    const tomorrow = { checkin: '2026-03-11', today: '2026-03-10' };
    expect(attentionReason(tomorrow, new Date('2026-03-10T05:00:00+08:00'), tz)).toBe(
      'Check-in in 19 hours, down payment not verified',
    );
    expect(attentionReason(tomorrow, new Date('2026-03-10T23:40:00+08:00'), tz)).toBe(
      'Check-in in 1 hour, down payment not verified',
    );
    const today = { checkin: '2026-03-11', today: '2026-03-11' };
    expect(attentionReason(today, new Date('2026-03-11T09:00:00+08:00'), tz)).toBe(
      'Check-in is today, down payment not verified',
    );
    // late in the evening a today check-in is still today (hours alone said "passed")
    expect(attentionReason(today, new Date('2026-03-11T23:45:00+08:00'), tz)).toBe(
      'Check-in is today, down payment not verified',
    );
    expect(
      attentionReason(
        { checkin: '2026-03-10', today: '2026-03-11' },
        new Date('2026-03-11T01:00:00+08:00'),
        tz,
      ),
    ).toBe('Check-in has passed, down payment not verified');
  });
});

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
