// POST /api/receptionist/calendar-conflicts/:id/resolve: staff decide a conflict.
// - cancel_ours: our overlapping booking is cancelled through the reservations module's own use case
//   (history note naming the channel, the guest emailed like any cancellation), then the channel's event
//   takes the nights as an active block. If it still overlaps something else it stays a conflict, now
//   naming that, and the answer is 409 saying so.
// - mark_handled: the channel's event is set aside (e.g. cancelled on the travel site); it holds nothing.
// Either way the resolution, when, who and the note are kept.
import type { CalendarConflictDto } from '@domain/api-types';
import { CALENDAR_MSG, CHANNEL_LABELS } from '@domain/calendar';
import { HOLDING_STATUSES } from '@domain/reservation-status';
import type { ResolveConflictInput } from '@domain/schemas/calendar';
import { badRequest, conflict, notFound, PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import { changeStatus, type Staff } from '../reservations';
import type { CalendarContext } from './context';
import { toConflictDto } from './dto';
import * as repo from './repository';

const conflictDto = async (ctx: CalendarContext, id: string) => {
  const [row] = await repo.findConflicts(ctx.deps.db, [id]);
  if (!row) throw notFound(CALENDAR_MSG.conflictNotFound);
  return toConflictDto(row);
};

/** A block that is or was a conflict, else 404; one already resolved, 409. */
const openConflict = (block: repo.BlockRow | undefined) => {
  if (!block || block.detectedAt === null) throw notFound(CALENDAR_MSG.conflictNotFound);
  if (!repo.isOpenConflict(block)) throw conflict(CALENDAR_MSG.conflictResolved);
  return block;
};

type Resolution = { staff: Staff; note: string };

const resolvedColumns = (resolution: 'cancelled_ours' | 'marked_handled', by: Resolution, at: Date) => ({
  resolution,
  resolvedAt: at,
  resolvedBy: by.staff.id,
  resolutionNote: by.note,
});

const markHandled = async (ctx: CalendarContext, id: string, by: Resolution) => {
  const at = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    const block = openConflict(await repo.lockBlock(tx, id));
    // one whose nights came free already holds them rightfully: it stays active, now acknowledged
    const state = block.state === 'active' ? 'active' : 'handled';
    await repo.updateBlock(tx, id, { state, ...resolvedColumns('marked_handled', by, at) }, at);
  });
};

/** The channel's event takes its nights now that ours are free; false when something else holds them. */
const activate = (ctx: CalendarContext, id: string, by: Resolution) => {
  const at = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const block = openConflict(await repo.lockBlock(tx, id));
    try {
      await tx.transaction(async (savepoint) => {
        await repo.updateBlock(
          savepoint,
          id,
          {
            state: 'active',
            conflictReservationId: null,
            conflictBlockId: null,
            ...resolvedColumns('cancelled_ours', by, at),
          },
          at,
        );
      });
      return true;
    } catch (error) {
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
    }
    // still a conflict: name what it overlaps now
    const occupant = await repo.occupantOf(tx, {
      roomId: block.roomId,
      checkin: block.checkin,
      checkout: block.checkout,
      exceptBlockId: block.id,
    });
    await repo.updateBlock(
      tx,
      id,
      { conflictReservationId: occupant?.reservationId ?? null, conflictBlockId: occupant?.blockId ?? null },
      at,
    );
    return false;
  });
};

const cancelOurs = async (ctx: CalendarContext, id: string, by: Resolution) => {
  openConflict(await repo.findBlock(ctx.deps.db, id));
  const current = await conflictDto(ctx, id);
  const ours = current.overlaps;
  if (ours?.kind !== 'reservation') throw badRequest(CALENDAR_MSG.notOurBooking);
  const channel = CHANNEL_LABELS[current.channel];
  // already cancelled (or otherwise released) by someone else: the nights are free, go on
  if (HOLDING_STATUSES.includes(ours.status))
    await changeStatus(ctx, {
      id: ours.reservationId,
      action: 'cancel',
      staff: by.staff,
      reason: CALENDAR_MSG.cancelledForChannel(channel),
    });
  if (!(await activate(ctx, id, by))) throw conflict(CALENDAR_MSG.stillOverlaps(channel));
};

export const resolveConflict = async (
  ctx: CalendarContext,
  options: { id: string; input: ResolveConflictInput; staff: Staff },
): Promise<CalendarConflictDto> => {
  assertUuid(options.id, CALENDAR_MSG.conflictNotFound);
  const by = { staff: options.staff, note: options.input.note };
  if (options.input.action === 'mark_handled') await markHandled(ctx, options.id, by);
  else await cancelOurs(ctx, options.id, by);
  return conflictDto(ctx, options.id);
};
