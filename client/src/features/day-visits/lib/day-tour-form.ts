// The day tour's form (docs/adr/0063): what it starts with (the URL's day and party, else today and two
// adults), its rules (the domain's own checks: the day as the server checks it, the seniors among the
// party, the payment step's), the party it prices and the booking it sends. Every control holds a string.

import { isIsoDate } from '@domain/dates';
import { checkDiscountGuests } from '@domain/schemas/booking';
import { type CreateDayVisitInput, checkVisitDay } from '@domain/schemas/day-visits';
import type { StayLimits } from '@domain/stay-limits';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { EMPTY_PAYMENT_VALUES, type PaymentValues, paymentIssues } from '@/features/booking';
import type { DayQuery } from '../api/get-day-visit';

export type DayTourValues = PaymentValues & {
  date: string;
  adults: string;
  kids: string;
  infants: string;
  discountGuests: string;
  /** '' for no cottage. */
  cottageId: string;
  specialRequests: string;
};

export type DayTourField = keyof DayTourValues;

/** The most of each kind of head one booking takes (the rooms' limits, domain/schemas/day-visits.ts). */
export const MOST_HEADS = 20;

/** The fields in the order their messages matter (the first one is the toast; the server's go beside them). */
export const DAY_TOUR_FIELD_ORDER = [
  'date',
  'adults',
  'kids',
  'infants',
  'discountGuests',
  'cottageId',
  'specialRequests',
  'paymentMethod',
  'transactionId',
] as const satisfies readonly DayTourField[];

const count = (raw: string | null | undefined, min: number, fallback: number) => {
  const n = Number.parseInt(raw ?? '', 10);
  return String(Number.isFinite(n) ? Math.min(Math.max(n, min), MOST_HEADS) : fallback);
};

/** The form's first values: ?date&adults&kids&infants&cottage of the URL (a link, or back from signing in). */
export const initialDayTourValues = (search: string, today: string): DayTourValues => {
  const params = new URLSearchParams(search);
  const date = params.get('date') ?? '';
  return {
    date: isIsoDate(date) ? date : today,
    adults: count(params.get('adults'), 1, 2),
    kids: count(params.get('kids'), 0, 0),
    infants: count(params.get('infants'), 0, 0),
    discountGuests: '0',
    cottageId: params.get('cottage')?.trim().slice(0, 100) ?? '',
    specialRequests: '',
    ...EMPTY_PAYMENT_VALUES,
  };
};

/** The party as numbers: at least one adult, blanks as none. */
export const headsOf = (values: Pick<DayTourValues, 'adults' | 'kids' | 'infants' | 'discountGuests'>) => {
  const adults = Number(values.adults) || 1;
  const kids = Number(values.kids) || 0;
  const infants = Number(values.infants) || 0;
  return {
    adults,
    kids,
    infants,
    heads: adults + kids + infants,
    discountGuests: Number(values.discountGuests) || 0,
  };
};

export type DayTourContext = { today: string; limits?: StayLimits; cardPayments?: boolean };
export type DayTourIssue = { field: DayTourField; message: string };

/** What the day and the party say wrong, as the server would: the quote is asked only without these. */
export const partyIssues = (values: DayTourValues, context: DayTourContext): DayTourIssue[] => {
  const issues: DayTourIssue[] = [];
  const day = checkVisitDay(values.date, context.today, context.limits);
  if (day) issues.push({ field: 'date', message: day });
  const discount = checkDiscountGuests(headsOf(values));
  if (discount) issues.push({ field: 'discountGuests', message: discount });
  return issues;
};

/** Everything wrong with the form, in the order of DAY_TOUR_FIELD_ORDER. */
export const dayTourIssues = (values: DayTourValues, context: DayTourContext): DayTourIssue[] => {
  const issues = partyIssues(values, context);
  if (values.specialRequests.length > 2000)
    issues.push({ field: 'specialRequests', message: 'Please keep special requests under 2,000 characters' });
  const payment = paymentIssues(values, context.cardPayments);
  if (values.transactionId.length > 100)
    payment.push({
      field: 'transactionId',
      message: 'Please keep the reference number under 100 characters',
    });
  return [...issues, ...payment];
};

/** react-hook-form's resolver: every issue beside its field, the form's values as they are otherwise. */
export const dayTourResolver =
  (context: DayTourContext): Resolver<DayTourValues> =>
  async (values) => {
    const issues = dayTourIssues(values, context);
    if (issues.length === 0) return { values, errors: {} };
    const errors: FieldErrors<DayTourValues> = {};
    for (const issue of issues) errors[issue.field] ??= { type: 'custom', message: issue.message };
    return { values: {}, errors };
  };

/** The day and party the quote is asked for; null while the day itself is wrong (nothing to ask). */
export const dayQueryOf = (values: DayTourValues, context: DayTourContext): DayQuery | null => {
  if (checkVisitDay(values.date, context.today, context.limits)) return null;
  const { adults, kids, infants, discountGuests } = headsOf(values);
  return { date: values.date, adults, kids, infants, discountGuests, cottageId: values.cottageId };
};

/** This page's query for the day and party (what signing in brings the guest back to). */
export const dayTourSearch = (values: DayTourValues) => {
  const params = new URLSearchParams({
    date: values.date,
    adults: values.adults,
    kids: values.kids,
    infants: values.infants,
  });
  if (values.cottageId) params.set('cottage', values.cottageId);
  return params.toString();
};

/** POST /api/day-visits/bookings body; the card fields never leave the page, the server prices the day. */
export const toDayVisitPayload = (values: DayTourValues): CreateDayVisitInput => {
  const { adults, kids, infants, discountGuests } = headsOf(values);
  return {
    date: values.date,
    adults,
    kids,
    infants,
    discountGuests,
    cottageId: values.cottageId || null,
    specialRequests: values.specialRequests.trim(),
    paymentMethod: values.paymentMethod,
    transactionId: values.transactionId.trim(),
  };
};
