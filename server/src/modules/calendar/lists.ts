// The staff's reads: the conflicts waiting for them (GET /api/receptionist/calendar-conflicts), the active
// blocks beside the bookings (GET /api/receptionist/calendar-blocks), and the feeds that fail or went
// stale (GET /api/receptionist/calendar-feed-alerts, ./feed-alerts).
import type { CalendarBlockDto, CalendarConflictDto } from '@domain/api-types';
import type { AppContext } from '../../lib/app-context';
import * as blocksRepo from './blocks.repository';
import { toBlockDto, toConflictDto } from './dto';
import * as repo from './repository';

/** Conflicts with everything an open one overlaps now (one query each: open conflicts are few). */
export const conflictDtosOf = async (
  ctx: AppContext,
  rows: readonly blocksRepo.ConflictRow[],
): Promise<CalendarConflictDto[]> => {
  const dtos: CalendarConflictDto[] = [];
  for (const row of rows) {
    const { block } = row;
    const overlapping = repo.isOpenConflict(block)
      ? await blocksRepo.overlapsOf(ctx.deps.db, {
          roomId: block.roomId,
          checkin: block.checkin,
          checkout: block.checkout,
          exceptBlockId: block.id,
        })
      : [];
    dtos.push(toConflictDto(row, overlapping));
  }
  return dtos;
};

/** open: the unresolved ones; all: every event that ever was a conflict. Newest first, both sides. */
export const listConflicts = async (ctx: AppContext, state: 'open' | 'all') =>
  conflictDtosOf(ctx, await blocksRepo.listConflicts(ctx.deps.db, { open: state === 'open' }));

/** Active blocks with a night in [from, to) (either may be left out). */
export const listActiveBlocks = async (
  ctx: AppContext,
  range: { from?: string; to?: string },
): Promise<CalendarBlockDto[]> => (await blocksRepo.listActiveBlocks(ctx.deps.db, range)).map(toBlockDto);
