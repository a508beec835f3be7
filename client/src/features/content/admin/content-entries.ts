// Pure helpers of the content page: the sixteen managed keys (and the map location and the two
// booking-page keys) in friendly groups, each with its stored item (English and Filipino) or the built-in default.

import type { StoredContentItemDto } from '@domain/api-types';
import {
  type AnyContentKey,
  CONTENT_DEFAULTS,
  CONTENT_KEYS,
  type ContentKey,
  contentTypeOf,
  hasFilipinoVersion,
  isContentAtDefault,
} from '@domain/content';

/** A friendly name and where the text appears. */
export const CONTENT_LABELS: Record<AnyContentKey, { label: string; hint: string }> = {
  hero_title: { label: 'Hero Title', hint: 'The large headline on the home page.' },
  hero_subtitle: { label: 'Hero Subtitle', hint: 'The line under the home page headline.' },
  about_us: { label: 'About Us', hint: 'The About section of the home page, below the featured rooms.' },
  amenities_title: { label: 'Amenities Title', hint: 'The heading of the amenities section.' },
  amenities_subtitle: { label: 'Amenities Subtitle', hint: 'The line under the amenities heading.' },
  contact_title: { label: 'Contact Title', hint: 'The heading of the contact page.' },
  contact_subtitle: { label: 'Contact Subtitle', hint: 'The line under the contact heading.' },
  contact_email: { label: 'Contact Email', hint: 'Shown on the contact page and in the footer.' },
  contact_phone: { label: 'Contact Phone', hint: 'Shown on the contact page and in the footer.' },
  resort_address: { label: 'Resort Address', hint: 'Shown on the contact page and in the footer.' },
  map_location: {
    label: 'Map Location',
    hint: 'Latitude, longitude — e.g. 16.669, 120.326 (right-click the place on OpenStreetMap or Google Maps to copy them). The contact page’s map opens at this point.',
  },
  gcash_number: { label: 'GCash Number', hint: 'Where guests send GCash down payments.' },
  gcash_name: { label: 'GCash Account Name', hint: 'The name guests see on the GCash account.' },
  bdo_account: { label: 'BDO Account Number', hint: 'Where guests send bank transfers.' },
  bdo_name: { label: 'BDO Account Name', hint: 'The name on the BDO account.' },
  check_in_time: { label: 'Check-in Time', hint: 'Shown on room and booking pages.' },
  check_out_time: { label: 'Check-out Time', hint: 'Shown on room and booking pages.' },
  payment_policy: { label: 'Payment Policy', hint: 'The payment and cancellation note on the booking page.' },
  booking_instructions: { label: 'Booking Instructions', hint: 'How to pay, shown above the payment form.' },
  card_payments: {
    label: 'Card option on the booking form',
    hint: 'Whether guests may choose Credit/Debit Card when they book.',
  },
};

export const contentLabel = (key: string): string =>
  CONTENT_LABELS[key as AnyContentKey]?.label ??
  key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export type ContentEntry = {
  key: AnyContentKey;
  label: string;
  hint: string;
  contentType: 'text' | 'html';
  /** The stored item, or undefined when the site shows the built-in default. */
  stored: StoredContentItemDto | undefined;
  title: string;
  content: string;
  isDefault: boolean;
  /** Whether the key may have a Filipino version (the contact details, accounts and times may not). */
  bilingual: boolean;
  /** The stored Filipino title and text; '' where Filipino pages show the English. */
  titleFil: string;
  contentFil: string;
};

export const contentEntry = (key: AnyContentKey, items: readonly StoredContentItemDto[]): ContentEntry => {
  const stored = items.find((item) => item.key === key);
  const fallback = CONTENT_DEFAULTS[key];
  // the go-live checklist's rule: blank, or saved with the built-in words, is still the default
  const isDefault = isContentAtDefault(key, stored?.content);
  return {
    key,
    ...CONTENT_LABELS[key],
    contentType: contentTypeOf(key),
    stored,
    title: stored?.title.trim() || fallback.title,
    content: isDefault ? fallback.content : (stored?.content ?? ''),
    isDefault,
    bilingual: hasFilipinoVersion(key),
    titleFil: stored?.titleFil ?? '',
    contentFil: stored?.contentFil ?? '',
  };
};

export type ContentGroup = { id: string; title: string; description: string; keys: readonly AnyContentKey[] };

export const CONTENT_GROUPS: readonly ContentGroup[] = [
  {
    id: 'home',
    title: 'Home page',
    description: 'The first words guests read.',
    keys: ['hero_title', 'hero_subtitle', 'about_us', 'amenities_title', 'amenities_subtitle'],
  },
  {
    id: 'contact',
    title: 'Contact details',
    description: 'The contact page and the footer of every page.',
    keys: [
      'contact_title',
      'contact_subtitle',
      'contact_email',
      'contact_phone',
      'resort_address',
      'map_location',
    ],
  },
  {
    id: 'payments',
    title: 'Payment accounts',
    description: 'Where guests send their down payment.',
    keys: ['gcash_number', 'gcash_name', 'bdo_account', 'bdo_name'],
  },
  {
    id: 'times',
    title: 'Check-in and check-out',
    description: 'Times shown to guests before they book.',
    keys: ['check_in_time', 'check_out_time'],
  },
  {
    id: 'booking',
    title: 'Booking page texts',
    description: 'Extra notes the booking page shows next to the payment form.',
    keys: ['payment_policy', 'booking_instructions'],
  },
];

/** The groups with their entries: every managed and extra key once (the map location beside the address). */
export const contentGroups = (items: readonly StoredContentItemDto[]) =>
  CONTENT_GROUPS.map((group) => ({ ...group, entries: group.keys.map((key) => contentEntry(key, items)) }));

/** How many of the sixteen managed keys have a stored text. */
export const customizedCount = (items: readonly StoredContentItemDto[]): number =>
  CONTENT_KEYS.filter((key: ContentKey) => !contentEntry(key, items).isDefault).length;
