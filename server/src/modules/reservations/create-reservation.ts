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
// - inserts reservation (pending) + down payment + a 'created' reservation_events row in ONE statement
//   (repo.insertBooking: one round trip, atomic);
// - the database's exclusion constraint decides overlaps: 23P01 becomes 409 MSG.datesTaken;
// - idempotencyKey: a repeat (even a concurrent one) returns the first reservation with created=false;
//   the same key with a different booking (room, dates, guests, payment) is refused with 422, as Stripe does;
// - limitPending (guest bookings): at most MAX_PENDING_BOOKINGS awaiting verification (409), counted again
//   behind a lock on the guest in the insert's transaction, so parallel bookings cannot all pass it;
// - no payment recorded (desk bookings without money): the nights are held for HOLD_HOURS, then expire;
// - unverifiedHold (guest bookings online): the nights are held until "verify by" (UNVERIFIED_HOLD_HOURS
//   from the booking) unless the desk verifies a payment or extends the hold, and the room-nights held so
//   by the account and by the address stay within their caps (409; domain/unverified-holds.ts), checked
//   and written in one transaction behind locks on both, so racing bookings cannot pass the cap together;
// - the guest's 'Booking received – {referenceCode}' and the staff's new-booking alert are queued in that
//   statement (a 'notify' job) and sent by the job runner after the answer (sendEmail:false to skip).
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReservationDto } from '@domain/api-types';
import { REFERENCE_ALPHABET } from '@domain/constants';
import { cardPaymentsOn } from '@domain/content';
import { nightsBetween, todayIn } from '@domain/dates';
import { MAX_PENDING_BOOKINGS, TOO_MANY_PENDING_MESSAGE } from '@domain/ledger';
import { MSG } from '@domain/messages';
import { toDecimalString } from '@domain/money';
import { discountStay, downPaymentOf, quoteStay } from '@domain/pricing';
import { checkDiscountGuests, checkGuests, checkStayDates } from '@domain/schemas/booking';
import { longStayOverrideNote } from '@domain/stay-limits';
import {
  UNVERIFIED_NIGHTS_PER_ADDRESS,
  unverifiedCapProblem,
  unverifiedNightsCap,
  verifyByOf,
} from '@domain/unverified-holds';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  PG_DEADLOCK_DETECTED,
  PG_EXCLUSION_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
} from '../../lib/errors';
import { findContentMap } from '../content';
import { emailJobRow } from '../notifications';
import { findRoomWithRates } from '../rooms';
import type { ServiceContext } from './context';
import { toReservationDto } from './dto';
import * as repo from './repository';
import { type DtoDeps, getReservationDto } from './reservation-dtos';

/** 8 characters from the look-alike-free alphabet, crypto random. */
export const generateReferenceCode = () =>
  Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** Booking methods (GCash, BankTransfer, Card) -> payment record methods; record methods pass through. */
export const toRecordMethod = (method: string): string =>
  ({ GCash: 'gcash', BankTransfer: 'bank_transfer', Card: 'card' })[method] ?? method;

export type DownPaymentOption = {
  /** 'pending' = awaiting verification by staff (guest bookings); 'success' = received (front desk). */
  status: 'pending' | 'success';
  kind: 'down_payment' | 'desk';
  /** Defaults to 30% of the total. */
  amountCentavos?: number;
};

export type CreateReservationOptions = {
  /**
   * The guest who holds the booking, as the caller already loaded and checked them (the session's user,
   * the customer the desk picked): their names go in the answer without another read.
   */
  guest: BookingGuest;
  roomId: string;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  /** Guests who are senior citizens or PWDs (RA 9994, RA 10754); at most adults + kids. */
  discountGuests?: number;
  specialRequests?: string;
  /** Stored on the reservation as given (GCash, BankTransfer, Card, or a record method such as cash). */
  paymentMethod: string;
  transactionId: string;
  idempotencyKey?: string | null;
  /** Who made the booking (staff for walk-ins); defaults to the guest. */
  createdBy?: string;
  /**
   * A staff-entered regular price in centavos (the discount still applies to it). Never pass a guest's
   * number: omit it and the server prices the stay.
   */
  totalOverrideCentavos?: number;
  /** Defaults to a pending 30% down payment; null records no payment. */
  downPayment?: DownPaymentOption | null;
  /** Note on the 'created' history event. */
  note?: string;
  /**
   * Staff's reason for a stay longer than MAX_STAY_NIGHTS: the explicit override, kept in the history.
   * Never set it from a guest's request.
   */
  longStayReason?: string;
  /** Send the 'Booking received' email (default true). */
  sendEmail?: boolean;
  /** A guest booking online: refused when they already have MAX_PENDING_BOOKINGS awaiting verification. */
  limitPending?: boolean;
  /**
   * A guest booking online, its payment not verified: held until "verify by", within the caps of the
   * account (by its age) and of the address it came from. Never set it for walk-in or desk bookings.
   */
  unverifiedHold?: { address: string; accountCreatedAt: Date };
};

export type BookingGuest = { id: string; firstName: string; lastName: string; email: string };

export type CreateReservationResult = { reservation: ReservationDto; created: boolean };

/** The booking form's card option (BOOKING_PAYMENT_METHODS), which the admin may turn off. */
const CARD_BOOKING_METHOD = 'Card';

/** Tries of the booking's insert: a new reference code after a clash, again after a deadlock. */
const MAX_INSERT_ATTEMPTS = 5;

export const createReservation = async (
  ctx: ServiceContext,
  options: CreateReservationOptions,
): Promise<CreateReservationResult> => {
  const { db, config, now } = ctx.deps;
  const idempotencyKey = options.idempotencyKey?.trim() || null;

  if (idempotencyKey) {
    const replay = await findReplay(ctx.deps, options, idempotencyKey);
    if (replay) return replay;
  }

  const { guest } = options;
  // a quick refusal before any other work; the count behind the guest's lock (insert) decides
  if (options.limitPending && (await repo.countPendingOf(db, guest.id)) >= MAX_PENDING_BOOKINGS)
    throw conflict(TOO_MANY_PENDING_MESSAGE);

  const longStayReason = options.longStayReason?.trim() || '';
  const dateProblem = checkStayDates(options, todayIn(config.resortTz, now()), {
    limits: config.stayLimits,
    override: longStayReason !== '',
  });
  if (dateProblem) throw badRequest(dateProblem.message, { [dateProblem.path]: dateProblem.message });

  if (
    options.paymentMethod === CARD_BOOKING_METHOD &&
    !cardPaymentsOn(await findContentMap(db, ['card_payments']))
  )
    throw badRequest(MSG.cardPaymentOff, { paymentMethod: MSG.cardPaymentOff });

  const room = await findRoomWithRates(db, options.roomId);
  if (!room || room.archivedAt) throw notFound(MSG.roomNotFound);
  if (room.status !== 'available') throw conflict(MSG.roomUnavailable);

  const guestProblem = checkGuests(options, room);
  if (guestProblem) throw badRequest(guestProblem.message, { [guestProblem.path]: guestProblem.message });

  const discountProblem = checkDiscountGuests(options);
  if (discountProblem) throw badRequest(discountProblem, { discountGuests: discountProblem });

  const regularCentavos =
    options.totalOverrideCentavos ??
    quoteStay({
      basePrice: room.basePrice,
      rates: room.rates,
      checkin: options.checkin,
      checkout: options.checkout,
    }).totalCentavos;
  if (!Number.isInteger(regularCentavos) || regularCentavos <= 0) throw badRequest(MSG.invalidAmount);
  const bill = discountStay({
    regularCentavos,
    guests: options.adults + options.kids,
    eligibleGuests: options.discountGuests ?? 0,
  });
  const totalCentavos = bill.totalCentavos;

  const downPayment = options.downPayment === undefined ? DEFAULT_DOWN_PAYMENT : options.downPayment;
  const downPaymentCentavos = downPayment ? (downPayment.amountCentavos ?? downPaymentOf(totalCentavos)) : 0;
  if (downPaymentCentavos < 0 || downPaymentCentavos > totalCentavos)
    throw badRequest('The payment cannot be more than the total amount');

  const actorId = options.createdBy ?? guest.id;
  const at = now();
  const paid = downPayment && downPaymentCentavos > 0 ? downPayment : null;
  const unverified = options.unverifiedHold && paid?.status !== 'success' ? options.unverifiedHold : null;
  const nights = nightsBetween(options.checkin, options.checkout);
  /**
   * The booking's insert; one that counts the guest's pending bookings or unverified nights only after
   * that count, behind the locks of the account (and address) it counts for.
   */
  const insert = (booking: repo.NewBooking) => {
    if (!unverified && !options.limitPending) return repo.insertBooking(db, booking);
    return db.transaction(async (tx) => {
      await repo.lockKeys(tx, [
        `booking-user:${guest.id}`,
        ...(unverified ? [`unverified-address:${unverified.address}`] : []),
      ]);
      if (options.limitPending && (await repo.countPendingIn(tx, guest.id)) >= MAX_PENDING_BOOKINGS)
        throw conflict(TOO_MANY_PENDING_MESSAGE);
      if (!unverified) return repo.insertBooking(tx, booking);
      const held = await repo.sumUnverifiedNights(tx, { userId: guest.id, address: unverified.address });
      const problem = unverifiedCapProblem({
        nights,
        account: {
          heldNights: held.account,
          capNights: unverifiedNightsCap({ accountCreatedAt: unverified.accountCreatedAt, now: at }),
        },
        address: { heldNights: held.address, capNights: UNVERIFIED_NIGHTS_PER_ADDRESS },
      });
      if (problem === 'account') throw conflict(MSG.unverifiedNightsAccount);
      if (problem === 'address') throw conflict(MSG.unverifiedNightsAddress);
      return repo.insertBooking(tx, booking);
    });
  };
  let written: Awaited<ReturnType<typeof repo.insertBooking>> | null = null;
  for (let attempt = 1; !written; attempt++) {
    const id = randomUUID();
    try {
      written = await insert({
        reservation: {
          id,
          referenceCode: generateReferenceCode(),
          roomId: room.id,
          userId: guest.id,
          checkin: options.checkin,
          checkout: options.checkout,
          adults: options.adults,
          kids: options.kids,
          ...repo.billColumns(bill),
          discountGuests: options.discountGuests ?? 0,
          specialRequests: options.specialRequests?.trim() ?? '',
          status: 'pending',
          paymentMethod: options.paymentMethod,
          transactionId: options.transactionId.trim(),
          idempotencyKey,
          createdBy: actorId,
          // nothing paid yet (a desk booking without money): the nights are held for HOLD_HOURS
          holdExpiresAt: paid ? null : new Date(at.getTime() + config.holdHours * 3_600_000),
          verifyBy: unverified ? verifyByOf(at, config.unverifiedHoldHours) : null,
          bookedFrom: unverified?.address ?? null,
        },
        payment: paid && {
          reservationId: id,
          amount: toDecimalString(downPaymentCentavos),
          paymentMethod: toRecordMethod(options.paymentMethod),
          transactionId: options.transactionId.trim(),
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
            longStayOverrideNote({ nights, reason: longStayReason }, config.stayLimits),
          ]
            .filter(Boolean)
            .join('. '),
          actorId,
        },
        job:
          options.sendEmail === false
            ? null
            : emailJobRow({ type: 'booking_received', reservationId: id }, { at }),
      });
    } catch (error) {
      // The statement failed as a whole (nothing written), so follow-up queries are safe on PostgreSQL too.
      const code = pgErrorCode(error);
      // Two bookings racing for the same nights can deadlock in the exclusion check (PostgreSQL aborts
      // one): write again; the winner is committed by then, so this try ends in 409 or succeeds.
      if (code === PG_DEADLOCK_DETECTED && attempt < MAX_INSERT_ATTEMPTS) {
        await sleep(randomInt(1, 20));
        continue;
      }
      if (code !== PG_UNIQUE_VIOLATION && code !== PG_EXCLUSION_VIOLATION) throw error;
      // A concurrent twin with the same key won: answer with its reservation, whichever constraint fired first.
      if (idempotencyKey) {
        const replay = await findReplay(ctx.deps, options, idempotencyKey);
        if (replay) return replay;
      }
      if (code === PG_EXCLUSION_VIOLATION) throw conflict(MSG.datesTaken);
      // The only other unique index is the reference code: draw a new one.
      const constraint = pgConstraint(error);
      const referenceClash = !constraint || constraint === 'reservations_reference_unique';
      if (!referenceClash || attempt >= MAX_INSERT_ATTEMPTS) throw error;
    }
  }

  // The answer from the rows as written: a new booking has no review yet and no other payment.
  const reservation = toReservationDto({
    ...written,
    room,
    user: guest,
    hasReview: false,
    clock: { now: at, timeZone: config.resortTz },
  });
  return { reservation, created: true };
};

const DEFAULT_DOWN_PAYMENT: DownPaymentOption = { status: 'pending', kind: 'down_payment' };

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
const findReplay = async (
  deps: DtoDeps,
  options: CreateReservationOptions,
  key: string,
): Promise<CreateReservationResult | null> => {
  const id = await repo.findReservationIdByIdempotencyKey(deps.db, options.guest.id, key);
  const reservation = id ? await getReservationDto(deps, id) : null;
  if (!reservation) return null;
  const asked = requestedBooking(options);
  const differs = (Object.keys(asked) as (keyof typeof asked)[]).some(
    (field) => reservation[field] !== asked[field],
  );
  if (differs) throw new AppError('UNPROCESSABLE', IDEMPOTENCY_KEY_REUSED);
  return { reservation, created: false };
};
