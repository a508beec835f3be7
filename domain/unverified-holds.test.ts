import { describe, expect, it } from 'vitest';
import {
  holdDeadline,
  holdExpiresSoon,
  UNVERIFIED_NIGHTS_BY_ACCOUNT_AGE,
  unverifiedCapProblem,
  unverifiedNightsCap,
  verifyByOf,
} from './unverified-holds';

const now = new Date('2026-06-10T04:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('unverifiedNightsCap', () => {
  it('gives the youngest accounts the smallest cap, older ones more', () => {
    const [{ nights: day }, { nights: month }, { nights: older }] = UNVERIFIED_NIGHTS_BY_ACCOUNT_AGE;
    expect(unverifiedNightsCap({ accountCreatedAt: hoursAgo(0), now })).toBe(day);
    expect(unverifiedNightsCap({ accountCreatedAt: hoursAgo(23.9), now })).toBe(day);
    expect(unverifiedNightsCap({ accountCreatedAt: hoursAgo(24), now })).toBe(month);
    expect(unverifiedNightsCap({ accountCreatedAt: hoursAgo(24 * 30), now })).toBe(older);
    expect(day).toBeLessThan(month);
    expect(month).toBeLessThan(older);
  });

  it('counts an account created "after now" (clock skew) as new', () => {
    expect(unverifiedNightsCap({ accountCreatedAt: hoursAgo(-5), now })).toBe(
      UNVERIFIED_NIGHTS_BY_ACCOUNT_AGE[0].nights,
    );
  });
});

describe('unverifiedCapProblem', () => {
  const caps = (account: number, address: number) => ({
    account: { heldNights: account, capNights: 30 },
    address: { heldNights: address, capNights: 60 },
  });
  it('lets a booking fill a cap exactly and refuses one night more, the account first', () => {
    expect(unverifiedCapProblem({ nights: 10, ...caps(20, 0) })).toBeNull();
    expect(unverifiedCapProblem({ nights: 11, ...caps(20, 0) })).toBe('account');
    expect(unverifiedCapProblem({ nights: 10, ...caps(0, 50) })).toBeNull();
    expect(unverifiedCapProblem({ nights: 11, ...caps(0, 50) })).toBe('address');
    expect(unverifiedCapProblem({ nights: 31, ...caps(0, 60) })).toBe('account');
  });
});

describe('verifyByOf and the hold deadline', () => {
  it('is the booking time plus the hours', () => {
    expect(verifyByOf(now, 48).toISOString()).toBe('2026-06-12T04:00:00.000Z');
  });

  it('takes the earlier of "verify by" and a rejection hold, only while pending', () => {
    const a = '2026-06-12T04:00:00.000Z';
    const b = '2026-06-11T04:00:00.000Z';
    expect(holdDeadline({ status: 'pending', verifyBy: a, holdExpiresAt: b })).toBe(b);
    expect(holdDeadline({ status: 'pending', verifyBy: a, holdExpiresAt: null })).toBe(a);
    expect(holdDeadline({ status: 'pending', verifyBy: null, holdExpiresAt: null })).toBeNull();
    expect(holdDeadline({ status: 'confirmed', verifyBy: a, holdExpiresAt: null })).toBeNull();
  });

  it('expires soon within 12 hours (or already past), not before', () => {
    const stay = (at: string) => ({ status: 'pending', verifyBy: at, holdExpiresAt: null });
    expect(holdExpiresSoon(stay('2026-06-10T16:00:00.000Z'), now)).toBe(true);
    expect(holdExpiresSoon(stay('2026-06-10T16:00:01.000Z'), now)).toBe(false);
    expect(holdExpiresSoon(stay('2026-06-10T01:00:00.000Z'), now)).toBe(true);
  });
});
