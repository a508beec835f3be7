// What every guest email about a booking shares: the data it is written from and the lines that say
// which booking, which room, when and for how many.
import type { PaymentDto, ReservationDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { type ContentMap, contentValue, PAYMENT_ACCOUNT_KEYS, STAY_TIME_KEYS } from '@domain/content';
import { formatDay, nightsBetween, todayIn } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { pesos, plural } from '../format';
import type { Contact, Fact } from './layout';

/** What a booking email is written from. */
export type BookingMailProps = {
  reservation: ReservationDto;
  content: ContentMap;
  /** RESORT_TZ: deadlines read on the resort's clock. */
  timeZone: string;
};

export const contactOf = (content: ContentMap): Contact => ({
  email: contentValue(content, 'contact_email'),
  phone: contentValue(content, 'contact_phone'),
});

export const guestsLabel = (r: ReservationDto) =>
  [plural(r.adults, 'adult', 'adults'), r.kids ? plural(r.kids, 'kid', 'kids') : '']
    .filter(Boolean)
    .join(', ');

export const guestName = (r: ReservationDto) =>
  `${r.user.firstName} ${r.user.lastName}`.trim() || r.user.email;

/** Reference code, room, check-in and check-out (with the times from content), nights, guests. */
export const stayFacts = (r: ReservationDto, content: ContentMap): Fact[] => [
  ['Reference code', r.referenceCode],
  ['Room', r.room.name],
  ['Check-in', `${formatDay(r.checkin, 'long')}, from ${contentValue(content, 'check_in_time')}`],
  ['Check-out', `${formatDay(r.checkout, 'long')}, until ${contentValue(content, 'check_out_time')}`],
  ['Nights', String(nightsBetween(r.checkin, r.checkout))],
  ['Guests', guestsLabel(r)],
];

/** Content keys the booking emails read (with CONTENT_DEFAULTS as fallback). */
export const MAIL_CONTENT_KEYS = [
  ...PAYMENT_ACCOUNT_KEYS,
  ...STAY_TIME_KEYS,
  'contact_email',
  'contact_phone',
] as const;

export const FREE_CANCELLATION_TEXT = 'Free cancellation up to 24 hours before check-in.';

/** What is still owed: "Balance due at check-in" before arrival, "Balance due" once the guest is here. */
export const balanceFact = (r: ReservationDto): Fact => {
  if (toCentavos(r.balance) <= 0) return ['Balance', 'nothing left to pay'];
  const arrived = r.status === 'checked_in' || r.status === 'completed';
  return [arrived ? 'Balance due' : 'Balance due at check-in', pesos(r.balance)];
};

/** Total, paid and balance as the booking stands now. */
export const moneyFacts = (r: ReservationDto): Fact[] => [
  ['Total', pesos(r.totalAmount)],
  ['Paid', pesos(r.paidAmount)],
  balanceFact(r),
];

/** "Refund due: ₱X" when the resort holds money it owes back; nothing otherwise. */
export const refundDueFact = (r: ReservationDto): Fact =>
  toCentavos(r.refundDue) > 0 && ['Refund due', pesos(r.refundDue)];

/** One verified payment or refund as a line: 'Mar 1, 2026 · GCash · GC-8841 · ₱2,700.00'. */
export const paymentLine = (payment: PaymentDto, timeZone: string) =>
  [
    formatDay(todayIn(timeZone, new Date(payment.paymentDate)), 'short'),
    payment.kind === 'refund'
      ? `Refund by ${paymentMethodLabel(payment.paymentMethod)}`
      : paymentMethodLabel(payment.paymentMethod),
    payment.transactionId,
    payment.kind === 'refund' ? `-${pesos(payment.amount)}` : pesos(payment.amount),
  ]
    .filter(Boolean)
    .join(' · ');

export const verifiedPayments = (r: ReservationDto) =>
  r.payments
    .filter((payment) => payment.status === 'success')
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate));
