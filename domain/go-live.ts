// The "Before you go live" checklist: what a new resort must replace or set up before real guests
// book (the demo payment accounts above all, which the booking page shows until they are changed).
import { PAYMENT_ACCOUNT_KEYS, STAY_TIME_KEYS } from './content';

export const GO_LIVE_ITEM_IDS = [
  'payment_accounts',
  'contact_details',
  'address_map',
  'stay_times',
  'demo_rooms',
  'smtp',
  'site_url',
  'backup',
] as const;
export type GoLiveItemId = (typeof GO_LIVE_ITEM_IDS)[number];

/** The content keys each content item of the checklist watches. */
export const GO_LIVE_CONTENT_KEYS = {
  payment_accounts: PAYMENT_ACCOUNT_KEYS,
  contact_details: ['contact_phone', 'contact_email'],
  address_map: ['resort_address', 'map_location'],
  stay_times: STAY_TIME_KEYS,
} as const;

/** An item is settled when it is done or the admin dismissed it; the card goes once all are settled. */
export const isSettled = (item: { done: boolean; dismissed: unknown }) =>
  item.done || item.dismissed !== null;
