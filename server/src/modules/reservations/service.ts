// Reservations: creating one (guest bookings and front-desk bookings), cancelling, and loading full DTOs.
//
// How to use it from another module (e.g. the front desk's book-for-customer route):
//
//   import { createReservation, getReservationDto, loadReservationDtos } from '../reservations/service';
//
//   const { reservation, created } = await createReservation(app, {
//     userId: customer.id,            // the guest who holds the booking
//     createdBy: staff.id,            // who made it (defaults to userId); recorded on the row and the 'created' event
//     roomId, checkin, checkout, adults, kids, specialRequests,
//     paymentMethod: 'cash',          // stored on the reservation as given; the payment row gets the record method
//     transactionId: 'OR-0042',
//     totalOverrideCentavos: 1_200_000,                     // staff-entered total; omit it and the server prices the stay
//     downPayment: { status: 'success', kind: 'desk' },      // money already received at the desk (verified at once)
//     // downPayment: { status: 'success', kind: 'desk', amountCentavos: 1_200_000 }   // paid in full
//     // downPayment: null                                                              // nothing paid yet: no payment row
//   });
//   reply.status(created ? 201 : 200).send(reservation);
//
// What it guarantees:
// - validates dates (checkStayDates against the resort's today), the room (404 'Room Not Found', 409 when its
//   status is not 'available') and guests (checkGuests); throws AppError, so routes just let it propagate;
// - prices the stay with quoteStay() from the room's base price and seasonal rates (a client total is never read);
// - inserts reservation (pending) + down payment + a 'created' reservation_events row in ONE transaction;
// - the database's exclusion constraint decides overlaps: 23P01 becomes 409 MSG.datesTaken (caught outside the
//   transaction, because a failed statement aborts a PostgreSQL transaction);
// - idempotencyKey: a repeat (even a concurrent one) returns the first reservation with created=false;
// - after commit, emails the guest 'Booking received – {referenceCode}' (sendEmail:false to skip).
//
// loadReservationDtos(db, { where, order, history }) builds full ReservationDtos (room, guest, payments,
// paid/balance/paymentStatus, hasReview, optional history with actor names) in at most four queries,
// whatever the number of reservations. getReservationDto(db, id) is the single-row shortcut.
import { randomInt } from 'node:crypto';
import type { ReservationDto, ReservationEventDto } from '@domain/api-types';
import { REFERENCE_ALPHABET } from '@domain/constants';
import { nightsBetween, todayIn } from '@domain/dates';
import { MSG } from '@domain/messages';
import { DOWN_PAYMENT_PERCENT, quoteStay } from '@domain/pricing';
import { canCustomerCancel, type ReservationStatus, STATUS_LABELS } from '@domain/reservation-status';
import { checkGuests, checkStayDates } from '@domain/schemas/booking';
import { longStayOverrideNote } from '@domain/stay-limits';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Tx } from '../../db/client';
import { reservations } from '../../db/schema';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  PG_EXCLUSION_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
} from '../../lib/errors';
import { toEventDto, toReservationDto } from './dto';
import { BOOKING_EMAIL_CONTENT_KEYS, bookingReceivedMail } from './emails';
import * as repo from './repository';

/** What the service needs: `app` itself fits, or `{ deps: app.deps }`. */
export type ReservationContext = {
  deps: FastifyInstance['deps'];
  log?: Pick<FastifyBaseLogger, 'error'>;
};

export const RESERVATION_NOT_FOUND = 'Reservation not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Route ids that are not UUIDs are simply not found (and never reach Postgres, which would reject the cast). */
export const isUuid = (value: string) => UUID.test(value);

/** 8 characters from the look-alike-free alphabet, crypto random. */
export const generateReferenceCode = () =>
  Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** Booking methods (GCash, BankTransfer, Card) -> payment record methods; record methods pass through. */
export const toRecordMethod = (method: string): string =>
  ({ GCash: 'gcash', BankTransfer: 'bank_transfer', Card: 'card' })[method] ?? method;

/** 30% of a total, rounded to the centavo the same way quoteStay() does. */
export const downPaymentOf = (totalCentavos: number) =>
  Math.round((totalCentavos * DOWN_PAYMENT_PERCENT) / 100);

// ---------------------------------------------------------------------------------------------
// Loading DTOs

export type LoadReservationOptions = {
  /** A Drizzle condition on reservations, rooms or users columns (the first query joins all three). */
  where?: SQL;
  order?: repo.ReservationOrder;
  limit?: number;
  /** Adds `history` (reservation_events with actor names): staff lists only. */
  history?: boolean;
};

/** Full ReservationDtos in a constant number of queries (reservations+room+user, payments, reviews, events). */
export const loadReservationDtos = async (
  db: Database | Tx,
  options: LoadReservationOptions = {},
): Promise<ReservationDto[]> => {
  const rows = await repo.selectReservationsWithRoomAndUser(db, options);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.reservation.id);
  const [paymentRows, reviewed, eventRows] = await Promise.all([
    repo.selectPaymentsFor(db, ids),
    repo.selectReviewedReservationIds(db, ids),
    options.history ? repo.selectEventsFor(db, ids) : Promise.resolve([]),
  ]);
  const paymentsBy = groupBy(paymentRows, (payment) => payment.reservationId);
  const historyBy = new Map<string, ReservationEventDto[]>();
  for (const { event, actor } of eventRows) {
    const list = historyBy.get(event.reservationId) ?? [];
    list.push(toEventDto(event, actor));
    historyBy.set(event.reservationId, list);
  }
  return rows.map((row) =>
    toReservationDto({
      ...row,
      payments: paymentsBy.get(row.reservation.id) ?? [],
      hasReview: reviewed.has(row.reservation.id),
      ...(options.history ? { history: historyBy.get(row.reservation.id) ?? [] } : {}),
    }),
  );
};

export const getReservationDto = async (
  db: Database | Tx,
  id: string,
  options: { history?: boolean } = {},
): Promise<ReservationDto | null> => {
  if (!isUuid(id)) return null;
  const [dto] = await loadReservationDtos(db, { where: eq(reservations.id, id), history: options.history });
  return dto ?? null;
};

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
};

/** The caller's reservations, newest check-in first. */
export const listUserReservations = (db: Database, userId: string) =>
  loadReservationDtos(db, { where: eq(reservations.userId, userId), order: 'newest_checkin' });

// ---------------------------------------------------------------------------------------------
// Creating

export type DownPaymentOption = {
  /** 'pending' = awaiting verification by staff (guest bookings); 'success' = received (front desk). */
  status: 'pending' | 'success';
  kind: 'down_payment' | 'desk';
  /** Defaults to 30% of the total. */
  amountCentavos?: number;
};

export type CreateReservationOptions = {
  /** The guest who holds the booking. */
  userId: string;
  roomId: string;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  specialRequests?: string;
  /** Stored on the reservation as given (GCash, BankTransfer, Card, or a record method such as cash). */
  paymentMethod: string;
  transactionId: string;
  idempotencyKey?: string | null;
  /** Who made the booking (staff for walk-ins); defaults to the guest. */
  createdBy?: string;
  /** A staff-entered total in centavos. Never pass a guest's number: omit it and the server prices the stay. */
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
};

export type CreateReservationResult = { reservation: ReservationDto; created: boolean };

const MAX_REFERENCE_ATTEMPTS = 5;

export const createReservation = async (
  ctx: ReservationContext,
  options: CreateReservationOptions,
): Promise<CreateReservationResult> => {
  const { db, config, now } = ctx.deps;
  const idempotencyKey = options.idempotencyKey?.trim() || null;

  if (idempotencyKey) {
    const replay = await findReplay(db, options.userId, idempotencyKey);
    if (replay) return replay;
  }

  const guest = await repo.findUserById(db, options.userId);
  if (!guest) throw notFound('Customer not found');

  const longStayReason = options.longStayReason?.trim() || '';
  const dateProblem = checkStayDates(options, todayIn(config.resortTz, now()), {
    limits: config.stayLimits,
    override: longStayReason !== '',
  });
  if (dateProblem) throw badRequest(dateProblem.message, { [dateProblem.path]: dateProblem.message });

  const room = isUuid(options.roomId) ? await repo.findRoomWithRates(db, options.roomId) : null;
  if (!room) throw notFound(MSG.roomNotFound);
  if (room.status !== 'available') throw conflict(MSG.roomUnavailable);

  const guestProblem = checkGuests(options, room);
  if (guestProblem) throw badRequest(guestProblem.message, { [guestProblem.path]: guestProblem.message });

  const quote = quoteStay({
    basePrice: room.basePrice,
    rates: room.rates,
    checkin: options.checkin,
    checkout: options.checkout,
  });
  const totalCentavos = options.totalOverrideCentavos ?? quote.totalCentavos;
  if (!Number.isInteger(totalCentavos) || totalCentavos <= 0) throw badRequest(MSG.invalidAmount);

  const downPayment = options.downPayment === undefined ? DEFAULT_DOWN_PAYMENT : options.downPayment;
  const downPaymentCentavos = downPayment
    ? (downPayment.amountCentavos ??
      (options.totalOverrideCentavos === undefined
        ? quote.downPaymentCentavos
        : downPaymentOf(totalCentavos)))
    : 0;
  if (downPaymentCentavos < 0 || downPaymentCentavos > totalCentavos)
    throw badRequest('The payment cannot be more than the total amount');

  const actorId = options.createdBy ?? options.userId;
  let reservationId: string | null = null;
  for (let attempt = 1; !reservationId; attempt++) {
    try {
      reservationId = await db.transaction(async (tx) => {
        const row = await repo.insertReservation(tx, {
          referenceCode: generateReferenceCode(),
          roomId: room.id,
          userId: options.userId,
          checkin: options.checkin,
          checkout: options.checkout,
          adults: options.adults,
          kids: options.kids,
          totalAmount: toMoney(totalCentavos),
          specialRequests: options.specialRequests?.trim() ?? '',
          status: 'pending',
          paymentMethod: options.paymentMethod,
          transactionId: options.transactionId.trim(),
          idempotencyKey,
          createdBy: actorId,
        });
        if (downPayment && downPaymentCentavos > 0) {
          const at = now();
          await repo.insertPayment(tx, {
            reservationId: row.id,
            amount: toMoney(downPaymentCentavos),
            paymentMethod: toRecordMethod(options.paymentMethod),
            transactionId: options.transactionId.trim(),
            kind: downPayment.kind,
            status: downPayment.status,
            paymentDate: at,
            recordedBy: actorId,
            ...(downPayment.status === 'success' ? { verifiedBy: actorId, verifiedAt: at } : {}),
          });
        }
        await repo.insertEvent(tx, {
          reservationId: row.id,
          action: 'created',
          fromStatus: null,
          toStatus: 'pending',
          note: [
            options.note ?? '',
            longStayOverrideNote(
              { nights: nightsBetween(options.checkin, options.checkout), reason: longStayReason },
              config.stayLimits,
            ),
          ]
            .filter(Boolean)
            .join('. '),
          actorId,
        });
        return row.id;
      });
    } catch (error) {
      // The transaction is over (rolled back) here, so follow-up queries are safe on PostgreSQL too.
      const code = pgErrorCode(error);
      if (code !== PG_UNIQUE_VIOLATION && code !== PG_EXCLUSION_VIOLATION) throw error;
      // A concurrent twin with the same key won: answer with its reservation, whichever constraint fired first.
      if (idempotencyKey) {
        const replay = await findReplay(db, options.userId, idempotencyKey);
        if (replay) return replay;
      }
      if (code === PG_EXCLUSION_VIOLATION) throw conflict(MSG.datesTaken);
      // The only other unique index is the reference code: draw a new one.
      const constraint = pgConstraint(error);
      const referenceClash = !constraint || constraint === 'reservations_reference_unique';
      if (!referenceClash || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
    }
  }

  const reservation = await getReservationDto(db, reservationId);
  if (!reservation) throw new Error('created reservation vanished');
  if (options.sendEmail !== false)
    await sendBookingEmail(ctx, {
      reservation,
      downPaymentCentavos: downPayment ? downPaymentCentavos : downPaymentOf(totalCentavos),
      downPaymentStatus: downPayment && downPaymentCentavos > 0 ? downPayment.status : null,
    });
  return { reservation, created: true };
};

const DEFAULT_DOWN_PAYMENT: DownPaymentOption = { status: 'pending', kind: 'down_payment' };

const toMoney = (centavos: number) => (centavos / 100).toFixed(2);

const findReplay = async (
  db: Database,
  userId: string,
  key: string,
): Promise<CreateReservationResult | null> => {
  const id = await repo.findReservationIdByIdempotencyKey(db, userId, key);
  const reservation = id ? await getReservationDto(db, id) : null;
  return reservation ? { reservation, created: false } : null;
};

/** The booking is already committed: a mail problem is logged (the outbox keeps the mail), never thrown. */
const sendBookingEmail = async (
  ctx: ReservationContext,
  options: Omit<Parameters<typeof bookingReceivedMail>[0], 'content'>,
) => {
  try {
    const content = await repo.selectContent(ctx.deps.db, [...BOOKING_EMAIL_CONTENT_KEYS]);
    await ctx.deps.mailer.send(ctx.deps.db, bookingReceivedMail({ ...options, content }));
  } catch (error) {
    ctx.log?.error({ err: error }, 'booking email failed');
  }
};

// ---------------------------------------------------------------------------------------------
// Customer cancel

const cannotCancelMessage = (status: ReservationStatus) =>
  status === 'cancelled'
    ? 'This reservation is already cancelled'
    : `This reservation is ${STATUS_LABELS[status].toLowerCase()} and can no longer be cancelled`;

/** PATCH /api/reservations/{id} {status:'cancelled'}: the owner cancels a pending or confirmed booking. */
export const cancelOwnReservation = async (
  ctx: ReservationContext,
  options: { reservationId: string; userId: string },
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await repo.lockReservation(tx, options.reservationId);
    if (!row || row.userId !== options.userId) throw notFound(RESERVATION_NOT_FOUND);
    const status = row.status as ReservationStatus;
    if (!canCustomerCancel(status)) throw conflict(cannotCancelMessage(status));
    await repo.updateStatusWhere(tx, {
      id: row.id,
      fromStatuses: [status],
      toStatus: 'cancelled',
      now: now(),
    });
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'cancelled',
      fromStatus: status,
      toStatus: 'cancelled',
      note: 'Cancelled by the guest',
      actorId: options.userId,
    });
  });
  const dto = await getReservationDto(db, options.reservationId);
  if (!dto) throw new AppError('NOT_FOUND', RESERVATION_NOT_FOUND);
  return dto;
};
