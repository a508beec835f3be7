// Writing one feed event onto its block: as an active block when its nights are free (the exclusion
// constraint on room_occupancy decides, inside a savepoint), else as a conflict naming what it overlaps
// and holding the nights nothing else holds.

import type { AppContext } from '../../lib/app-context';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/errors';
import * as blocksRepo from './blocks.repository';
import type { FeedEvent } from './feed-limits';
import * as repo from './repository';

export type Feed = repo.FeedRow;
export type Tx = Parameters<Parameters<AppContext['deps']['db']['transaction']>[0]>[0];

export const HOLDS_NOTHING = '{}';

/** Columns of an event that does not (or no longer) conflict with anything. */
const NO_CONFLICT = {
  heldNights: HOLDS_NOTHING,
  conflictReservationId: null,
  conflictBlockId: null,
  detectedAt: null,
  removedFromFeedAt: null,
  resolution: null,
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: '',
} as const;

/** The event's own columns on its block. */
const eventColumns = (event: FeedEvent, state: 'active' | 'conflict') => ({
  checkin: event.checkin,
  checkout: event.checkout,
  summary: event.summary,
  reservationUrl: event.reservationUrl,
  state,
});

type BlockWrite = { feed: Feed; event: FeedEvent; current: repo.BlockRow | undefined; at: Date };

/** Updates the event's block, or inserts it on the feed's room when the event is new. */
const writeBlock = (
  tx: Tx,
  { feed, event, current, at }: BlockWrite,
  values: Omit<repo.BlockInsert, 'feedId' | 'roomId' | 'uid'>,
) =>
  current
    ? blocksRepo.updateBlock(tx, current.id, values, at)
    : blocksRepo.insertBlock(tx, { ...values, feedId: feed.id, roomId: feed.roomId, uid: event.uid });

/** Writes the event as an active block in a savepoint; false when its nights are taken (23P01). */
export const tryActive = async (tx: Tx, write: BlockWrite) => {
  const { event, current } = write;
  // an open conflict keeps its record (found when, gone from the feed) until staff resolve it
  const keepsConflict = current !== undefined && repo.isOpenConflict(current);
  const values = {
    ...eventColumns(event, 'active'),
    ...(keepsConflict
      ? {
          conflictReservationId: null,
          conflictBlockId: null,
          removedFromFeedAt: null,
          heldNights: HOLDS_NOTHING,
        }
      : NO_CONFLICT),
  };
  try {
    await tx.transaction((savepoint) => writeBlock(savepoint, write, values));
    return true;
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) return false;
    throw error;
  }
};

/**
 * Keeps the event as a conflict naming the booking or block it overlaps and holding the nights nothing
 * else holds; its id when newly found. Another transaction may take one of those nights between the look
 * and the write (23P01): look again, a few times, then hold nothing rather than fail the sync.
 */
export const storeConflict = async (tx: Tx, write: BlockWrite) => {
  const { feed, event, current, at } = write;
  const where = {
    roomId: feed.roomId,
    checkin: event.checkin,
    checkout: event.checkout,
    exceptBlockId: current?.id,
  };
  const occupant = await blocksRepo.occupantOf(tx, where);
  const stillOpen = current !== undefined && repo.isOpenConflict(current);
  const values = {
    ...eventColumns(event, 'conflict'),
    ...NO_CONFLICT,
    conflictReservationId: occupant?.reservationId ?? null,
    conflictBlockId: occupant?.blockId ?? null,
    // still the same open conflict: staff were told when it was found
    detectedAt: stillOpen ? current.detectedAt : at,
  };
  for (let attempt = 1; ; attempt++) {
    const heldNights = attempt <= 3 ? await blocksRepo.freeNightsOf(tx, where) : HOLDS_NOTHING;
    try {
      const row = await tx.transaction((savepoint) =>
        writeBlock(savepoint, write, { ...values, heldNights }),
      );
      return stillOpen ? null : row.id;
    } catch (error) {
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION || heldNights === HOLDS_NOTHING) throw error;
    }
  }
};

/** Whether a block belongs to an event the parser refused this time (a recurring one's occurrences too). */
export const refusedBy = (refusedUids: ReadonlySet<string>) => (block: repo.BlockRow) => {
  const slash = block.uid.lastIndexOf('/');
  return refusedUids.has(block.uid) || (slash > 0 && refusedUids.has(block.uid.slice(0, slash)));
};
