// The 'Reservation confirmed' email the guest gets when the front desk confirms a booking (spec section 4).
import type { ReservationDto } from '@domain/api-types';
import { type ContentMap, contentValue } from '@domain/content';
import { formatDay, nightsBetween } from '@domain/dates';
import { formatPeso, toCentavos } from '@domain/money';

/** Content keys the email reads (with CONTENT_DEFAULTS as fallback). */
export const CONFIRMATION_EMAIL_CONTENT_KEYS = [
  'check_in_time',
  'check_out_time',
  'contact_email',
  'contact_phone',
] as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const peso = (amount: string) => formatPeso(amount, { cents: true });

export const reservationConfirmedMail = (reservation: ReservationDto, content: ContentMap) => {
  const r = reservation;
  const guests = [plural(r.adults, 'adult', 'adults'), r.kids ? plural(r.kids, 'kid', 'kids') : '']
    .filter(Boolean)
    .join(', ');
  const owes = toCentavos(r.balance) > 0;
  const text = [
    `Hello ${r.user.firstName || 'Guest'},`,
    '',
    'Good news: your reservation at Casa Alon Beach Resort is confirmed.',
    '',
    `Reference code: ${r.referenceCode}`,
    `Room: ${r.room.name}`,
    `Check-in: ${formatDay(r.checkin, 'long')}, from ${contentValue(content, 'check_in_time')}`,
    `Check-out: ${formatDay(r.checkout, 'long')}, until ${contentValue(content, 'check_out_time')}`,
    `Nights: ${nightsBetween(r.checkin, r.checkout)}`,
    `Guests: ${guests}`,
    '',
    `Total: ${peso(r.totalAmount)}`,
    `Paid: ${peso(r.paidAmount)}`,
    owes ? `Balance due at check-in: ${peso(r.balance)}` : 'Balance: nothing left to pay',
    '',
    `Please quote your reference code ${r.referenceCode} at the front desk.`,
    `Questions? Write to ${contentValue(content, 'contact_email')} or call ${contentValue(content, 'contact_phone')}.`,
    '',
    'See you by the sea,',
    'Casa Alon Beach Resort',
  ].join('\n');
  return { to: r.user.email, subject: `Reservation confirmed – ${r.referenceCode}`, text };
};
