// The built-in texts of the editable content (domain/content.ts): shown in Filipino while the admin has
// not changed them; an admin's own text is shown as written.
import { CONTENT_DEFAULTS } from '@domain/content';

export const TRANSLATED_CONTENT = [
  'hero_title',
  'hero_subtitle',
  'about_us',
  'amenities_title',
  'amenities_subtitle',
  'contact_title',
  'contact_subtitle',
  'payment_policy',
  'booking_instructions',
] as const;

export default Object.fromEntries(TRANSLATED_CONTENT.map((key) => [key, CONTENT_DEFAULTS[key].content]));
