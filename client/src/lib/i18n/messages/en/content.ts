// The built-in texts of the editable content (domain/content.ts): shown in Filipino while the admin has
// not changed them; an admin's own text is shown as written, in Filipino where the admin wrote a Filipino version.
import { type AnyContentKey, CONTENT_DEFAULTS, hasFilipinoVersion } from '@domain/content';

/** The contact details, account numbers, times and settings are the same in every language (domain/content.ts). */
export const TRANSLATED_CONTENT = (Object.keys(CONTENT_DEFAULTS) as AnyContentKey[]).filter(
  hasFilipinoVersion,
);

export default Object.fromEntries(TRANSLATED_CONTENT.map((key) => [key, CONTENT_DEFAULTS[key].content]));
