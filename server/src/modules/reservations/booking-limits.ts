// The limits of a guest's online bookings: at most MAX_PENDING_BOOKINGS awaiting verification, and the
// room-nights held unverified within the caps of the account and of the address (domain/unverified-holds.ts).
// They are counted again inside the booking's transaction, behind locks on the account and the address,
// so racing bookings cannot all pass them before any is written. A day visit's heads are counted there too,
// against its day's capacity behind the day's lock.
import { MAX_PENDING_BOOKINGS, TOO_MANY_PENDING_MESSAGE } from '@domain/ledger';
import { MSG } from '@domain/messages';
import { DAY_VISIT_FULL } from '@domain/schemas/day-visits';
import {
  UNVERIFIED_NIGHTS_PER_ADDRESS,
  unverifiedCapProblem,
  unverifiedNightsCap,
} from '@domain/unverified-holds';
import type { Database, Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { sumDayVisitHeads } from '../day-visits';
import { countHeld, countPendingOf, lockKeys } from './booking.repository';

/**
 * A guest booking online, its payment not verified: held until "verify by", within the caps of the
 * account (by its age) and of the address it came from.
 */
export type UnverifiedHold = { address: string; accountCreatedAt: Date };

/** A day visit's heads (infants too) and its day's capacity. */
export type DayCount = { date: string; heads: number; capacity: number };

/** The lock that queues the bookings and moves of one day's visits (docs/adr/0063). */
export const dayVisitLockKey = (day: string) => `day-visit:${day}`;

/** A quick refusal before any other work; the count behind the guest's lock (limitsCheck) decides. */
export const refuseTooManyPending = async (db: Database, guestId: string) => {
  if ((await countPendingOf(db, guestId)) >= MAX_PENDING_BOOKINGS) throw conflict(TOO_MANY_PENDING_MESSAGE);
};

/**
 * The check the booking's transaction runs before it writes (none when no limit applies): it takes the
 * locks of the account (and address) it counts for, then counts.
 */
export const limitsCheck = (options: {
  guestId: string;
  limitPending: boolean;
  /** The booking's unverified hold (null: its payment is verified, or it is not an online booking). */
  unverified: UnverifiedHold | null;
  /** A day visit's heads, counted against its day's capacity behind the day's lock (null: a stay). */
  day: DayCount | null;
  nights: number;
  at: Date;
}): ((tx: Tx) => Promise<void>) | undefined => {
  const { guestId, unverified, day } = options;
  const limited = unverified !== null || options.limitPending;
  if (!limited && !day) return undefined;
  return async (tx) => {
    await lockKeys(tx, [
      ...(limited ? [`booking-user:${guestId}`] : []),
      ...(unverified ? [`unverified-address:${unverified.address}`] : []),
      ...(day ? [dayVisitLockKey(day.date)] : []),
    ]);
    if (day && (await sumDayVisitHeads(tx, day.date)) + day.heads > day.capacity)
      throw conflict(DAY_VISIT_FULL);
    if (!limited) return;
    const held = await countHeld(tx, { userId: guestId, address: unverified?.address ?? null });
    if (options.limitPending && held.pending >= MAX_PENDING_BOOKINGS)
      throw conflict(TOO_MANY_PENDING_MESSAGE);
    if (!unverified) return;
    const problem = unverifiedCapProblem({
      nights: options.nights,
      account: {
        heldNights: held.account,
        capNights: unverifiedNightsCap({ accountCreatedAt: unverified.accountCreatedAt, now: options.at }),
      },
      address: { heldNights: held.address, capNights: UNVERIFIED_NIGHTS_PER_ADDRESS },
    });
    if (problem === 'account') throw conflict(MSG.unverifiedNightsAccount);
    if (problem === 'address') throw conflict(MSG.unverifiedNightsAddress);
  };
};
