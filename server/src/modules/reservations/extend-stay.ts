// PATCH /api/receptionist/reservations/{id}/extend: a later checkout for a guest who is staying.
import type { ReservationDto } from '@domain/api-types';
import { formatDay, nightsBetween } from '@domain/dates';
import { DAY_VISIT_NOT_EXTENDED } from '@domain/day-visits';
import { MSG } from '@domain/messages';
import { toCentavos } from '@domain/money';
import { discountStay, priceNights, stayPricing } from '@domain/pricing';
import { canStaff } from '@domain/reservation-status';
import { longStayOverrideNote, OVERRIDE_MAX_STAY_NIGHTS, stayTooLongMessage } from '@domain/stay-limits';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound, PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/errors';
import { extendNightlyLines, linesNote } from '../add-ons';
import { queueEmail } from '../notifications';
import { findRoomWithRates } from '../rooms';
import { pesoCents, type Staff } from './context';
import { billOf } from './dto';
import * as repo from './repository';
import {
  CHANGED_MEANWHILE,
  findReservationOr404,
  illegalMoveMessage,
  loadStaffReservation,
} from './staff-moves';

export const NIGHTS_TAKEN = 'Those extra nights are already booked by another guest.';

export const extendStay = async (
  ctx: AppContext,
  options: { id: string; newCheckout: string; longStayReason?: string; staff: Staff },
): Promise<ReservationDto> => {
  const { db, now, config } = ctx.deps;
  const row = await findReservationOr404(ctx, options.id);
  // a day visit holds a day and no room's nights: there is nothing to add a night to
  const { roomId } = row;
  if (roomId === null) throw conflict(DAY_VISIT_NOT_EXTENDED);
  if (!canStaff(row.status, 'extend')) throw conflict(illegalMoveMessage('extend', row.status));
  if (options.newCheckout <= row.checkout) {
    const message = `The new checkout must be after the current checkout (${formatDay(row.checkout, 'long')})`;
    throw badRequest(message, { newCheckout: message });
  }
  const nights = nightsBetween(row.checkout, options.newCheckout);
  // The whole stay, old nights and new, must fit MAX_STAY_NIGHTS unless staff give a reason (the override).
  const longStayReason = options.longStayReason?.trim() || '';
  const stayNights = nightsBetween(row.checkin, options.newCheckout);
  const maxNights = longStayReason ? OVERRIDE_MAX_STAY_NIGHTS : config.stayLimits.maxStayNights;
  if (stayNights > maxNights) {
    const message = stayTooLongMessage(maxNights);
    throw badRequest(message, { newCheckout: message });
  }
  const overrideNote = longStayOverrideNote(
    { nights: stayNights, reason: longStayReason },
    config.stayLimits,
  );

  const room = await findRoomWithRates(db, roomId);
  if (!room) throw notFound(MSG.roomNotFound);
  // The added nights are priced like any booking: base price, replaced by a seasonal rate where one applies.
  // The party's extra guests are charged for the added nights at the room's charges, as a booking's.
  const added = priceNights(stayPricing(room, { checkin: row.checkout, checkout: options.newCheckout }, row));
  const addedCentavos = added.reduce((sum, night) => sum + night.priceCentavos, 0);
  const addedExtraCentavos = added.reduce((sum, night) => sum + night.extraCentavos, 0);
  // The whole stay is discounted again with the same eligible guests, so it rounds once, like a booking.
  const before = billOf(row);
  const after = {
    ...discountStay({
      regularCentavos: before.regularCentavos + addedCentavos,
      guests: row.adults + row.kids,
      eligibleGuests: row.discountGuests,
    }),
    extraGuestCentavos: toCentavos(row.extraGuestAmount) + addedExtraCentavos,
  };
  const addedTotalCentavos = after.totalCentavos - before.totalCentavos;

  try {
    await db.transaction(async (tx) => {
      const extended = await repo.extendStay(tx, {
        id: row.id,
        fromCheckout: row.checkout,
        toCheckout: options.newCheckout,
        bill: after,
        now: now(),
      });
      if (!extended) throw conflict(CHANGED_MEANWHILE);
      const extras = await extendNightlyLines(tx, {
        reservationId: row.id,
        fromCheckout: row.checkout,
        nights,
        by: options.staff.id,
        at: now(),
      });
      if (extras.totalCentavos > 0)
        await repo.addToAddOnAmount(tx, { id: row.id, centavos: extras.totalCentavos, now: now() });
      const extrasNote =
        extras.lines.length > 0 ? `. ${linesNote('Extras for the added nights', extras.lines)}` : '';
      await repo.insertEvent(tx, {
        reservationId: row.id,
        action: 'extended',
        fromStatus: row.status,
        toStatus: row.status,
        note: `Checkout moved from ${row.checkout} to ${options.newCheckout}: ${nights} more ${
          nights === 1 ? 'night' : 'nights'
        }, ${pesoCents(addedTotalCentavos)} added${
          after.discountCentavos
            ? ` (total ${pesoCents(before.totalCentavos)} to ${pesoCents(after.totalCentavos)} after the senior/PWD discount)`
            : ''
        }${extrasNote}${overrideNote ? `. ${overrideNote}` : ''}`,
        actorId: options.staff.id,
      });
      await queueEmail(
        tx,
        { type: 'stay_extended', reservationId: row.id, previousCheckout: row.checkout },
        { at: now() },
      );
    });
  } catch (error) {
    // Caught outside the transaction: on PostgreSQL a failed statement aborts the whole transaction.
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw conflict(NIGHTS_TAKEN);
    throw error;
  }
  return loadStaffReservation(ctx, row.id);
};
