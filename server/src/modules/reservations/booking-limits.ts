// The limits of a guest's online bookings: at most MAX_PENDING_BOOKINGS awaiting verification, and the
// room-nights held unverified within the caps of the account and of the address (domain/unverified-holds.ts).
// They are counted again inside the booking's transaction, behind locks on the account and the address,
// so racing bookings cannot all pass them before any is written.
import { MAX_PENDING_BOOKINGS, TOO_MANY_PENDING_MESSAGE } from '@domain/ledger';
import { MSG } from '@domain/messages';
import {
  UNVERIFIED_NIGHTS_PER_ADDRESS,
  unverifiedCapProblem,
  unverifiedNightsCap,
} from '@domain/unverified-holds';
import type { Database, Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { countPendingIn, countPendingOf, lockKeys, sumUnverifiedNights } from './booking.repository';
import type { CreateReservationOptions } from './booking-options';

export type UnverifiedHold = NonNullable<CreateReservationOptions['unverifiedHold']>;

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
  nights: number;
  at: Date;
}): ((tx: Tx) => Promise<void>) | undefined => {
  const { guestId, unverified } = options;
  if (!unverified && !options.limitPending) return undefined;
  return async (tx) => {
    await lockKeys(tx, [
      `booking-user:${guestId}`,
      ...(unverified ? [`unverified-address:${unverified.address}`] : []),
    ]);
    if (options.limitPending && (await countPendingIn(tx, guestId)) >= MAX_PENDING_BOOKINGS)
      throw conflict(TOO_MANY_PENDING_MESSAGE);
    if (!unverified) return;
    const held = await sumUnverifiedNights(tx, { userId: guestId, address: unverified.address });
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
