// Pure rules behind the receptionist dashboard: search, today's arrivals and departures, the stat cards,
// which buttons a card shows (spec section 4), the extend-stay price and how history entries read.

import { type BookedAddOnLine, extensionLines } from '@domain/add-ons';
import type { ReservationDto, ReservationEventDto, StaffPaymentDto } from '@domain/api-types';
import { addDays, dayStartIn, nightsBetween } from '@domain/dates';
import { bookedName, DAY_VISIT_WORDS } from '@domain/day-visits';
import { toCentavos } from '@domain/money';
import { type ExtraGuestCharges, priceNights, type SeasonalRate, stayPricing } from '@domain/pricing';
import {
  CALLED_OFF_STATUSES,
  HOLDING_STATUSES,
  NOTHING_OWED_STATUSES,
  noShowOpens,
  RESERVATION_STATUSES,
  type ReservationStatus,
  type StaffAction,
  staffActionsFor,
} from '@domain/reservation-status';
import { holdDeadline, holdExpiresSoon } from '@domain/unverified-holds';

/** Lower case without accents, so 'pena' finds 'Peña' and 'JOSE' finds 'José'. */
export const normalizeText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The words of a search; a leading '#' (as in '#3f2a9c1b') is ignored. */
export const searchWords = (query: string) =>
  normalizeText(query)
    .split(/\s+/)
    .map((word) => word.replace(/^#/, ''))
    .filter(Boolean);

const matchesAll = (fields: readonly (string | null | undefined)[], query: string) => {
  const words = searchWords(query);
  if (!words.length) return true;
  const haystack = normalizeText(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
};

/**
 * The search box: every word typed must appear in the guest's first name, last name or email, the room's
 * name (a day visit's "Day visit · cottage"), the reservation id (any part, so the 8 characters shown on
 * the card work) or the reference code.
 */
export const matchesSearch = (
  reservation: Pick<ReservationDto, 'id' | 'referenceCode' | 'user' | 'room' | 'cottage'>,
  query: string,
) =>
  matchesAll(
    [
      reservation.user.firstName,
      reservation.user.lastName,
      reservation.user.email,
      bookedName(reservation),
      reservation.id,
      reservation.referenceCode,
    ],
    query,
  );

/** The same search over payments awaiting verification (plus the payment's own reference number). */
export const paymentMatchesSearch = (
  payment: Pick<StaffPaymentDto, 'guest' | 'roomName' | 'reservationId' | 'referenceCode' | 'transactionId'>,
  query: string,
) =>
  matchesAll(
    [
      payment.guest.firstName,
      payment.guest.lastName,
      payment.guest.email,
      payment.roomName ?? DAY_VISIT_WORDS.en,
      payment.reservationId,
      payment.referenceCode,
      payment.transactionId,
    ],
    query,
  );

type Stay = Pick<ReservationDto, 'checkin' | 'checkout' | 'status'>;

/** Those still to be handled first (stable otherwise): arrivals not checked in, departures not checked out. */
const needsActionFirst = <T extends Stay>(list: T[], done: ReservationStatus) =>
  list
    .map((r, i) => ({ r, i }))
    .sort((a, b) => Number(a.r.status === done) - Number(b.r.status === done) || a.i - b.i)
    .map(({ r }) => r);

const calledOff = (r: Pick<Stay, 'status'>) => CALLED_OFF_STATUSES.includes(r.status);

/**
 * Today's Activity: guests arriving (check-in today) and leaving (check-out today), cancelled and expired
 * bookings left out; in each group those still to be checked in or out come first. `today` is the resort's day.
 */
export const todaysActivity = <T extends Stay>(reservations: readonly T[], today: string) => ({
  arriving: needsActionFirst(
    reservations.filter((r) => !calledOff(r) && r.checkin === today),
    'checked_in',
  ),
  leaving: needsActionFirst(
    reservations.filter((r) => !calledOff(r) && r.checkout === today),
    'completed',
  ),
});

type AttentionStay = Pick<ReservationDto, 'checkin' | 'status' | 'needsAttention'>;

/** Needs attention: pending bookings close to check-in with nothing verified (the server decides), soonest first. */
export const needingAttention = <T extends AttentionStay>(reservations: readonly T[]) =>
  reservations
    .filter((r) => r.status === 'pending' && r.needsAttention)
    .sort((a, b) => a.checkin.localeCompare(b.checkin));

type HoldStay = Pick<ReservationDto, 'status' | 'verifyBy' | 'holdExpiresAt'>;

/**
 * Holds about to expire: pending bookings whose nights go within HOLD_EXPIRING_SOON_HOURS unless the desk
 * acts (an unverified booking's "verify by", or the hold after a rejected payment), the soonest first.
 */
export const holdsExpiringSoon = <T extends HoldStay>(reservations: readonly T[], now: Date) =>
  reservations
    .filter((r) => holdExpiresSoon(r, now))
    .sort((a, b) => Date.parse(holdDeadline(a) ?? '') - Date.parse(holdDeadline(b) ?? ''));

/**
 * Why a booking needs attention: 'Check-in in 5 hours, down payment not verified'. The resort day decides
 * "today" and "passed" (hours from the day's start would call a today check-in past after 23:30); a later
 * check-in is counted in hours to the start of its day in resort time.
 */
export const attentionReason = (stay: { checkin: string; today: string }, now: Date, timeZone: string) => {
  if (stay.checkin === stay.today) return 'Check-in is today, down payment not verified';
  if (stay.checkin < stay.today) return 'Check-in has passed, down payment not verified';
  const hours = Math.max(
    1,
    Math.round((dayStartIn(stay.checkin, timeZone).getTime() - now.getTime()) / 3_600_000),
  );
  return `Check-in in ${hours} ${hours === 1 ? 'hour' : 'hours'}, down payment not verified`;
};

/** Guests in the house, the earliest departure first. */
export const currentGuests = <T extends Stay>(reservations: readonly T[]) =>
  reservations.filter((r) => r.status === 'checked_in').sort((a, b) => a.checkout.localeCompare(b.checkout));

/** The three stat cards, from the same list the tabs show (so a card and its tab always agree). */
export const frontDeskStats = (reservations: readonly Stay[], today: string) => {
  const activity = todaysActivity(reservations, today);
  return {
    todaysActivity: activity.arriving.length + activity.leaving.length,
    currentGuests: reservations.filter((r) => r.status === 'checked_in').length,
    totalReservations: reservations.length,
  };
};

/**
 * All Reservations: bookings still ahead or under way first, soonest check-in first; then finished ones
 * (completed, cancelled), the most recent first.
 */
export const deskOrder = <T extends Stay>(reservations: readonly T[]) => {
  const open = reservations.filter((r) => HOLDING_STATUSES.includes(r.status));
  const done = reservations.filter((r) => !HOLDING_STATUSES.includes(r.status));
  return [
    ...open.sort((a, b) => a.checkin.localeCompare(b.checkin) || a.checkout.localeCompare(b.checkout)),
    ...done.sort((a, b) => b.checkin.localeCompare(a.checkin) || b.checkout.localeCompare(a.checkout)),
  ];
};

export type StatusFilter = ReservationStatus | 'all';

export const statusCounts = (reservations: readonly Pick<ReservationDto, 'status'>[]) => {
  const counts = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, 0])) as Record<
    ReservationStatus,
    number
  >;
  for (const reservation of reservations) counts[reservation.status] += 1;
  return { all: reservations.length, ...counts } as Record<StatusFilter, number>;
};

export type StayTiming = { label: string; tone: 'info' | 'warning' };

/** A hint on the card when the day matters: arriving or leaving today, or late. */
export const stayTiming = (reservation: Stay, today: string): StayTiming | null => {
  const { status, checkin, checkout } = reservation;
  if (status === 'pending' || status === 'confirmed') {
    if (checkin === today) return { label: 'Arriving today', tone: 'info' };
    if (checkin < today) return { label: 'Late arrival', tone: 'warning' };
  }
  if (status === 'checked_in') {
    if (checkout === today) return { label: 'Leaving today', tone: 'info' };
    if (checkout < today) return { label: 'Checkout overdue', tone: 'warning' };
  }
  return null;
};

export type CardAction = StaffAction | 'payment' | 'refund' | 'extend_hold';

// Buttons that end a stay or remove it come last, in this order.
const LAST_ACTIONS: readonly StaffAction[] = ['no_show', 'cancel', 'delete'];

const positive = (amount: string | undefined) => {
  const centavos = toCentavos(amount ?? '0');
  return Number.isFinite(centavos) && centavos > 0;
};

/**
 * The buttons of a card: the staff actions its status allows (spec section 4), Record Payment while
 * something is owed (a cancelled, expired or no-show booking owes nothing), and Record Refund while
 * something is paid.
 */
export const cardActions = (
  reservation: Pick<ReservationDto, 'status' | 'balance'> &
    Partial<Pick<ReservationDto, 'paidAmount' | 'verifyBy' | 'kind'>>,
): CardAction[] => {
  // a day visit has no nights to extend (the server refuses it too: DAY_VISIT_NOT_EXTENDED)
  const allowed = staffActionsFor(reservation.status).filter(
    (action) => !(action === 'extend' && reservation.kind === 'day_visit'),
  );
  const actions: CardAction[] = allowed.filter((a) => !LAST_ACTIONS.includes(a));
  // an unverified online booking's "verify by" clock runs: the desk may keep its nights, with a reason
  if (reservation.status === 'pending' && reservation.verifyBy) actions.push('extend_hold');
  if (!NOTHING_OWED_STATUSES.includes(reservation.status) && positive(reservation.balance))
    actions.push('payment');
  if (positive(reservation.paidAmount)) actions.push('refund');
  return [...actions, ...LAST_ACTIONS.filter((a) => allowed.includes(a))];
};

/** A no-show can be marked from the day after check-in; the day it opens, or null when open. */
export const noShowOpensOn = (reservation: Stay, today: string): string | null =>
  reservation.status === 'confirmed' && !noShowOpens(reservation.checkin, today)
    ? addDays(reservation.checkin, 1)
    : null;

/** Check-in opens on the check-in day (the server refuses earlier); the day it opens, or null when open. */
export const checkInOpensOn = (reservation: Stay, today: string): string | null =>
  reservation.status === 'confirmed' && today < reservation.checkin ? reservation.checkin : null;

/**
 * The extra nights of an extension and what they add: each night at the room's price (seasonal rates
 * apply) with the party's extra guests at the room's charges, as the server prices them.
 */
export const extensionQuote = (options: {
  room: ({ basePrice: string; rates: readonly SeasonalRate[] } & ExtraGuestCharges) | undefined;
  party: { adults: number; kids: number };
  checkout: string;
  newCheckout: string;
  /** The booking's extras, when it holds any (undefined while they are read): nightly ones repeat. */
  lines: readonly BookedAddOnLine[] | undefined;
}): { nights: number; addedCentavos: number | null; extrasCentavos: number } | null => {
  const { room, party, checkout, newCheckout, lines } = options;
  if (!newCheckout || newCheckout <= checkout) return null;
  const nights = nightsBetween(checkout, newCheckout);
  if (!Number.isFinite(nights) || nights <= 0) return null;
  if (!room || !lines) return { nights, addedCentavos: null, extrasCentavos: 0 };
  const added = priceNights(stayPricing(room, { checkin: checkout, checkout: newCheckout }, party));
  const extrasCentavos = extensionLines(lines, nights).reduce((sum, line) => sum + line.amountCentavos, 0);
  const roomCentavos = added.reduce((sum, night) => sum + night.priceCentavos, 0);
  return { nights, addedCentavos: roomCentavos + extrasCentavos, extrasCentavos };
};

const EVENT_LABELS: Record<string, string> = {
  created: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  cancelled: 'Cancelled',
  extended: 'Stay extended',
  payment_recorded: 'Payment recorded by guest',
  payment_verified: 'Payment verified',
  payment_rejected: 'Payment rejected',
  payment_received: 'Payment received at the desk',
  weather_affected: 'Weather alert sent',
  weather_moved: 'Weather move',
  weather_cancelled: 'Weather cancellation',
};

/** 'confirmed' -> 'Confirmed'; an action this screen does not know reads as its words. */
export const eventLabel = (action: string) => {
  const known = EVENT_LABELS[action];
  if (known) return known;
  const words = action.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Who did it: the person's name, or 'System' for changes nobody made by hand. */
export const eventActor = (event: Pick<ReservationEventDto, 'actor'>) => {
  const name = [event.actor?.firstName, event.actor?.lastName].filter(Boolean).join(' ').trim();
  return name || 'System';
};

/** 'Maria Santos', or the email when the account has no name. */
export const guestName = (user: { firstName: string; lastName: string; email?: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email || 'Guest';

/** 'Welcome, Rita' for the header ('there' when the account has no first name). */
export const staffGreeting = (user: { firstName?: string | null }) => user.firstName?.trim() || 'there';

export { guestsLabel } from './guests-label';
