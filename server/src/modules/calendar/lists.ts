// The staff's reads: the conflicts waiting for them (GET /api/receptionist/calendar-conflicts) and the
// active blocks beside the bookings (GET /api/receptionist/calendar-blocks).
import type { CalendarBlockDto, CalendarConflictDto } from '@domain/api-types';
import type { CalendarContext } from './context';
import { toBlockDto, toConflictDto } from './dto';
import * as repo from './repository';

/** open: the unresolved ones; all: every event that ever was a conflict. Newest first, both sides. */
export const listConflicts = async (
  ctx: CalendarContext,
  state: 'open' | 'all',
): Promise<CalendarConflictDto[]> =>
  (await repo.listConflicts(ctx.deps.db, { open: state === 'open' })).map(toConflictDto);

/** Active blocks with a night in [from, to) (either may be left out). */
export const listActiveBlocks = async (
  ctx: CalendarContext,
  range: { from?: string; to?: string },
): Promise<CalendarBlockDto[]> => (await repo.listActiveBlocks(ctx.deps.db, range)).map(toBlockDto);
