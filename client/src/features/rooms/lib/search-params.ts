// The room search's query parameters (spec sections 2 and 5): what the search widget and the
// Rooms page put in the URL, read back from it and send to GET /api/rooms.

import { addDays, isIsoDate } from '@domain/dates';
import { MSG_SEARCH } from '@domain/messages-core';

export const SEARCH_KEYS = ['checkin', 'checkout', 'adults', 'kids', 'maxPrice'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];
export type SearchValues = Record<SearchKey, string>;
type LooseSearch = Partial<Record<SearchKey, string | number | null | undefined>>;

/** The Rooms page form's starting values: 1 adult, 0 kids, any dates, any price. */
export const SEARCH_DEFAULTS: SearchValues = {
  checkin: '',
  checkout: '',
  adults: '1',
  kids: '0',
  maxPrice: '',
};

const clean = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

/** Only non-empty values go into the query, and zero kids is left out. Keys keep a fixed order. */
export const buildSearchQuery = (values: LooseSearch): string => {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = clean(values[key]);
    if (!value) continue;
    if (key === 'kids' && Number(value) === 0) continue;
    params.set(key, value);
  }
  return params.toString();
};

/** The search parameters present in a URL query ('?a=b' or 'a=b'); unknown keys are ignored. */
export const readSearchQuery = (search: string): Partial<SearchValues> => {
  const params = new URLSearchParams(search);
  const found: Partial<SearchValues> = {};
  for (const key of SEARCH_KEYS) {
    const value = clean(params.get(key));
    if (value) found[key] = value;
  }
  // The hero's form names its guests selector `guests=2-1`: a browser submits it so when the visitor
  // searched before the script took the page over.
  const combo = clean(params.get('guests'));
  if (combo && !found.adults) {
    const { adults, kids } = parseGuestCombo(combo);
    found.adults = String(adults);
    if (kids > 0) found.kids = String(kids);
  }
  return found;
};

/** Form values for a URL: what the URL says, defaults for the rest. */
export const searchFormValues = (search: string): SearchValues => ({
  ...SEARCH_DEFAULTS,
  ...readSearchQuery(search),
});

/** Check-out's earliest day: the chosen check-in, or tomorrow when none is chosen (spec section 5). */
export const checkoutMin = (checkin: string, today: string): string => checkin || addDays(today, 1);

/**
 * The dates rule shared by the search widget and the Rooms page: no dates or both, check-in not before
 * today, check-out after check-in. Returns the spec's message, or null when the dates are fine.
 */
export const searchDatesError = (
  dates: { checkin: string; checkout: string },
  today: string,
): string | null => {
  const { checkin, checkout } = dates;
  if (!checkin && !checkout) return null;
  if (!checkin || !checkout) return MSG_SEARCH.bookingDatesRequired;
  if (checkin < today) return MSG_SEARCH.checkinInPast;
  if (checkout <= checkin) return MSG_SEARCH.checkoutAfterCheckin;
  return null;
};

/**
 * When a new check-in reaches past the chosen check-out, check-out moves to the next day (the room
 * search and the booking form both follow it).
 */
export const adjustCheckout = (checkin: string, checkout: string): string =>
  isIsoDate(checkin) && checkout && checkout <= checkin ? addDays(checkin, 1) : checkout;

/** The guest selector's value for a combo, e.g. '2-1'. */
export const guestComboValue = (combo: { adults: number; kids: number }) => `${combo.adults}-${combo.kids}`;

export const parseGuestCombo = (value: string): { adults: number; kids: number } => {
  const [adults = '1', kids = '0'] = value.split('-');
  const a = Number.parseInt(adults, 10);
  const k = Number.parseInt(kids, 10);
  return { adults: Number.isFinite(a) && a > 0 ? a : 1, kids: Number.isFinite(k) && k >= 0 ? k : 0 };
};
