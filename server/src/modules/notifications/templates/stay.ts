// What every guest email about a booking shares: the data it is written from and the lines that say
// which booking, which room, when and for how many.
import type { PaymentDto, ReservationDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { type ContentMap, contentValue, PAYMENT_ACCOUNT_KEYS, STAY_TIME_KEYS } from '@domain/content';
import { nightsBetween, todayIn } from '@domain/dates';
import { bookedName } from '@domain/day-visits';
import { toCentavos } from '@domain/money';
import type { Speaker } from '../../../lib/i18n';
import { pesos } from '../format';
import type { Contact, Fact } from './layout';

/** What a booking email is written from. */
export type BookingMailProps = {
  reservation: ReservationDto;
  content: ContentMap;
  /** RESORT_TZ: deadlines read on the resort's clock. */
  timeZone: string;
  /** The guest's language (their account's); English for the staff's alerts. */
  lang: Speaker;
  /** The entrance pass's opening hours, which a day visit's facts give beside its day ('' when not set). */
  openingHours?: string;
};

export const contactOf = (content: ContentMap): Contact => ({
  email: contentValue(content, 'contact_email'),
  phone: contentValue(content, 'contact_phone'),
});

export const guestsLabel = (r: ReservationDto, { t }: Speaker) =>
  [
    t('facts.adults', { count: r.adults }),
    r.kids ? t('facts.kids', { count: r.kids }) : '',
    r.infants ? t('facts.infants', { count: r.infants }) : '',
  ]
    .filter(Boolean)
    .join(', ');

/** What was booked, in the guest's language: the room's name, or "Day visit · Cottage 3". */
export const bookedLabel = (r: ReservationDto, lang: Speaker) => bookedName(r, lang.language);

/** The booked thing as a fact: "Room: Deluxe Ocean View", or "Booking: Day visit · Cottage 3". */
export const bookedFact = (r: ReservationDto, lang: Speaker): Fact => [
  lang.t(r.room ? 'facts.room' : 'facts.booking'),
  bookedLabel(r, lang),
];

/** A day visit's facts: reference code, the day (with the opening hours when known), guests, cottage. */
const dayVisitFacts = (r: ReservationDto, lang: Speaker, openingHours?: string): Fact[] => {
  const { t, day } = lang;
  const hours = openingHours?.trim();
  return [
    [t('facts.referenceCode'), r.referenceCode],
    bookedFact(r, lang),
    [
      t('facts.day'),
      hours ? t('facts.dayValue', { day: day(r.checkin, 'long'), hours }) : day(r.checkin, 'long'),
    ],
    [t('facts.guests'), guestsLabel(r, lang)],
    r.cottage && [t('facts.cottage'), r.cottage.name],
  ];
};

export const guestName = (r: ReservationDto) =>
  `${r.user.firstName} ${r.user.lastName}`.trim() || r.user.email;

/** Check-in and check-out (their days, with the times from content) and the nights between: a stay's or a group's. */
export const stayDateFacts = (
  stay: { checkin: string; checkout: string },
  content: ContentMap,
  { t, day }: Speaker,
): Fact[] => [
  [
    t('facts.checkIn'),
    t('facts.checkInValue', { day: day(stay.checkin, 'long'), time: contentValue(content, 'check_in_time') }),
  ],
  [
    t('facts.checkOut'),
    t('facts.checkOutValue', {
      day: day(stay.checkout, 'long'),
      time: contentValue(content, 'check_out_time'),
    }),
  ],
  [t('facts.nights'), String(nightsBetween(stay.checkin, stay.checkout))],
];

/**
 * Reference code, room, check-in and check-out (with the times from content), nights, guests; for a day
 * visit, the day and its cottage instead (dayVisitFacts).
 */
export const stayFacts = (
  r: ReservationDto,
  content: ContentMap,
  lang: Speaker,
  openingHours?: string,
): Fact[] => {
  if (!r.room) return dayVisitFacts(r, lang, openingHours);
  const { t } = lang;
  return [
    [t('facts.referenceCode'), r.referenceCode],
    [t('facts.room'), r.room.name],
    ...stayDateFacts(r, content, lang),
    [t('facts.guests'), guestsLabel(r, lang)],
  ];
};

/**
 * Content keys the booking emails read (with CONTENT_DEFAULTS as fallback). All read the same in every
 * language (no Filipino version: SAME_IN_EVERY_LANGUAGE), so one map serves the guests of every language.
 */
export const MAIL_CONTENT_KEYS = [
  ...PAYMENT_ACCOUNT_KEYS,
  ...STAY_TIME_KEYS,
  'contact_email',
  'contact_phone',
] as const;

/** Before arrival, when the balance is due: at check-in for a stay, on the day for a day visit. */
export const balanceDueBeforeArrival = (r: ReservationDto, { t }: Speaker) =>
  r.kind === 'day_visit' ? t('facts.balanceDueOnTheDay') : t('facts.balanceDueAtCheckIn');

/** What is still owed: when it is due before arrival, "Balance due" once the guest is here. */
export const balanceFact = (r: ReservationDto, lang: Speaker): Fact => {
  const { t } = lang;
  if (toCentavos(r.balance) <= 0) return [t('facts.balance'), t('facts.nothingLeft')];
  const arrived = r.status === 'checked_in' || r.status === 'completed';
  return [arrived ? t('facts.balanceDue') : balanceDueBeforeArrival(r, lang), pesos(r.balance)];
};

/** Total, paid and balance as the booking stands now. */
export const moneyFacts = (r: ReservationDto, lang: Speaker): Fact[] => [
  [lang.t('facts.total'), pesos(r.totalAmount)],
  [lang.t('facts.paid'), pesos(r.paidAmount)],
  balanceFact(r, lang),
];

/** "Refund due: ₱X" when the resort holds money it owes back; nothing otherwise. */
export const refundDueFact = (r: ReservationDto, { t }: Speaker): Fact =>
  toCentavos(r.refundDue) > 0 && [t('facts.refundDue'), pesos(r.refundDue)];

/** One verified payment or refund as a line: 'Mar 1, 2026 · GCash · GC-8841 · ₱2,700.00'. */
export const paymentLine = (payment: PaymentDto, timeZone: string, { t, day }: Speaker) =>
  [
    day(todayIn(timeZone, new Date(payment.paymentDate)), 'short'),
    payment.kind === 'refund'
      ? t('facts.refundBy', { method: paymentMethodLabel(payment.paymentMethod) })
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
