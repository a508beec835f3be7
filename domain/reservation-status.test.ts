import { describe, expect, it } from 'vitest';
import {
  ACTION_RESULT,
  CLOSED_STATUSES,
  canCustomerCancel,
  canStaff,
  HOLDING_STATUSES,
  noShowOpens,
  RESERVATION_STATUSES,
  STATUS_LABELS,
  type StaffAction,
  staffActionsFor,
  statusBadgeVariant,
} from './reservation-status';

const ACTIONS: StaffAction[] = ['confirm', 'checkin', 'checkout', 'extend', 'cancel', 'no_show', 'delete'];

describe('the staff state machine (spec section 4)', () => {
  it('allows exactly the table of the spec', () => {
    const table = Object.fromEntries(
      RESERVATION_STATUSES.map((status) => [status, ACTIONS.filter((action) => canStaff(status, action))]),
    );
    expect(table).toEqual({
      pending: ['confirm', 'cancel'],
      confirmed: ['checkin', 'cancel', 'no_show'],
      checked_in: ['checkout', 'extend'],
      completed: ['delete'],
      cancelled: ['delete'],
      expired: ['delete'],
      no_show: ['delete'],
    });
    for (const status of RESERVATION_STATUSES) expect(staffActionsFor(status)).toEqual(table[status]);
  });

  it('leads each move to its status', () => {
    expect(ACTION_RESULT).toEqual({
      confirm: 'confirmed',
      checkin: 'checked_in',
      checkout: 'completed',
      cancel: 'cancelled',
      no_show: 'no_show',
    });
  });

  it('never moves out of a closed status except by deleting (archiving)', () => {
    expect([...CLOSED_STATUSES]).toEqual(['completed', 'cancelled', 'expired', 'no_show']);
    for (const status of CLOSED_STATUSES)
      for (const action of ['confirm', 'checkin', 'checkout', 'extend', 'cancel', 'no_show'] as const)
        expect(canStaff(status, action), `${status} ${action}`).toBe(false);
  });
});

describe('customer cancel', () => {
  it('a no-show opens the day after check-in', () => {
    expect(noShowOpens('2026-12-01', '2026-12-01')).toBe(false);
    expect(noShowOpens('2026-12-01', '2026-12-02')).toBe(true);
    expect(noShowOpens('2026-12-01', '2026-11-30')).toBe(false);
  });

  it('only pending or confirmed', () => {
    expect(RESERVATION_STATUSES.filter(canCustomerCancel)).toEqual(['pending', 'confirmed']);
  });
});

describe('holding statuses', () => {
  it('are the ones that block the room (same list as the database constraint)', () => {
    expect([...HOLDING_STATUSES]).toEqual(['pending', 'confirmed', 'checked_in']);
  });
});

describe('labels and badges', () => {
  it('labels every status', () => {
    expect(STATUS_LABELS).toEqual({
      pending: 'Pending',
      confirmed: 'Confirmed',
      checked_in: 'Checked In',
      completed: 'Completed',
      cancelled: 'Cancelled',
      expired: 'Expired',
      no_show: 'No-show',
    });
  });

  it('styles badges as the spec says', () => {
    expect(statusBadgeVariant('confirmed')).toBe('default');
    expect(statusBadgeVariant('checked_in')).toBe('secondary');
    expect(statusBadgeVariant('completed')).toBe('outline');
    expect(statusBadgeVariant('cancelled')).toBe('destructive');
    expect(statusBadgeVariant('expired')).toBe('destructive');
    expect(statusBadgeVariant('no_show')).toBe('destructive');
    expect(statusBadgeVariant('pending')).toBe('secondary');
    expect(statusBadgeVariant('anything else')).toBe('secondary');
  });
});
