// Database rows -> the API's ReservationDto / PaymentDto / ReservationEventDto (domain/api-types.ts).
import type { DiscountGuestDto, PaymentDto, ReservationDto, ReservationEventDto } from '@domain/api-types';
import { dayStartIn } from '@domain/dates';
import { bookingMoney, needsAttention } from '@domain/ledger';
import { toCentavos, toDecimalString } from '@domain/money';
import { summarizePayments } from '@domain/payment-status';
import { downPaymentOf, vatIncludedIn } from '@domain/pricing';
import type { payments, reservationDiscountGuests, reservationEvents, reservations } from '../../db/schema';

type ReservationRow = typeof reservations.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type EventRow = typeof reservationEvents.$inferSelect;
type DiscountGuestRow = typeof reservationDiscountGuests.$inferSelect;

/** numeric(12,2) comes back as "4500.00" already; normalise anyway so "4500" or "4500.5" never leak. */
const money = (value: string) => toDecimalString(toCentavos(value));

type PersonName = { firstName: string; lastName: string };

/** Who acted, by name only (the row may carry more), or null when no one is on record. */
const nameOf = (person: PersonName | null): PersonName | null =>
  person ? { firstName: person.firstName, lastName: person.lastName } : null;

export const toPaymentDto = (
  row: PaymentRow,
  extra: { referenceCode?: string; roomName?: string | null } = {},
): PaymentDto => ({
  id: row.id,
  reservationId: row.reservationId,
  amount: money(row.amount),
  paymentMethod: row.paymentMethod,
  transactionId: row.transactionId,
  paymentDate: row.paymentDate.toISOString(),
  status: row.status,
  kind: row.kind,
  reason: row.reason,
  ...extra,
});

export const toEventDto = (row: EventRow, actor: PersonName | null): ReservationEventDto => ({
  id: row.id,
  action: row.action,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  note: row.note,
  actor: nameOf(actor),
  createdAt: row.createdAt.toISOString(),
});

export const toDiscountGuestDto = (
  row: DiscountGuestRow,
  recordedBy: PersonName | null,
): DiscountGuestDto => ({
  id: row.id,
  idType: row.idType,
  idNumber: row.idNumber,
  fullName: row.fullName,
  recordedAt: row.recordedAt.toISOString(),
  recordedBy: nameOf(recordedBy),
  removedAt: row.removedAt ? row.removedAt.toISOString() : null,
  removedReason: row.removedReason,
});

/**
 * The room's bill of a reservation row, in centavos (the regular price is the sum): its total less the
 * extras (ADR 0066), which are outside the discount and kept in add_on_amount.
 */
export const billOf = (
  r: Pick<ReservationRow, 'totalAmount' | 'vatExemptAmount' | 'discountAmount'> & { addOnAmount?: string },
) => {
  const totalCentavos = toCentavos(r.totalAmount) - toCentavos(r.addOnAmount ?? '0');
  const vatExemptCentavos = toCentavos(r.vatExemptAmount);
  const discountCentavos = toCentavos(r.discountAmount);
  return {
    totalCentavos,
    vatExemptCentavos,
    discountCentavos,
    regularCentavos: totalCentavos + vatExemptCentavos + discountCentavos,
  };
};

export const toReservationDto = (parts: {
  reservation: ReservationRow;
  /** The stay's room; null for a day visit. */
  room: { name: string; imagePath: string | null; images: string[] } | null;
  /** A day visit's cottage for the day (null: none); omitted by callers whose reservations hold none. */
  cottage?: { id: string; name: string; images: string[] } | null;
  user: { firstName: string; lastName: string; email: string };
  payments: PaymentRow[];
  hasReview: boolean;
  /** The weather disruption that touched it (null: none); omitted by callers that do not read it. */
  weather?: ReservationDto['weather'];
  history?: ReservationEventDto[];
  discountIds?: DiscountGuestDto[];
  /** The group booking it is a room of (null: none); omitted by callers that do not read it. */
  group?: { id: string; referenceCode: string } | null;
  /**
   * A room of a group: what is due back on the whole group. The group was paid as one, so a room never
   * shows more due back than its group (a room cancelled alone leaves its share to the others).
   */
  groupRefundDueCentavos?: number;
  /** The resort's clock and time zone: "needs attention" depends on how close check-in is. */
  clock: { now: Date; timeZone: string };
}): ReservationDto => {
  const { reservation: r, room, user } = parts;
  const totalAmount = money(r.totalAmount);
  const summary = summarizePayments(totalAmount, parts.payments);
  const ledger = bookingMoney({ status: r.status, totalAmount, payments: parts.payments });
  const bill = billOf(r);
  const addOnCentavos = toCentavos(r.addOnAmount);
  const totalCentavos = bill.totalCentavos + addOnCentavos;
  return {
    id: r.id,
    referenceCode: r.referenceCode,
    kind: r.kind,
    roomId: r.roomId,
    room: room && { name: room.name, imagePath: room.imagePath ?? room.images[0] ?? null },
    cottage: parts.cottage
      ? {
          id: parts.cottage.id,
          name: parts.cottage.name,
          imagePath: parts.cottage.images[0] ?? null,
        }
      : null,
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    checkin: r.checkin,
    checkout: r.checkout,
    adults: r.adults,
    kids: r.kids,
    infants: r.infants,
    totalAmount,
    discountGuests: r.discountGuests,
    // the room's regular price and the extras: total + VAT exemption + discount = regular still holds
    regularAmount: toDecimalString(bill.regularCentavos + addOnCentavos),
    vatExemptSales: money(r.vatExemptSales),
    vatExemptAmount: toDecimalString(bill.vatExemptCentavos),
    discountAmount: toDecimalString(bill.discountCentavos),
    extraGuestAmount: money(r.extraGuestAmount),
    addOnAmount: money(r.addOnAmount),
    // the VAT in what the guests without the discount pay: the regular price less the eligible share
    // (the exempt sale and its VAT), as discountShare computed it for a stay and a day visit alike
    vatIncludedAmount: toDecimalString(
      vatIncludedIn(
        bill.regularCentavos + addOnCentavos - toCentavos(r.vatExemptSales) - bill.vatExemptCentavos,
      ),
    ),
    specialRequests: r.specialRequests,
    status: r.status,
    paymentMethod: r.paymentMethod,
    transactionId: r.transactionId,
    createdAt: r.createdAt.toISOString(),
    paidAmount: toDecimalString(summary.paidCentavos),
    balance: toDecimalString(summary.balanceCentavos),
    amountDue: toDecimalString(ledger.amountDueCentavos),
    refundedAmount: toDecimalString(ledger.refundedCentavos),
    keptAmount: toDecimalString(ledger.keptCentavos),
    downPaymentAmount: toDecimalString(downPaymentOf(totalCentavos)),
    refundDue: toDecimalString(
      Math.min(ledger.refundDueCentavos, parts.groupRefundDueCentavos ?? ledger.refundDueCentavos),
    ),
    holdExpiresAt: r.status === 'pending' && r.holdExpiresAt ? r.holdExpiresAt.toISOString() : null,
    verifyBy: r.status === 'pending' && r.verifyBy ? r.verifyBy.toISOString() : null,
    needsAttention: needsAttention({
      status: r.status,
      checkinStartsAt: dayStartIn(r.checkin, parts.clock.timeZone),
      now: parts.clock.now,
      verifiedCentavos: summary.paidCentavos,
    }),
    paymentStatus: summary.status,
    hasReview: parts.hasReview,
    payments: parts.payments.map((payment) => toPaymentDto(payment)),
    ...(parts.weather !== undefined ? { weather: parts.weather } : {}),
    ...(parts.history ? { history: parts.history } : {}),
    ...(parts.discountIds ? { discountIds: parts.discountIds } : {}),
    ...(parts.group !== undefined ? { group: parts.group } : {}),
  };
};
