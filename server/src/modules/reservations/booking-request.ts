// A booking's checks and price, before anything is written: the dates against the resort's today and its
// stay limits, the booking form's card option, the room, the guests, the bill (less the senior / PWD
// discount) and the down payment. Each refusal is an AppError the route lets propagate.
import { cardPaymentsOn } from '@domain/content';
import { todayIn } from '@domain/dates';
import { MSG } from '@domain/messages';
import { type DiscountedBill, discountStay, downPaymentOf, quoteStay } from '@domain/pricing';
import { checkDiscountGuests, checkGuests, checkStayDates } from '@domain/schemas/booking';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findContentMap } from '../content';
import { findRoomWithRates, type RoomWithRates } from '../rooms';
import {
  type CreateReservationOptions,
  DEFAULT_DOWN_PAYMENT,
  type DownPaymentOption,
} from './booking-options';
import type { ServiceContext } from './context';

/** The booking form's card option (BOOKING_PAYMENT_METHODS), which the admin may turn off. */
const CARD_BOOKING_METHOD = 'Card';

export type CheckedBooking = {
  room: RoomWithRates;
  bill: DiscountedBill;
  downPaymentCentavos: number;
  /** The down payment to record (null: nothing paid yet, no payment row). */
  paid: DownPaymentOption | null;
  /** Staff's reason for a stay over the longest one (empty: none). */
  longStayReason: string;
};

/** The bill of the stay: the room's price for its nights (or the staff's), less the senior / PWD discount. */
const billOf = (room: RoomWithRates, options: CreateReservationOptions) => {
  const regularCentavos =
    options.totalOverrideCentavos ??
    quoteStay({
      basePrice: room.basePrice,
      rates: room.rates,
      checkin: options.checkin,
      checkout: options.checkout,
    }).totalCentavos;
  if (!Number.isInteger(regularCentavos) || regularCentavos <= 0) throw badRequest(MSG.invalidAmount);
  return discountStay({
    regularCentavos,
    guests: options.adults + options.kids,
    eligibleGuests: options.discountGuests ?? 0,
  });
};

export const checkBooking = async (
  ctx: ServiceContext,
  options: CreateReservationOptions,
): Promise<CheckedBooking> => {
  const { db, config, now } = ctx.deps;
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

  const bill = billOf(room, options);
  const downPayment = options.downPayment === undefined ? DEFAULT_DOWN_PAYMENT : options.downPayment;
  const downPaymentCentavos = downPayment
    ? (downPayment.amountCentavos ?? downPaymentOf(bill.totalCentavos))
    : 0;
  if (downPaymentCentavos < 0 || downPaymentCentavos > bill.totalCentavos)
    throw badRequest('The payment cannot be more than the total amount');
  const paid = downPayment && downPaymentCentavos > 0 ? downPayment : null;
  return { room, bill, downPaymentCentavos, paid, longStayReason };
};
