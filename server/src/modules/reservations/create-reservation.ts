// Creating a reservation: guest bookings and bookings the front desk makes for a walk-in guest.
//
// How to use it from another module (e.g. the front desk's book-for-customer route):
//
//   import { createReservation } from '../reservations';
//
//   const { reservation, created } = await createReservation(app, {
//     guest: customer,                // the guest who holds the booking, as the caller loaded them
//     createdBy: staff.id,            // who made it (defaults to userId); recorded on the row and the 'created' event
//     roomId, checkin, checkout, adults, kids, specialRequests,
//     paymentMethod: 'cash',          // stored on the reservation as given; the payment row gets the record method
//     transactionId: 'OR-0042',
//     discountGuests: 1,              // senior citizens / PWDs among the guests (docs/pricing.md); default 0
//     totalOverrideCentavos: 1_200_000,                     // staff-entered regular price; omit it and the server prices the stay
//     downPayment: { status: 'success', kind: 'desk' },      // money already received at the desk (verified at once)
//     // downPayment: { status: 'success', kind: 'desk', amountCentavos: 1_200_000 }   // paid in full
//     // downPayment: null                                                              // nothing paid yet: no payment row
//   });
//   reply.status(created ? 201 : 200).send(reservation);
//
// What it guarantees:
// - refuses the booking form's 'Card' option (400 MSG.cardPaymentOff) while the admin has it off (content
//   setting card_payments; the desk's own record methods such as 'card' are not the form's option);
// - validates dates (checkStayDates against the resort's today), the room (404 'Room Not Found', 409 when its
//   status is not 'available') and guests (checkGuests); throws AppError, so routes just let it propagate;
// - prices the stay with quoteStay() from the room's base price and seasonal rates, less the senior/PWD
//   discount of discountGuests (a client total or discount is never read);
// - inserts reservation (pending) + down payment + a 'created' reservation_events row in one transaction
//   (insertBooking, booking.repository.ts); the checks and the price are booking-request.ts;
// - the database's exclusion constraint decides overlaps: 23P01 becomes 409 MSG.datesTaken;
// - idempotencyKey: a repeat (even a concurrent one) returns the first reservation with created=false;
//   the same key with a different booking (room, dates, guests, payment) is refused with 422, as Stripe does;
// - limitPending (guest bookings): at most MAX_PENDING_BOOKINGS awaiting verification (409), counted again
//   behind a lock on the guest in the insert's transaction, so parallel bookings cannot all pass it
//   (booking-limits.ts);
// - no payment recorded (desk bookings without money): the nights are held for HOLD_HOURS, then expire;
// - unverifiedHold (guest bookings online): the nights are held until "verify by" (UNVERIFIED_HOLD_HOURS
//   from the booking) unless the desk verifies a payment or extends the hold, and the room-nights held so
//   by the account and by the address stay within their caps (409; domain/unverified-holds.ts), checked
//   and written in one transaction behind locks on both, so racing bookings cannot pass the cap together;
// - the guest's 'Booking received – {referenceCode}' and the staff's new-booking alert are queued in that
//   transaction (queueEmail) and sent by the job runner after the answer (sendEmail:false to skip).
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { REFERENCE_ALPHABET } from '@domain/constants';
import { nightsBetween } from '@domain/dates';
import { MSG } from '@domain/messages';
import { toDecimalString } from '@domain/money';
import { COTTAGE_NOT_FREE } from '@domain/schemas/day-visits';
import { longStayOverrideNote } from '@domain/stay-limits';
import { verifyByOf } from '@domain/unverified-holds';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import {
  conflict,
  PG_DEADLOCK_DETECTED,
  PG_EXCLUSION_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
} from '../../lib/errors';
import { attachAddOnLines } from '../add-ons';
import { queueEmail } from '../notifications';
import { insertBooking, insertCottageDay, type NewBooking } from './booking.repository';
import { limitsCheck, refuseTooManyPending, type UnverifiedHold } from './booking-limits';
import { findReplay, requestedBooking } from './booking-replay';
import {
  type BookingRequest,
  type CheckedBooking,
  type CreateReservationOptions,
  type CreateReservationResult,
  checkBooking,
} from './booking-request';
import { toReservationDto } from './dto';
import { billColumns } from './repository';

/** 8 characters from the look-alike-free alphabet, crypto random. */
export const generateReferenceCode = () =>
  Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** Booking methods (GCash, BankTransfer, Card) -> payment record methods; record methods pass through. */
export const toRecordMethod = (method: string): string =>
  ({ GCash: 'gcash', BankTransfer: 'bank_transfer', Card: 'card' })[method] ?? method;

/** Tries of the booking's insert: a new reference code after a clash, again after a deadlock. */
export const MAX_INSERT_ATTEMPTS = 5;

/** A checked and priced booking, with what its rows need beside the request. */
export type Draft = CheckedBooking & {
  at: Date;
  idempotencyKey: string | null;
  actorId: string;
  nights: number;
  unverified: UnverifiedHold | null;
};

export const createReservation = async (
  ctx: AppContext,
  options: CreateReservationOptions,
): Promise<CreateReservationResult> => {
  const asked = requestedBooking(options, {
    roomId: options.roomId,
    checkin: options.checkin,
    checkout: options.checkout,
    infants: 0,
    cottageId: null,
  });
  return bookOnce(ctx, options, asked, () => checkBooking(ctx, options));
};

/**
 * A booking, once: a repeat of its Idempotency-Key answers with the first; else the quick limits, the
 * caller's checks and price, and its rows written.
 */
export const bookOnce = async (
  ctx: AppContext,
  options: BookingRequest,
  asked: ReturnType<typeof requestedBooking>,
  check: () => Promise<CheckedBooking>,
): Promise<CreateReservationResult> => {
  const idempotencyKey = options.idempotencyKey?.trim() || null;
  if (idempotencyKey) {
    const replay = await findReplay(ctx, options, idempotencyKey, asked);
    if (replay) return replay;
  }
  if (options.limitPending) await refuseTooManyPending(ctx.deps.db, options.guest.id);

  const checked = await check();
  const unverified =
    options.unverifiedHold && checked.paid?.status !== 'success' ? options.unverifiedHold : null;
  return writeBooking(ctx, options, asked, {
    ...checked,
    at: ctx.deps.now(),
    idempotencyKey,
    actorId: options.createdBy ?? options.guest.id,
    nights: nightsBetween(checked.booked.checkin, checked.booked.checkout),
    unverified,
  });
};

/**
 * The booking's last writes: its cottage's day (the unique index refuses a second holder), then the
 * guest's 'Booking received' and the staff's alert.
 */
const afterRows = (rows: NewBooking, draft: Draft, sendEmail: boolean) => async (tx: Tx) => {
  const { id } = rows.reservation;
  if (draft.addOnLines?.length)
    await attachAddOnLines(tx, {
      reservationId: id,
      lines: draft.addOnLines,
      by: draft.actorId,
      at: draft.at,
    });
  if (draft.booked.cottageId)
    await insertCottageDay(tx, {
      reservationId: id,
      cottageId: draft.booked.cottageId,
      day: draft.booked.checkin,
    });
  if (sendEmail) await queueEmail(tx, { type: 'booking_received', reservationId: id }, { at: draft.at });
};

/** A refusal a unique index gave: another booking holds the cottage that day. */
const COTTAGE_HOLDER_INDEX = 'reservation_cottages_one_holder';

/**
 * Writes the booking and answers from the rows as written (a new booking has no review yet and no other
 * payment); tries again with a new reference code after a clash, and after a deadlock. A concurrent
 * twin with the same idempotency key that won is answered with its reservation.
 */
const writeBooking = async (
  ctx: AppContext,
  options: BookingRequest,
  asked: ReturnType<typeof requestedBooking>,
  draft: Draft,
): Promise<CreateReservationResult> => {
  const check = limitsCheck({
    guestId: options.guest.id,
    limitPending: options.limitPending ?? false,
    unverified: draft.unverified,
    day: draft.day,
    nights: draft.nights,
    at: draft.at,
  });
  for (let attempt = 1; ; attempt++) {
    try {
      const rows = bookingRows(ctx, options, draft);
      const after = afterRows(rows, draft, options.sendEmail !== false);
      const written = await insertBooking(ctx.deps.db, rows, { check, after });
      const clock = { now: draft.at, timeZone: ctx.deps.config.resortTz };
      const reservation = toReservationDto({
        ...written,
        room: draft.room,
        cottage: draft.cottage,
        user: options.guest,
        hasReview: false,
        clock,
      });
      return { reservation, created: true };
    } catch (error) {
      // The transaction rolled back as a whole (nothing written), so follow-up queries are safe on PostgreSQL too.
      const code = pgErrorCode(error);
      // Two bookings racing for the same nights can deadlock in the exclusion check (PostgreSQL aborts
      // one): write again; the winner is committed by then, so this try ends in 409 or succeeds.
      if (code === PG_DEADLOCK_DETECTED && attempt < MAX_INSERT_ATTEMPTS) {
        await sleep(randomInt(1, 20));
        continue;
      }
      if (code !== PG_UNIQUE_VIOLATION && code !== PG_EXCLUSION_VIOLATION) throw error;
      // A concurrent twin with the same key won: answer with its reservation, whichever constraint fired first.
      if (draft.idempotencyKey) {
        const replay = await findReplay(ctx, options, draft.idempotencyKey, asked);
        if (replay) return replay;
      }
      if (code === PG_EXCLUSION_VIOLATION) throw conflict(MSG.datesTaken);
      const constraint = pgConstraint(error);
      if (constraint === COTTAGE_HOLDER_INDEX) throw conflict(COTTAGE_NOT_FREE);
      // The only other unique index is the reference code: draw a new one.
      const referenceClash = !constraint || constraint === 'reservations_reference_unique';
      if (!referenceClash || attempt >= MAX_INSERT_ATTEMPTS) throw error;
    }
  }
};

/** The booking's rows, with a new id and reference code for each try. */
export const bookingRows = (ctx: AppContext, options: BookingRequest, draft: Draft): NewBooking => {
  const { config } = ctx.deps;
  const { at, actorId, paid, unverified } = draft;
  const id = randomUUID();
  const transactionId = options.transactionId.trim();
  return {
    reservation: {
      id,
      referenceCode: generateReferenceCode(),
      kind: draft.booked.kind,
      roomId: draft.booked.roomId,
      userId: options.guest.id,
      checkin: draft.booked.checkin,
      checkout: draft.booked.checkout,
      adults: options.adults,
      kids: options.kids,
      infants: draft.booked.infants,
      ...billColumns(draft.bill),
      discountGuests: options.discountGuests ?? 0,
      specialRequests: options.specialRequests?.trim() ?? '',
      status: 'pending',
      paymentMethod: options.paymentMethod,
      transactionId,
      idempotencyKey: draft.idempotencyKey,
      createdBy: actorId,
      // nothing paid yet (a desk booking without money): the nights are held for HOLD_HOURS
      holdExpiresAt: paid ? null : new Date(at.getTime() + config.holdHours * 3_600_000),
      verifyBy: unverified ? verifyByOf(at, config.unverifiedHoldHours) : null,
      bookedFrom: unverified?.address ?? null,
    },
    payment: paid && {
      reservationId: id,
      amount: toDecimalString(draft.downPaymentCentavos),
      paymentMethod: toRecordMethod(options.paymentMethod),
      transactionId,
      kind: paid.kind,
      status: paid.status,
      paymentDate: at,
      recordedBy: actorId,
      verifiedBy: paid.status === 'success' ? actorId : null,
      verifiedAt: paid.status === 'success' ? at : null,
    },
    event: {
      reservationId: id,
      action: 'created',
      fromStatus: null,
      toStatus: 'pending',
      note: [
        options.note ?? '',
        longStayOverrideNote({ nights: draft.nights, reason: draft.longStayReason }, config.stayLimits),
      ]
        .filter(Boolean)
        .join('. '),
      actorId,
    },
  };
};
