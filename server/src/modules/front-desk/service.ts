// The front desk's rules (spec sections 4 to 6): reservation moves, stay extensions, deleting finished
// bookings, checking and taking payments, walk-in customers and bookings made for them.
//
// Every change is one transaction that also writes a reservation_events row (who, when, what), which is
// the history the receptionist sees on each card. Status moves are `UPDATE ... WHERE status = <expected>`,
// so two clerks clicking the same button at once cannot both succeed: the second gets a 409.
import type {
  ReceptionistStatsDto,
  ReservationDto,
  StaffPaymentDto,
  WalkInCustomerDto,
} from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatDay, nightsBetween, todayIn } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatPeso, toCentavos, toDecimalString } from '@domain/money';
import { priceNights } from '@domain/pricing';
import {
  ACTION_RESULT,
  canStaff,
  type ReservationStatus,
  STATUS_LABELS,
  type StaffAction,
} from '@domain/reservation-status';
import { longStayOverrideNote, OVERRIDE_MAX_STAY_NIGHTS, stayTooLongMessage } from '@domain/stay-limits';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  badRequest,
  conflict,
  notFound,
  PG_EXCLUSION_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../../lib/errors';
import { toPaymentDto } from '../reservations/dto';
import {
  createReservation,
  getReservationDto,
  isUuid,
  loadReservationDtos,
  RESERVATION_NOT_FOUND,
} from '../reservations/service';
import { CONFIRMATION_EMAIL_CONTENT_KEYS, reservationConfirmedMail } from './emails';
import * as repo from './repository';

/** What the service needs: `app` itself fits. */
export type FrontDeskContext = {
  deps: FastifyInstance['deps'];
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/** The signed-in receptionist or admin doing the work. */
export type Staff = { id: string };

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const NIGHTS_TAKEN = 'Those extra nights are already booked by another guest.';
export const CHANGED_MEANWHILE = 'This reservation was just changed by someone else. Refresh and try again.';
export const STAFF_EMAIL = 'This email belongs to a staff account';

const today = (ctx: FrontDeskContext) => todayIn(ctx.deps.config.resortTz, ctx.deps.now());
const peso = (centavos: number) => formatPeso(centavos, { cents: true, fromCentavos: true });

// ---------------------------------------------------------------------------------------------
// Reading

/** Every reservation with guest, room, payments and history; by check-in, then booking time. */
export const listReservations = (ctx: FrontDeskContext): Promise<ReservationDto[]> =>
  loadReservationDtos(ctx.deps.db, { order: 'checkin_asc', history: true });

export const stats = (ctx: FrontDeskContext): Promise<ReceptionistStatsDto> =>
  repo.countStats(ctx.deps.db, today(ctx));

const loadDto = async (ctx: FrontDeskContext, id: string): Promise<ReservationDto> => {
  const dto = await getReservationDto(ctx.deps.db, id, { history: true });
  if (!dto) throw notFound(RESERVATION_NOT_FOUND);
  return dto;
};

const findOr404 = async (ctx: FrontDeskContext, id: string) => {
  const row = isUuid(id) ? await repo.findReservation(ctx.deps.db, id) : null;
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  return { ...row, status: row.status as ReservationStatus };
};

// ---------------------------------------------------------------------------------------------
// Status moves

const VERB: Record<StaffAction, string> = {
  confirm: 'confirm',
  checkin: 'check in',
  checkout: 'check out',
  extend: 'extend',
  cancel: 'cancel',
  delete: 'delete',
};

/** Why a move is not allowed from `status`, in words the front desk can act on. */
export const illegalMoveMessage = (action: StaffAction, status: ReservationStatus): string => {
  const label = STATUS_LABELS[status].toLowerCase();
  if (action !== 'delete' && action !== 'extend' && ACTION_RESULT[action] === status)
    return `This reservation is already ${label}.`;
  const base = `Cannot ${VERB[action]} a reservation that is ${label}.`;
  if (action === 'checkin' && status === 'pending') return `${base} Confirm it first.`;
  if (action === 'checkout' && (status === 'pending' || status === 'confirmed'))
    return `${base} Check the guest in first.`;
  if (action === 'cancel' && status === 'checked_in') return `${base} Check the guest out instead.`;
  if (action === 'extend') return `${base} Only a checked-in stay can be extended.`;
  if (action === 'delete') return `${base} Only cancelled or completed reservations can be deleted.`;
  return base;
};

/** The history entry of each move (past tense, as the card shows it). */
const EVENT_ACTION: Record<keyof typeof ACTION_RESULT, string> = {
  confirm: 'confirmed',
  checkin: 'checked_in',
  checkout: 'checked_out',
  cancel: 'cancelled',
};

export type StatusAction = keyof typeof ACTION_RESULT;

/** PATCH /api/receptionist/reservations/{id}/confirm|checkin|checkout|cancel. */
export const changeStatus = async (
  ctx: FrontDeskContext,
  options: { id: string; action: StatusAction; staff: Staff },
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  const { action } = options;
  const row = await findOr404(ctx, options.id);
  if (!canStaff(row.status, action)) throw conflict(illegalMoveMessage(action, row.status));
  // Check-in opens on the check-in day (resort time), not before: an early click would start the
  // stay's clock and block the room on the wrong days. A late arrival (after the check-in day) is
  // still let in; the nights already passed stay paid for.
  if (action === 'checkin' && today(ctx) < row.checkin)
    throw conflict(`This stay starts on ${formatDay(row.checkin, 'long')}; check-in opens that day.`);

  const to = ACTION_RESULT[action];
  await db.transaction(async (tx) => {
    const moved = await repo.moveStatus(tx, { id: row.id, from: row.status, to, now: now() });
    if (!moved) {
      // Someone else moved (or deleted) it between our read and our write: explain from what it is now.
      const current = await repo.findReservation(tx, row.id);
      if (!current) throw notFound(RESERVATION_NOT_FOUND);
      const status = current.status as ReservationStatus;
      throw conflict(canStaff(status, action) ? CHANGED_MEANWHILE : illegalMoveMessage(action, status));
    }
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: EVENT_ACTION[action],
      fromStatus: row.status,
      toStatus: to,
      note: action === 'cancel' ? 'Cancelled by the front desk' : '',
      actorId: options.staff.id,
    });
  });

  const dto = await loadDto(ctx, row.id);
  if (action === 'confirm') await sendConfirmation(ctx, dto);
  return dto;
};

/** The move is committed: a mail problem is logged (the outbox keeps the mail), never thrown. */
const sendConfirmation = async (ctx: FrontDeskContext, reservation: ReservationDto) => {
  try {
    const content = await repo.selectContent(ctx.deps.db, CONFIRMATION_EMAIL_CONTENT_KEYS);
    await ctx.deps.mailer.send(ctx.deps.db, reservationConfirmedMail(reservation, content));
  } catch (error) {
    ctx.log?.error({ err: error }, 'confirmation email failed');
  }
};

/** PATCH /api/receptionist/reservations/{id}/extend: a later checkout for a guest who is staying. */
export const extendStay = async (
  ctx: FrontDeskContext,
  options: { id: string; newCheckout: string; longStayReason?: string; staff: Staff },
): Promise<ReservationDto> => {
  const { db, now, config } = ctx.deps;
  const row = await findOr404(ctx, options.id);
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

  const room = await repo.findRoomWithRates(db, row.roomId);
  if (!room) throw notFound(MSG.roomNotFound);
  // The added nights are priced like any booking: base price, replaced by a seasonal rate where one applies.
  const addedCentavos = priceNights({
    basePrice: room.basePrice,
    rates: room.rates,
    checkin: row.checkout,
    checkout: options.newCheckout,
  }).reduce((sum, night) => sum + night.priceCentavos, 0);

  try {
    await db.transaction(async (tx) => {
      const extended = await repo.extendStay(tx, {
        id: row.id,
        fromCheckout: row.checkout,
        toCheckout: options.newCheckout,
        addAmount: toDecimalString(addedCentavos),
        now: now(),
      });
      if (!extended) throw conflict(CHANGED_MEANWHILE);
      await repo.insertEvent(tx, {
        reservationId: row.id,
        action: 'extended',
        fromStatus: row.status,
        toStatus: row.status,
        note: `Checkout moved from ${row.checkout} to ${options.newCheckout}: ${nights} more ${
          nights === 1 ? 'night' : 'nights'
        }, ${peso(addedCentavos)} added${overrideNote ? `. ${overrideNote}` : ''}`,
        actorId: options.staff.id,
      });
    });
  } catch (error) {
    // Caught outside the transaction: on PostgreSQL a failed statement aborts the whole transaction.
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw conflict(NIGHTS_TAKEN);
    throw error;
  }
  return loadDto(ctx, row.id);
};

/** DELETE /api/receptionist/reservations/{id}: only cancelled or completed ones; payments and history go too. */
export const deleteReservation = async (ctx: FrontDeskContext, id: string): Promise<void> => {
  const row = await findOr404(ctx, id);
  if (!canStaff(row.status, 'delete')) throw conflict(illegalMoveMessage('delete', row.status));
  if (await repo.deleteFinished(ctx.deps.db, row.id)) return;
  const current = await repo.findReservation(ctx.deps.db, row.id);
  if (!current) throw notFound(RESERVATION_NOT_FOUND);
  throw conflict(illegalMoveMessage('delete', current.status as ReservationStatus));
};

// ---------------------------------------------------------------------------------------------
// Payments

type PaymentWithBooking = Awaited<ReturnType<typeof repo.selectPaymentsWithBooking>>[number];

const toStaffPaymentDto = (row: PaymentWithBooking): StaffPaymentDto => ({
  ...toPaymentDto(row.payment, { referenceCode: row.referenceCode, roomName: row.roomName }),
  referenceCode: row.referenceCode,
  roomName: row.roomName,
  guest: row.guest,
  reservationStatus: row.reservationStatus as ReservationStatus,
  verifiedAt: row.payment.verifiedAt?.toISOString() ?? null,
});

export type PaymentFilter = 'pending' | 'success' | 'rejected' | 'all';

/** GET /api/receptionist/payments: awaiting verification (oldest first) unless another status is asked for. */
export const listPayments = async (
  ctx: FrontDeskContext,
  filter: PaymentFilter,
): Promise<StaffPaymentDto[]> => {
  const rows = await repo.selectPaymentsWithBooking(ctx.deps.db, {
    status: filter === 'all' ? undefined : filter,
  });
  return rows.map(toStaffPaymentDto);
};

const loadPaymentDto = async (ctx: FrontDeskContext, id: string): Promise<StaffPaymentDto> => {
  const [row] = await repo.selectPaymentsWithBooking(ctx.deps.db, { ids: [id] });
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return toStaffPaymentDto(row);
};

const paymentNote = (payment: { amount: string; paymentMethod: string; transactionId: string }) =>
  `${peso(toCentavos(payment.amount))} by ${paymentMethodLabel(payment.paymentMethod)}, reference ${payment.transactionId}`;

/**
 * PATCH /api/receptionist/payments/{id}: the desk checked the reference number against the GCash or bank
 * record. Only a payment still awaiting verification can be settled; 'success' makes it count as paid.
 */
export const verifyPayment = async (
  ctx: FrontDeskContext,
  options: { id: string; status: 'success' | 'rejected'; staff: Staff },
): Promise<StaffPaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.id)) throw notFound(PAYMENT_NOT_FOUND);
  await db.transaction(async (tx) => {
    const settled = await repo.settlePendingPayment(tx, {
      id: options.id,
      status: options.status,
      verifiedBy: options.staff.id,
      now: now(),
    });
    if (!settled) {
      const existing = await repo.findPayment(tx, options.id);
      if (!existing) throw notFound(PAYMENT_NOT_FOUND);
      throw conflict(
        `This payment has already been ${existing.status === 'success' ? 'verified' : 'rejected'}.`,
      );
    }
    await repo.insertEvent(tx, {
      reservationId: settled.reservationId,
      action: options.status === 'success' ? 'payment_verified' : 'payment_rejected',
      fromStatus: null,
      toStatus: null,
      note: paymentNote(settled),
      actorId: options.staff.id,
    });
  });
  return loadPaymentDto(ctx, options.id);
};

/** POST /api/receptionist/payments: money received at the desk counts at once, up to the balance. */
export const recordDeskPayment = async (
  ctx: FrontDeskContext,
  options: {
    reservationId: string;
    amountCentavos: number;
    paymentMethod: string;
    transactionId: string;
    staff: Staff;
  },
): Promise<StaffPaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  const paymentId = await db.transaction(async (tx) => {
    // Locked: two desk payments at once cannot both fit under the same balance.
    const row = await repo.lockReservation(tx, options.reservationId);
    if (!row) throw notFound(RESERVATION_NOT_FOUND);
    if (row.status === 'cancelled') throw conflict('Cannot record a payment for a cancelled reservation.');
    const paidCentavos = toCentavos(await repo.sumSuccessfulPayments(tx, row.id));
    const balanceCentavos = toCentavos(row.totalAmount) - paidCentavos;
    if (balanceCentavos <= 0) {
      const message = 'This reservation is already fully paid';
      throw badRequest(message, { amount: message });
    }
    if (options.amountCentavos > balanceCentavos) {
      const message = `The amount is more than the balance of ${peso(balanceCentavos)}`;
      throw badRequest(message, { amount: message });
    }
    const at = now();
    const payment = await repo.insertPayment(tx, {
      reservationId: row.id,
      amount: toDecimalString(options.amountCentavos),
      paymentMethod: options.paymentMethod,
      transactionId: options.transactionId,
      kind: 'desk',
      status: 'success',
      paymentDate: at,
      recordedBy: options.staff.id,
      verifiedBy: options.staff.id,
      verifiedAt: at,
    });
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'payment_received',
      fromStatus: null,
      toStatus: null,
      note: paymentNote(payment),
      actorId: options.staff.id,
    });
    return payment.id;
  });
  return loadPaymentDto(ctx, paymentId);
};

// ---------------------------------------------------------------------------------------------
// Walk-ins

const toWalkInDto = (account: repo.AccountRow): WalkInCustomerDto => ({
  id: account.id,
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
});

/** An account with this email: reused if it is a customer's, refused if it is staff's. */
const reuseExisting = (account: repo.AccountRow) => {
  if (account.role !== 'customer') throw conflict(STAFF_EMAIL);
  return { customer: toWalkInDto(account), created: false };
};

/**
 * POST /api/receptionist/walk-in-customer. A new customer gets an account without a password (they can
 * set one with Forgot Password); a returning customer is found by email and reused unchanged.
 */
export const registerWalkInCustomer = async (
  ctx: FrontDeskContext,
  input: { firstName: string; lastName: string; email: string },
): Promise<{ customer: WalkInCustomerDto; created: boolean }> => {
  const { db } = ctx.deps;
  const existing = await repo.findAccountByEmail(db, input.email);
  if (existing) return reuseExisting(existing);
  try {
    return { customer: toWalkInDto(await repo.insertWalkInCustomer(db, input)), created: true };
  } catch (error) {
    // the same guest registered at two desks at once: the unique index decides, the loser reuses it
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const winner = await repo.findAccountByEmail(db, input.email);
    if (!winner) throw error;
    return reuseExisting(winner);
  }
};

/**
 * POST /api/receptionist/book-for-customer: step 2 of the walk-in dialog.
 *
 * Decisions (also in docs/financial-report.md):
 * - The total is the receptionist's (the dialog prefills the computed price; they may change it).
 * - The payment given at the desk is recorded as received: a 30% down payment of that total with status
 *   success and kind 'desk', like a guest's down payment but already verified. The balance is taken later
 *   with a desk payment (POST /api/receptionist/payments).
 * - The reservation starts 'pending' like every booking: the spec's only way to 'confirmed' is the
 *   confirm action, which also emails the guest; the receptionist confirms it next.
 */
export const bookForCustomer = async (
  ctx: FrontDeskContext,
  input: {
    customerId: string;
    roomId: string;
    checkin: string;
    checkout: string;
    adults: number;
    kids: number;
    totalAmountCentavos: number;
    paymentMethod: string;
    transactionId: string;
    specialRequests: string;
    longStayReason?: string;
    idempotencyKey?: string;
    staff: Staff;
  },
) => {
  const customer = await repo.findAccountById(ctx.deps.db, input.customerId);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  if (customer.role !== 'customer') {
    const message = 'Bookings can only be made for customer accounts';
    throw badRequest(message, { customerId: message });
  }
  return createReservation(ctx, {
    userId: customer.id,
    createdBy: input.staff.id,
    roomId: input.roomId,
    checkin: input.checkin,
    checkout: input.checkout,
    adults: input.adults,
    kids: input.kids,
    specialRequests: input.specialRequests,
    paymentMethod: input.paymentMethod,
    transactionId: input.transactionId,
    totalOverrideCentavos: input.totalAmountCentavos,
    downPayment: { status: 'success', kind: 'desk' },
    idempotencyKey: input.idempotencyKey,
    note: 'Booked at the front desk',
    longStayReason: input.longStayReason,
  });
};
