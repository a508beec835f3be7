import { describe, expect, it } from 'vitest';
import { aReservation as reservation, TODAY } from '@/test/reservation';
import {
  attentionReason,
  currentGuests,
  deskOrder,
  frontDeskStats,
  needingAttention,
  statusCounts,
  todaysActivity,
} from './front-desk-view';

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
