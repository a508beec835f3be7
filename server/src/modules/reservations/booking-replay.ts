// Idempotent bookings: a request that repeats an earlier one's Idempotency-Key answers with the
// reservation that one made, as long as it asks for the same booking.
import type { AppContext } from '../../lib/app-context';
import { AppError } from '../../lib/errors';
import { findReservationIdByIdempotencyKey } from './booking.repository';
import type { BookedItem, BookingRequest, CreateReservationResult } from './booking-request';
import { getReservationDto } from './reservation-dtos';

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.';

/** The booking the request asks for, as the reservation it made answers it. */
export const requestedBooking = (options: BookingRequest, booked: Omit<BookedItem, 'kind'>) => ({
  ...booked,
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
  ctx: AppContext,
  options: BookingRequest,
  key: string,
  asked: ReturnType<typeof requestedBooking>,
): Promise<CreateReservationResult | null> => {
  const id = await findReservationIdByIdempotencyKey(ctx.deps.db, options.guest.id, key);
  const reservation = id ? await getReservationDto(ctx, id) : null;
  if (!reservation) return null;
  const made = { ...reservation, cottageId: reservation.cottage?.id ?? null };
  const differs = (Object.keys(asked) as (keyof typeof asked)[]).some(
    (field) => made[field] !== asked[field],
  );
  if (differs) throw new AppError('UNPROCESSABLE', IDEMPOTENCY_KEY_REUSED);
  return { reservation, created: false };
};
