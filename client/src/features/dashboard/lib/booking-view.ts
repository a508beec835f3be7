// Pure rules behind the guest's dashboard: which actions a booking offers (spec section 4), how its
// payments read, and the small labels the tabs show.

import type { PaymentDto, ReservationDto } from '@domain/api-types';
import { todayIn } from '@domain/dates';
import { toCentavos, toDecimalString } from '@domain/money';
import { canMakePayment, type PaymentRecordStatus, type PaymentStatus } from '@domain/payment-status';
import {
  type BadgeVariant,
  CALLED_OFF_STATUSES,
  canCustomerCancel,
  HOLDING_STATUSES,
} from '@domain/reservation-status';

export type BookingActions = { canCancel: boolean; canPay: boolean; canReview: boolean };

/**
 * Cancel: pending or confirmed. Make Payment: something still owed and confirmed or checked in, or a
 * pending booking on hold after a rejected payment. Leave Review: a completed stay not reviewed yet.
 */
export const bookingActions = (
  reservation: Pick<ReservationDto, 'status' | 'balance' | 'hasReview'> &
    Partial<Pick<ReservationDto, 'holdExpiresAt' | 'kind'>>,
): BookingActions => ({
  canCancel: canCustomerCancel(reservation.status),
  canPay: canMakePayment(reservation.status, toCentavos(reservation.balance), {
    onHold: Boolean(reservation.holdExpiresAt),
  }),
  // reviews are of rooms: a day visit has none to review
  canReview: reservation.status === 'completed' && !reservation.hasReview && reservation.kind !== 'day_visit',
});

/** Payments the guest sent that the front desk has not verified yet. */
export const awaitingVerification = (payments: readonly PaymentDto[]) => {
  const pending = payments.filter((payment) => payment.status === 'pending');
  return {
    payments: pending,
    totalCentavos: pending.reduce((sum, payment) => sum + toCentavos(payment.amount), 0),
  };
};

/** What the Make Payment dialog starts with: what is still owed (never below zero). */
export const suggestedPaymentAmount = (reservation: Pick<ReservationDto, 'balance' | 'totalAmount'>) => {
  const balance = toCentavos(reservation.balance);
  if (Number.isFinite(balance) && balance > 0) return toDecimalString(balance);
  const total = toCentavos(reservation.totalAmount);
  return Number.isFinite(total) && total > 0 ? toDecimalString(total) : '';
};

/** The payment form's amount (centavos from the shared schema) as the API's number of pesos. */
export const centavosToPesos = (centavos: number) => Number(toDecimalString(centavos));

export const paymentStatusVariant = (status: PaymentStatus): 'success' | 'warning' | 'outline' =>
  status === 'Paid' ? 'success' : status === 'Partially Paid' ? 'warning' : 'outline';

/**
 * The shared Badge's success and warning tones are a little light for 12px text (axe: 4.25:1);
 * these darker text colours keep the same look at AA contrast.
 */
export const BADGE_TONE_TEXT: Partial<Record<string, string>> = {
  success: 'text-green-800',
  warning: 'text-amber-800',
};

export const paymentRecordVariant = (status: PaymentRecordStatus): BadgeVariant | 'success' | 'warning' =>
  status === 'success' ? 'success' : status === 'rejected' ? 'destructive' : 'warning';

/** 'Welcome back, Maria': the first name, or 'Guest' when there is none. */
export const greetingName = (user: { firstName?: string | null } | null | undefined) =>
  user?.firstName?.trim() || 'Guest';

/** A timestamp as the calendar day ('YYYY-MM-DD') in the resort's time zone (useResortClock), for formatDay. */
export const resortDay = (timestamp: string, timeZone: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : todayIn(timeZone, date);
};

/** Bookings (stays and day visits) still ahead or under way, and what is left to pay on them. */
export const bookingStats = (reservations: readonly ReservationDto[]) => {
  const active = reservations.filter((reservation) => HOLDING_STATUSES.includes(reservation.status));
  return {
    activeCount: active.length,
    balanceCentavos: active.reduce(
      (sum, reservation) => sum + Math.max(toCentavos(reservation.balance), 0),
      0,
    ),
    completedCount: reservations.filter((reservation) => reservation.status === 'completed').length,
  };
};

/**
 * My Bookings in two groups: stays still ahead or under way (soonest first), then past and cancelled
 * ones (most recent first).
 */
export const groupBookings = <T extends Pick<ReservationDto, 'status' | 'checkin'>>(
  reservations: readonly T[],
) => {
  const active = reservations
    .filter((reservation) => HOLDING_STATUSES.includes(reservation.status))
    .sort((a, b) => a.checkin.localeCompare(b.checkin));
  const past = reservations
    .filter((reservation) => !HOLDING_STATUSES.includes(reservation.status))
    .sort((a, b) => b.checkin.localeCompare(a.checkin));
  return { active, past };
};

export const ROLE_LABELS: Record<string, string> = {
  customer: 'Customer',
  receptionist: 'Receptionist',
  admin: 'Administrator',
};

/** Stays that did not happen or are over without a stay: shown faded, like a torn ticket. */
export const isFadedBooking = (status: ReservationDto['status']) =>
  CALLED_OFF_STATUSES.includes(status) || status === 'no_show';

/** Why the front desk turned the latest payment down (empty when it gave no reason or none was rejected). */
export const latestRejectionReason = (payments: readonly PaymentDto[]) =>
  payments
    .filter((payment) => payment.status === 'rejected')
    .reduce<PaymentDto | null>(
      (latest, payment) => (!latest || payment.paymentDate > latest.paymentDate ? payment : latest),
      null,
    )
    ?.reason.trim() ?? '';

/** A pending booking whose payment was rejected: it expires at holdExpiresAt unless a new reference comes. */
export const isOnHold = (reservation: Pick<ReservationDto, 'status' | 'holdExpiresAt'>) =>
  reservation.status === 'pending' && Boolean(reservation.holdExpiresAt);

/** Money the resort owes back on this booking, in centavos (0 when nothing). */
export const refundDueCentavos = (reservation: Pick<ReservationDto, 'refundDue'>) =>
  Math.max(0, toCentavos(reservation.refundDue) || 0);
