// The built-in texts of the editable content (domain/content.ts): shown in Filipino while the admin has
// not changed them; an admin's own text is shown as written.
import { type AnyContentKey, CONTENT_DEFAULTS } from '@domain/content';

/** The contact details, account numbers and times are the same in every language (and a setting is no text). */
const SAME_IN_EVERY_LANGUAGE = new Set<AnyContentKey>([
  'contact_email',
  'contact_phone',
  'resort_address',
  'gcash_number',
  'gcash_name',
  'bdo_account',
  'bdo_name',
  'check_in_time',
  'check_out_time',
  'card_payments',
]);

export const TRANSLATED_CONTENT = (Object.keys(CONTENT_DEFAULTS) as AnyContentKey[]).filter(
  (key) => !SAME_IN_EVERY_LANGUAGE.has(key),
);

export default Object.fromEntries(TRANSLATED_CONTENT.map((key) => [key, CONTENT_DEFAULTS[key].content]));
