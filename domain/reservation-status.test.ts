import { describe, expect, it } from 'vitest';
import {
  ACTION_RESULT,
  canCustomerCancel,
  canStaff,
  HOLDING_STATUSES,
  RESERVATION_STATUSES,
  STATUS_LABELS,
  type StaffAction,
  staffActionsFor,
  statusBadgeVariant,
} from './reservation-status';

const ACTIONS: StaffAction[] = ['confirm', 'checkin', 'checkout', 'extend', 'cancel', 'delete'];

describe('the staff state machine (spec section 4)', () => {
  it('allows exactly the table of the spec', () => {
    const table = Object.fromEntries(
      RESERVATION_STATUSES.map((status) => [status, ACTIONS.filter((action) => canStaff(status, action))]),
    );
    expect(table).toEqual({
      pending: ['confirm', 'cancel'],
      confirmed: ['checkin', 'cancel'],
      checked_in: ['checkout', 'extend'],
      completed: ['delete'],
      cancelled: ['delete'],
    });
    for (const status of RESERVATION_STATUSES) expect(staffActionsFor(status)).toEqual(table[status]);
  });

  it('leads each move to its status', () => {
    expect(ACTION_RESULT).toEqual({
      confirm: 'confirmed',
      checkin: 'checked_in',
      checkout: 'completed',
      cancel: 'cancelled',
    });
  });

  it('never moves out of completed or cancelled except by deleting', () => {
    for (const status of ['completed', 'cancelled'] as const)
      for (const action of ['confirm', 'checkin', 'checkout', 'extend', 'cancel'] as const)
        expect(canStaff(status, action), `${status} ${action}`).toBe(false);
  });
});

describe('customer cancel', () => {
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
    });
  });

  it('styles badges as the spec says', () => {
    expect(statusBadgeVariant('confirmed')).toBe('default');
    expect(statusBadgeVariant('checked_in')).toBe('secondary');
    expect(statusBadgeVariant('completed')).toBe('outline');
    expect(statusBadgeVariant('cancelled')).toBe('destructive');
    expect(statusBadgeVariant('pending')).toBe('secondary');
    expect(statusBadgeVariant('anything else')).toBe('secondary');
  });
});
