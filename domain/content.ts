// Website content is stored as key/title/content rows that admins edit; every key the site
// reads has a built-in default so a fresh install looks complete. An item may have a Filipino title and
// text beside the English ones; Filipino pages fall back to the English where it has none.

import type { Language } from './languages';
import { DEFAULT_MAP_LOCATION, formatLatLon, parseLatLon } from './map-location';

/** The resort's payment accounts, shown on the booking page and in the booking emails. */
export const PAYMENT_ACCOUNT_KEYS = ['gcash_number', 'gcash_name', 'bdo_account', 'bdo_name'] as const;
/** The check-in and check-out times. */
export const STAY_TIME_KEYS = ['check_in_time', 'check_out_time'] as const;

export const CONTENT_KEYS = [
  'hero_title',
  'hero_subtitle',
  'about_us',
  'amenities_title',
  'amenities_subtitle',
  'contact_title',
  'contact_subtitle',
  'contact_email',
  'contact_phone',
  'resort_address',
  ...PAYMENT_ACCOUNT_KEYS,
  ...STAY_TIME_KEYS,
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/**
 * Keys the site reads in addition to the sixteen managed ones: the booking page's two texts, and the
 * resort's point on the contact page's map ("lat, lon", checked by checkLatLon in map-location.ts).
 */
export const EXTRA_CONTENT_KEYS = ['payment_policy', 'booking_instructions', 'map_location'] as const;

/**
 * Settings the admin switches on the content page, stored as content items whose text is 'on' or 'off'.
 * card_payments: whether the booking form offers 'Credit/Debit Card' (charged at the front desk or
 * through the resort's card terminal: the site takes no card itself). Off, the form offers GCash and
 * Bank Transfer only and POST /api/reservations refuses the card option.
 */
export const SETTING_KEYS = ['card_payments'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export const SETTING_VALUES = ['on', 'off'] as const;
export const isSettingKey = (key: string): key is SettingKey =>
  (SETTING_KEYS as readonly string[]).includes(key);
export const settingValueMessage = (title: string) => `${title} is either on or off`;

export type AnyContentKey = ContentKey | (typeof EXTRA_CONTENT_KEYS)[number] | SettingKey;

export const contentTypeOf = (key: string): 'html' | 'text' => (key === 'about_us' ? 'html' : 'text');

/**
 * The contact details, map location, account numbers and times read the same in every language, and a
 * setting is no text: no Filipino version.
 */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set<AnyContentKey>([
  'contact_email',
  'contact_phone',
  'resort_address',
  'map_location',
  ...PAYMENT_ACCOUNT_KEYS,
  ...STAY_TIME_KEYS,
  ...SETTING_KEYS,
]);

/** Whether the key's title and text may have a Filipino version beside the English one. */
export const hasFilipinoVersion = (key: string): boolean => !SAME_IN_EVERY_LANGUAGE.has(key);

/** A stored item's English title and text with their optional Filipino versions ('' when there is none). */
export type BilingualText = { title: string; content: string; titleFil: string; contentFil: string };

/**
 * The title and text a reader of `language` sees: the Filipino version where there is one, else the
 * English (each field on its own, so a Filipino text under the English title still shows). `language`
 * says which language the text is in, so a page can mark English shown on a Filipino page.
 */
export const textIn = (
  item: BilingualText,
  language: Language,
): { title: string; content: string; language: Language } => {
  const filipino = language === 'fil' && item.contentFil.trim() !== '';
  return {
    title: language === 'fil' && item.titleFil.trim() ? item.titleFil : item.title,
    content: filipino ? item.contentFil : item.content,
    language: filipino ? 'fil' : 'en',
  };
};

export const CONTENT_DEFAULTS: Record<AnyContentKey, { title: string; content: string }> = {
  hero_title: { title: 'Hero title', content: 'Your Island Escape Awaits' },
  hero_subtitle: {
    title: 'Hero subtitle',
    content:
      'Wake up to turquoise water, white sand and warm Filipino hospitality at Casa Alon Beach Resort.',
  },
  about_us: {
    title: 'About us',
    content:
      '<p>Casa Alon is a family-run beachfront resort on a quiet cove, with rooms a few steps from the sea, a pool under the palms and a kitchen that cooks what the boats bring in.</p>',
  },
  amenities_title: { title: 'Amenities title', content: 'Resort Amenities' },
  amenities_subtitle: {
    title: 'Amenities subtitle',
    content: 'Everything you need for a relaxed stay, from sunrise swims to sunset dinners.',
  },
  contact_title: { title: 'Contact title', content: 'Get in Touch' },
  contact_subtitle: {
    title: 'Contact subtitle',
    content: 'Questions about rooms, events or getting here? Our front desk is happy to help.',
  },
  contact_email: { title: 'Contact email', content: 'reservations@casaalon.ph' },
  contact_phone: { title: 'Contact phone', content: '+63 917 555 0142' },
  resort_address: { title: 'Resort address', content: 'Sitio Dalampasigan, San Juan, La Union, Philippines' },
  gcash_number: { title: 'GCash number', content: '0917 555 0142' },
  gcash_name: { title: 'GCash account name', content: 'Casa Alon Beach Resort' },
  bdo_account: { title: 'BDO account number', content: '0012 3456 7890' },
  bdo_name: { title: 'BDO account name', content: 'Casa Alon Beach Resort Inc.' },
  check_in_time: { title: 'Check-in time', content: '3:00 PM' },
  check_out_time: { title: 'Check-out time', content: '12:00 PM' },
  payment_policy: {
    title: 'Payment policy',
    content:
      'A 30% down payment confirms your booking; the 70% balance is due at check-in. Free cancellation up to 24 hours before check-in.',
  },
  booking_instructions: {
    title: 'Booking instructions',
    content:
      'Send the down payment by GCash or BDO bank transfer, then enter the transaction or reference number below. Our front desk verifies it and confirms your booking by email.',
  },
  map_location: { title: 'Map location', content: formatLatLon(DEFAULT_MAP_LOCATION) },
  card_payments: { title: 'Card option on the booking form', content: 'on' },
};

export type ContentMap = Partial<Record<string, string>>;

/** Reads a content value with its built-in default. */
export const contentValue = (content: ContentMap | undefined, key: AnyContentKey): string => {
  const value = content?.[key];
  return value?.trim() ? value : CONTENT_DEFAULTS[key].content;
};

/**
 * True while a key still shows the built-in text: never saved, saved blank, or saved with the default's
 * very words. The content page marks these and the go-live checklist counts them, both from here.
 */
export const isContentAtDefault = (key: AnyContentKey, stored: string | undefined): boolean => {
  const value = stored?.trim() ?? '';
  if (!value || value === CONTENT_DEFAULTS[key].content.trim()) return true;
  // the built-in point written another way ("16.6690,120.326") still puts the demo pin on the map
  const point = key === 'map_location' ? parseLatLon(value) : null;
  return point?.lat === DEFAULT_MAP_LOCATION.lat && point.lon === DEFAULT_MAP_LOCATION.lon;
};

/** Whether the booking form offers the card option (on unless the admin turned it off). */
export const cardPaymentsOn = (content: ContentMap | undefined): boolean =>
  contentValue(content, 'card_payments').trim() !== 'off';
