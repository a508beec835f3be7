// POST /api/receptionist/calendar-conflicts/:id/resolve: staff decide a conflict. The conflict's answer
// lists everything it overlaps now (`overlapping`), so the desk sees every booking and block first.
// - cancel_ours: every booking of ours on the event's nights is cancelled through the reservations
//   module's own use case (history note naming the channel, each guest emailed like any cancellation),
//   then the channel's event takes the nights as an active block. Refused before anything is cancelled
//   when another travel site's block holds some of the nights too (cancelling ours would not free them),
//   or when the bookings the desk confirmed (reservationIds) are no longer the ones it overlaps. If
//   something still takes the nights meanwhile it stays a conflict, naming that, and the answer is 409.
// - mark_handled: the channel's event is set aside (e.g. cancelled on the travel site); it holds nothing,
//   so the nights it held while open are free again.
// Either way the resolution, when, who and the note are kept.
import type { CalendarConflictDto } from '@domain/api-types';
import { CALENDAR_MSG, CHANNEL_LABELS } from '@domain/calendar';
import { HOLDING_STATUSES } from '@domain/reservation-status';
import type { ResolveConflictInput } from '@domain/schemas/calendar';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound, PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import { changeStatus, type Staff } from '../reservations';
import * as blocksRepo from './blocks.repository';
import { conflictDtosOf } from './lists';
import * as repo from './repository';

const conflictDto = async (ctx: AppContext, id: string) => {
  const [dto] = await conflictDtosOf(ctx, await blocksRepo.findConflicts(ctx.deps.db, [id]));
  if (!dto) throw notFound(CALENDAR_MSG.conflictNotFound);
  return dto;
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

const markHandled = async (ctx: AppContext, id: string, by: Resolution) => {
  const at = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    const block = openConflict(await blocksRepo.lockBlock(tx, id));
    // one whose nights came free already holds them rightfully: it stays active, now acknowledged
    const state = block.state === 'active' ? 'active' : 'handled';
    await blocksRepo.updateBlock(
      tx,
      id,
      { state, heldNights: '{}', ...resolvedColumns('marked_handled', by, at) },
      at,
    );
  });
};

/** The channel's event takes its nights now that ours are free; false when something else holds them. */
const activate = (ctx: AppContext, id: string, by: Resolution) => {
  const at = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const block = openConflict(await blocksRepo.lockBlock(tx, id));
    try {
      await tx.transaction(async (savepoint) => {
        await blocksRepo.updateBlock(
          savepoint,
          id,
          {
            state: 'active',
            heldNights: '{}',
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
    // still a conflict: name what it overlaps now, and hold the nights that came free
    const where = {
      roomId: block.roomId,
      checkin: block.checkin,
      checkout: block.checkout,
      exceptBlockId: id,
    };
    const occupant = await blocksRepo.occupantOf(tx, where);
    const named = {
      conflictReservationId: occupant?.reservationId ?? null,
      conflictBlockId: occupant?.blockId ?? null,
    };
    await blocksRepo.updateBlock(tx, id, named, at);
    try {
      const heldNights = await blocksRepo.freeNightsOf(tx, where);
      await tx.transaction((savepoint) => blocksRepo.updateBlock(savepoint, id, { heldNights }, at));
    } catch (error) {
      // taken meanwhile by another transaction: it keeps what it held
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
    }
    return false;
  });
};

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

const cancelOurs = async (
  ctx: AppContext,
  id: string,
  by: Resolution & { reservationIds: string[] | undefined },
) => {
  openConflict(await blocksRepo.findBlock(ctx.deps.db, id));
  const current = await conflictDto(ctx, id);
  const channel = CHANNEL_LABELS[current.channel];
  const ours = current.overlapping.filter((overlap) => overlap.kind === 'reservation');
  const block = current.overlapping.find((overlap) => overlap.kind === 'block');
  // what it overlapped when found was ours and is released since (cancelled elsewhere): the nights are free
  const wasOurs = current.overlaps?.kind === 'reservation';
  if (ours.length === 0 && (block || !wasOurs)) throw badRequest(CALENDAR_MSG.notOurBooking);
  if (block) throw conflict(CALENDAR_MSG.overlapsBlock(CHANNEL_LABELS[block.channel]));
  if (
    by.reservationIds &&
    !sameIds(
      by.reservationIds,
      ours.map((overlap) => overlap.reservationId),
    )
  )
    throw conflict(CALENDAR_MSG.conflictChanged);
  for (const reservation of ours)
    if (HOLDING_STATUSES.includes(reservation.status))
      await changeStatus(ctx, {
        id: reservation.reservationId,
        action: 'cancel',
        staff: by.staff,
        reason: CALENDAR_MSG.cancelledForChannel(channel),
      });
  if (!(await activate(ctx, id, by))) throw conflict(CALENDAR_MSG.stillOverlaps(channel));
};

export const resolveConflict = async (
  ctx: AppContext,
  options: { id: string; input: ResolveConflictInput; staff: Staff },
): Promise<CalendarConflictDto> => {
  assertUuid(options.id, CALENDAR_MSG.conflictNotFound);
  const by = { staff: options.staff, note: options.input.note };
  if (options.input.action === 'mark_handled') await markHandled(ctx, options.id, by);
  else await cancelOurs(ctx, options.id, { ...by, reservationIds: options.input.reservationIds });
  return conflictDto(ctx, options.id);
};
