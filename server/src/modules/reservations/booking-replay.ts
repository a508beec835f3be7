// Idempotent bookings: a request that repeats an earlier one's Idempotency-Key answers with the
// reservation that one made, as long as it asks for the same booking.
import { AppError } from '../../lib/errors';
import { findReservationIdByIdempotencyKey } from './booking.repository';
import type { CreateReservationOptions, CreateReservationResult } from './booking-options';
import { type DtoDeps, getReservationDto } from './reservation-dtos';

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.';

/** The booking the request asks for, as the reservation it made stores it. */
const requestedBooking = (options: CreateReservationOptions) => ({
  roomId: options.roomId,
  checkin: options.checkin,
  checkout: options.checkout,
  adults: options.adults,
  kids: options.kids,
  discountGuests: options.discountGuests ?? 0,
  specialRequests: options.specialRequests?.trim() ?? '',
  paymentMethod: options.paymentMethod,
  transactionId: options.transactionId.trim(),
});

/**
 * The reservation an earlier request with this key made, when this request asks for the same booking;
 * a different one is refused (422) instead of silently answered with the first.
 */
export const findReplay = async (
  deps: DtoDeps,
  options: CreateReservationOptions,
  key: string,
): Promise<CreateReservationResult | null> => {
  const id = await findReservationIdByIdempotencyKey(deps.db, options.guest.id, key);
  const reservation = id ? await getReservationDto(deps, id) : null;
  if (!reservation) return null;
  const asked = requestedBooking(options);
  const differs = (Object.keys(asked) as (keyof typeof asked)[]).some(
    (field) => reservation[field] !== asked[field],
  );
  if (differs) throw new AppError('UNPROCESSABLE', IDEMPOTENCY_KEY_REUSED);
  return { reservation, created: false };
};
