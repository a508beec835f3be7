// A booking request: what createReservation is asked with (guest bookings and the front desk's bookings
// for a walk-in guest) and answers, and what is decided before its rows are written: its checks and price
// (the dates against the resort's today and its stay limits, the card option, the room, the guests, the
// bill less the senior / PWD discount, the down payment), the replay of an Idempotency-Key, and the limits
// of a guest's online bookings. Each refusal is an AppError the route lets propagate.
import type { ReservationDto } from '@domain/api-types';
import { cardPaymentsOn } from '@domain/content';
import { todayIn } from '@domain/dates';
import type { ReservationKind } from '@domain/day-visits';
import { MAX_PENDING_BOOKINGS, TOO_MANY_PENDING_MESSAGE } from '@domain/ledger';
import { MSG } from '@domain/messages';
import { type DiscountedBill, discountStay, downPaymentOf, quoteStay, stayPricing } from '@domain/pricing';
import type { AddOnLineInput } from '@domain/schemas/add-ons';
import { checkDiscountGuests, checkGuests, checkStayDates } from '@domain/schemas/booking';
import { DAY_VISIT_FULL } from '@domain/schemas/day-visits';
import {
  UNVERIFIED_NIGHTS_PER_ADDRESS,
  unverifiedCapProblem,
  unverifiedNightsCap,
} from '@domain/unverified-holds';
import type { Database, Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { type PricedLine, priceAddOnLines } from '../add-ons';
import { findContentMap } from '../content';
import { type CottageRow, sumDayVisitHeads } from '../day-visits';
import { findRoomWithRates, type RoomWithRates } from '../rooms';
import { countHeld, countPendingOf, findReservationIdByIdempotencyKey, lockKeys } from './booking.repository';
import type { StayBill } from './repository';
import { getReservationDto } from './reservation-dtos';

export type DownPaymentOption = {
  /** 'pending' = awaiting verification by staff (guest bookings); 'success' = received (front desk). */
  status: 'pending' | 'success';
  kind: 'down_payment' | 'desk';
  /** Defaults to 30% of the total. */
  amountCentavos?: number;
};

/** What every booking is asked with, a stay's or a day visit's. */
export type BookingRequest = {
  /**
   * The guest who holds the booking, as the caller already loaded and checked them (the session's user,
   * the customer the desk picked): their names go in the answer without another read.
   */
  guest: BookingGuest;
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
  /** Defaults to a pending 30% down payment; null records no payment. */
  downPayment?: DownPaymentOption | null;
  /** Note on the 'created' history event. */
  note?: string;
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

/** A stay: a room for the nights [checkin, checkout). */
export type CreateReservationOptions = BookingRequest & {
  roomId: string;
  checkin: string;
  checkout: string;
  /**
   * A staff-entered regular price in centavos (the discount still applies to it). Never pass a guest's
   * number: omit it and the server prices the stay.
   */
  totalOverrideCentavos?: number;
  /**
   * Staff's reason for a stay longer than MAX_STAY_NIGHTS: the explicit override, kept in the history.
   * Never set it from a guest's request.
   */
  longStayReason?: string;
  /** Extras booked with the stay (ADR 0066): priced here from the server's add-ons, never the client's. */
  addOns?: readonly AddOnLineInput[];
};

export type BookingGuest = { id: string; firstName: string; lastName: string; email: string };

export type CreateReservationResult = { reservation: ReservationDto; created: boolean };

/** A guest booking's down payment unless the caller says otherwise: 30%, awaiting verification. */
export const DEFAULT_DOWN_PAYMENT: DownPaymentOption = { status: 'pending', kind: 'down_payment' };

/** The booking form's card option (BOOKING_PAYMENT_METHODS), which the admin may turn off. */
const CARD_BOOKING_METHOD = 'Card';

/** What a booking's rows hold: a room's nights, or a day at the beach (its day, infants, cottage). */
export type BookedItem = {
  kind: ReservationKind;
  roomId: string | null;
  checkin: string;
  checkout: string;
  infants: number;
  cottageId: string | null;
};

export type CheckedBooking = {
  booked: BookedItem;
  /** The stay's room (null: a day visit). */
  room: RoomWithRates | null;
  /** The day visit's cottage (null: none). */
  cottage: CottageRow | null;
  /** A day visit's heads against the day's capacity, counted again behind the day's lock (null: a stay). */
  day: DayCount | null;
  bill: StayBill;
  downPaymentCentavos: number;
  /** The down payment to record (null: nothing paid yet, no payment row). */
  paid: DownPaymentOption | null;
  /** Staff's reason for a stay over the longest one (empty: none). */
  longStayReason: string;
  /** The extras priced for the stay, attached in the booking's transaction (none: empty). */
  addOnLines?: readonly PricedLine[];
};

/**
 * The bill of the stay: the room's price for its nights with the party's extra guests (or the staff's
 * price), less the senior / PWD discount. A staff price is the whole regular price; the extra guests'
 * part of it is the room's charges, never more than that price.
 */
const billOf = (room: RoomWithRates, options: CreateReservationOptions): StayBill => {
  const quote = quoteStay(stayPricing(room, options, options));
  const regularCentavos = options.totalOverrideCentavos ?? quote.bill.regularCentavos;
  if (!Number.isInteger(regularCentavos) || regularCentavos <= 0) throw badRequest(MSG.invalidAmount);
  const bill = discountStay({
    regularCentavos,
    guests: options.adults + options.kids,
    eligibleGuests: options.discountGuests ?? 0,
  });
  return { ...bill, extraGuestCentavos: Math.min(quote.extraGuests.totalCentavos, regularCentavos) };
};

export const checkBooking = async (
  ctx: AppContext,
  options: CreateReservationOptions,
): Promise<CheckedBooking> => {
  const { db, config, now } = ctx.deps;
  const longStayReason = options.longStayReason?.trim() || '';
  const dateProblem = checkStayDates(options, todayIn(config.resortTz, now()), {
    limits: config.stayLimits,
    override: longStayReason !== '',
  });
  if (dateProblem) throw badRequest(dateProblem.message, { [dateProblem.path]: dateProblem.message });

  await refuseCardWhenOff(db, options.paymentMethod);

  const room = await findRoomWithRates(db, options.roomId);
  if (!room || room.archivedAt) throw notFound(MSG.roomNotFound);
  if (room.status !== 'available') throw conflict(MSG.roomUnavailable);

  const guestProblem = checkGuests(options, room);
  if (guestProblem) throw badRequest(guestProblem.message, { [guestProblem.path]: guestProblem.message });

  refuseDiscountProblem(options);
  // the extras are not room accommodation: outside the senior / PWD discount, added to the total after it
  const extras = await priceAddOnLines(
    db,
    { ...options, persons: options.adults + options.kids },
    options.addOns ?? [],
  );
  const bill = withAddOns(billOf(room, options), extras.totalCentavos);
  return {
    booked: {
      kind: 'stay',
      roomId: room.id,
      checkin: options.checkin,
      checkout: options.checkout,
      infants: 0,
      cottageId: null,
    },
    room,
    cottage: null,
    day: null,
    bill,
    ...downPaymentOfBooking(options, bill),
    longStayReason,
    addOnLines: extras.lines,
  };
};

/** The bill with the extras' amount in its total (and kept apart: add_on_amount). */
const withAddOns = (bill: StayBill, addOnCentavos: number): StayBill => ({
  ...bill,
  totalCentavos: bill.totalCentavos + addOnCentavos,
  addOnCentavos,
});

export const refuseDiscountProblem = (options: BookingRequest) => {
  const discountProblem = checkDiscountGuests(options);
  if (discountProblem) throw badRequest(discountProblem, { discountGuests: discountProblem });
};

/** Refuses the booking form's card option while the admin has it off. */
export const refuseCardWhenOff = async (db: Database, paymentMethod: string) => {
  if (paymentMethod === CARD_BOOKING_METHOD && !cardPaymentsOn(await findContentMap(db, ['card_payments'])))
    throw badRequest(MSG.cardPaymentOff, { paymentMethod: MSG.cardPaymentOff });
};

/** The down payment the booking records (30% unless the caller says otherwise), within its total. */
export const downPaymentOfBooking = (options: BookingRequest, bill: DiscountedBill) => {
  const downPayment = options.downPayment === undefined ? DEFAULT_DOWN_PAYMENT : options.downPayment;
  const downPaymentCentavos = downPayment
    ? (downPayment.amountCentavos ?? downPaymentOf(bill.totalCentavos))
    : 0;
  if (downPaymentCentavos < 0 || downPaymentCentavos > bill.totalCentavos)
    throw badRequest('The payment cannot be more than the total amount');
  const paid = downPayment && downPaymentCentavos > 0 ? downPayment : null;
  return { downPaymentCentavos, paid };
};

// Idempotent bookings: a request that repeats an earlier one's Idempotency-Key answers with the
// reservation that one made, as long as it asks for the same booking.
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

// The limits of a guest's online bookings: at most MAX_PENDING_BOOKINGS awaiting verification, and the
// room-nights held unverified within the caps of the account and of the address (domain/unverified-holds.ts).
// They are counted again inside the booking's transaction, behind locks on the account and the address,
// so racing bookings cannot all pass them before any is written.
export type UnverifiedHold = NonNullable<BookingRequest['unverifiedHold']>;

/** A day visit's heads (infants too) and its day's capacity. */
export type DayCount = { date: string; heads: number; capacity: number };

/** The lock that queues the bookings and moves of one day's visits (docs/adr/0063). */
export const dayVisitLockKey = (day: string) => `day-visit:${day}`;

/** A quick refusal before any other work; the count behind the guest's lock (limitsCheck) decides. */
export const refuseTooManyPending = async (db: Database, guestId: string) => {
  if ((await countPendingOf(db, guestId)) >= MAX_PENDING_BOOKINGS) throw conflict(TOO_MANY_PENDING_MESSAGE);
};

/**
 * The check the booking's transaction runs before it writes (none when no limit applies): it takes the
 * locks of the account (and address) it counts for, then counts.
 */
export const limitsCheck = (options: {
  guestId: string;
  limitPending: boolean;
  /** The booking's unverified hold (null: its payment is verified, or it is not an online booking). */
  unverified: UnverifiedHold | null;
  /** A day visit's heads, counted against its day's capacity behind the day's lock (null: a stay). */
  day: DayCount | null;
  nights: number;
  at: Date;
}): ((tx: Tx) => Promise<void>) | undefined => {
  const { guestId, unverified, day } = options;
  const limited = unverified !== null || options.limitPending;
  if (!limited && !day) return undefined;
  return async (tx) => {
    await lockKeys(tx, [
      ...(limited ? [`booking-user:${guestId}`] : []),
      ...(unverified ? [`unverified-address:${unverified.address}`] : []),
      ...(day ? [dayVisitLockKey(day.date)] : []),
    ]);
    if (day && (await sumDayVisitHeads(tx, day.date)) + day.heads > day.capacity)
      throw conflict(DAY_VISIT_FULL);
    if (!limited) return;
    const held = await countHeld(tx, { userId: guestId, address: unverified?.address ?? null });
    if (options.limitPending && held.pending >= MAX_PENDING_BOOKINGS)
      throw conflict(TOO_MANY_PENDING_MESSAGE);
    if (!unverified) return;
    const problem = unverifiedCapProblem({
      nights: options.nights,
      account: {
        heldNights: held.account,
        capNights: unverifiedNightsCap({ accountCreatedAt: unverified.accountCreatedAt, now: options.at }),
      },
      address: { heldNights: held.address, capNights: UNVERIFIED_NIGHTS_PER_ADDRESS },
    });
    if (problem === 'account') throw conflict(MSG.unverifiedNightsAccount);
    if (problem === 'address') throw conflict(MSG.unverifiedNightsAddress);
  };
};
