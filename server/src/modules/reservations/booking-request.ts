// A booking request: what createReservation is asked with (guest bookings and the front desk's bookings
// for a walk-in guest) and answers, and what is decided before its rows are written: its checks and price
// (the dates against the resort's today and its stay limits, the card option, the room, the guests, the
// bill less the senior / PWD discount, the down payment). The replay of an Idempotency-Key is
// booking-replay.ts, the limits of a guest's online bookings booking-limits.ts. Each refusal is an AppError
// the route lets propagate.
import type { ReservationDto } from '@domain/api-types';
import { cardPaymentsOn } from '@domain/content';
import { todayIn } from '@domain/dates';
import type { ReservationKind } from '@domain/day-visits';
import { MSG } from '@domain/messages';
import { type DiscountedBill, discountStay, downPaymentOf, quoteStay, stayPricing } from '@domain/pricing';
import type { AddOnLineInput } from '@domain/schemas/add-ons';
import { checkDiscountGuests, checkGuests, checkStayDates } from '@domain/schemas/booking';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type PricedLine, priceAddOnLines } from '../add-ons';
import { findContentMap } from '../content';
import type { CottageRow } from '../day-visits';
import { findRoomWithRates, type RoomWithRates } from '../rooms';
import type { DayCount, UnverifiedHold } from './booking-limits';
import type { StayBill } from './repository';

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
  unverifiedHold?: UnverifiedHold;
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
