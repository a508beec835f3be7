// The guest's emails about a booking: 'Booking received' (everything needed to pay the down payment and to
// quote the booking) and 'Reservation confirmed' (sent when the front desk confirms it, spec section 4).
import type { ReservationDto } from '@domain/api-types';
import { type ContentMap, contentValue } from '@domain/content';
import { formatDay, nightsBetween } from '@domain/dates';
import { formatCentavos, formatPesos, toCentavos } from '@domain/money';

const pesoCents = (centavos: number) => formatCentavos(centavos, { cents: true });

/** Amounts in the mails always show centavos: '₱4,500.00'. */
const pesos = (amount: string) => formatPesos(amount, { cents: true });

/** Content keys the email reads (with CONTENT_DEFAULTS as fallback). */
export const BOOKING_EMAIL_CONTENT_KEYS = [
  'gcash_number',
  'gcash_name',
  'bdo_account',
  'bdo_name',
  'check_in_time',
  'check_out_time',
  'contact_email',
  'contact_phone',
] as const;

/** Content keys the confirmation email reads. */
export const CONFIRMATION_EMAIL_CONTENT_KEYS = [
  'check_in_time',
  'check_out_time',
  'contact_email',
  'contact_phone',
] as const;

export const FREE_CANCELLATION_TEXT = 'Free cancellation up to 24 hours before check-in.';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The lines both emails open with: who, which booking, which room, when and how many guests. */
const stayLines = (r: ReservationDto, content: ContentMap) => {
  const guests = [plural(r.adults, 'adult', 'adults'), r.kids ? plural(r.kids, 'kid', 'kids') : '']
    .filter(Boolean)
    .join(', ');
  return [
    `Reference code: ${r.referenceCode}`,
    `Room: ${r.room.name}`,
    `Check-in: ${formatDay(r.checkin, 'long')}, from ${contentValue(content, 'check_in_time')}`,
    `Check-out: ${formatDay(r.checkout, 'long')}, until ${contentValue(content, 'check_out_time')}`,
    `Nights: ${nightsBetween(r.checkin, r.checkout)}`,
    `Guests: ${guests}`,
  ];
};

const contactLine = (content: ContentMap) =>
  `Questions? Write to ${contentValue(content, 'contact_email')} or call ${contentValue(content, 'contact_phone')}.`;

export const bookingReceivedMail = (options: {
  reservation: ReservationDto;
  downPaymentCentavos: number;
  downPaymentStatus: 'pending' | 'success' | null;
  content: ContentMap;
}) => {
  const { reservation: r, content } = options;
  const totalCentavos = toCentavos(r.totalAmount);

  const downPaymentLine =
    options.downPaymentStatus === 'success'
      ? `Paid: ${pesoCents(options.downPaymentCentavos)} (received, thank you)`
      : options.downPaymentStatus === 'pending'
        ? `Down payment (30%): ${pesoCents(options.downPaymentCentavos)}, transaction ${r.transactionId ?? ''}, awaiting verification by our front desk`
        : `Down payment (30%): ${pesoCents(options.downPaymentCentavos)}`;
  const balanceCentavos = totalCentavos - (options.downPaymentStatus ? options.downPaymentCentavos : 0);

  const text = [
    `Hello ${r.user.firstName || 'Guest'},`,
    '',
    'Thank you for choosing Casa Alon Beach Resort. We have received your booking.',
    '',
    ...stayLines(r, content),
    '',
    `Total: ${pesos(r.totalAmount)}`,
    downPaymentLine,
    `Balance due at check-in: ${pesoCents(balanceCentavos)}`,
    '',
    'How to pay',
    `GCash: ${contentValue(content, 'gcash_number')} (${contentValue(content, 'gcash_name')})`,
    `BDO bank transfer: account ${contentValue(content, 'bdo_account')} (${contentValue(content, 'bdo_name')})`,
    `Please write your reference code ${r.referenceCode} in the payment note. Our front desk verifies your down payment and confirms your booking by email; the 70% balance is due at check-in.`,
    '',
    FREE_CANCELLATION_TEXT,
    '',
    contactLine(content),
    '',
    'See you by the sea,',
    'Casa Alon Beach Resort',
  ].join('\n');

  return { to: r.user.email, subject: `Booking received – ${r.referenceCode}`, text };
};

export const reservationConfirmedMail = (reservation: ReservationDto, content: ContentMap) => {
  const r = reservation;
  const owes = toCentavos(r.balance) > 0;
  const text = [
    `Hello ${r.user.firstName || 'Guest'},`,
    '',
    'Good news: your reservation at Casa Alon Beach Resort is confirmed.',
    '',
    ...stayLines(r, content),
    '',
    `Total: ${pesos(r.totalAmount)}`,
    `Paid: ${pesos(r.paidAmount)}`,
    owes ? `Balance due at check-in: ${pesos(r.balance)}` : 'Balance: nothing left to pay',
    '',
    `Please quote your reference code ${r.referenceCode} at the front desk.`,
    contactLine(content),
    '',
    'See you by the sea,',
    'Casa Alon Beach Resort',
  ].join('\n');
  return { to: r.user.email, subject: `Reservation confirmed – ${r.referenceCode}`, text };
};
