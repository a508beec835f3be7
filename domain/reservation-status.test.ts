import { describe, expect, it } from 'vitest';
import {
  ACTION_RESULT,
  CLOSED_STATUSES,
  canCustomerCancel,
  canStaff,
  HOLDING_STATUSES,
  noShowOpens,
  RESERVATION_STATUSES,
  type ReservationStatus,
  STATUS_LABELS,
  type StaffAction,
  staffActionsFor,
  statusBadgeVariant,
} from './reservation-status';

const ACTIONS: StaffAction[] = ['confirm', 'checkin', 'checkout', 'extend', 'cancel', 'no_show', 'delete'];

describe('the staff state machine (spec section 4)', () => {
  // Read by move rather than by status, so the test states who may do what instead of copying the table.
  it.each<[StaffAction, ReservationStatus[]]>([
    ['confirm', ['pending']],
    ['checkin', ['confirmed']],
    ['checkout', ['checked_in']],
    ['extend', ['checked_in']],
    ['cancel', ['pending', 'confirmed']],
    ['no_show', ['confirmed']],
    ['delete', ['completed', 'cancelled', 'expired', 'no_show']],
  ])('allows %s only from %j', (action, from) => {
    expect(RESERVATION_STATUSES.filter((status) => canStaff(status, action))).toEqual(from);
  });

  it('lists for each status the moves it allows', () => {
    for (const status of RESERVATION_STATUSES)
      expect(staffActionsFor(status)).toEqual(ACTIONS.filter((action) => canStaff(status, action)));
  });

  it.each<[Array<keyof typeof ACTION_RESULT>, ReservationStatus[]]>([
    [
      ['confirm', 'checkin', 'checkout'],
      ['confirmed', 'checked_in', 'completed'],
    ],
    [['cancel'], ['cancelled']],
    [
      ['confirm', 'no_show'],
      ['confirmed', 'no_show'],
    ],
  ])('takes a pending booking through %j to %j', (moves, visited) => {
    let status: ReservationStatus = 'pending';
    const seen: ReservationStatus[] = [];
    for (const action of moves) {
      expect(canStaff(status, action), `${status} ${action}`).toBe(true);
      status = ACTION_RESULT[action];
      seen.push(status);
    }
    expect(seen).toEqual(visited);
  });

  it('keeps the status on extend and delete (delete archives the row)', () => {
    expect(Object.keys(ACTION_RESULT)).not.toContain('extend');
    expect(Object.keys(ACTION_RESULT)).not.toContain('delete');
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
  it.each<[ReservationStatus, string]>([
    ['pending', 'Pending'],
    ['confirmed', 'Confirmed'],
    ['checked_in', 'Checked In'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['expired', 'Expired'],
    ['no_show', 'No-show'],
  ])('shows %s as "%s"', (status, label) => {
    expect(STATUS_LABELS[status]).toBe(label);
  });

  it('labels every status and nothing else', () => {
    expect(Object.keys(STATUS_LABELS)).toEqual([...RESERVATION_STATUSES]);
  });

  it.each([
    ['confirmed', 'default'],
    ['checked_in', 'secondary'],
    ['completed', 'outline'],
    ['cancelled', 'destructive'],
    ['expired', 'destructive'],
    ['no_show', 'destructive'],
    ['pending', 'secondary'],
    ['anything else', 'secondary'],
  ])('styles a %s badge %s, as the spec says', (status, variant) => {
    expect(statusBadgeVariant(status)).toBe(variant);
  });
});
