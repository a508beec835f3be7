// The shared schemas' messages (domain/messages.ts) stay English, so the server answers as the spec
// says; the screens show a known English message in the page's language by looking up its key.
import { MSG } from '@domain/messages';
import { i18n } from './i18n';
import { translatorOf } from './known-message';
import { defineMessages } from './messages';
import english from './messages/en/validation';

const translateKnown = translatorOf(MSG);
/** The toasts' own titles (common namespace). */
const TOAST_TITLES: Record<string, string> = { Error: 'toast.error', Success: 'toast.success' };

/** English is the domain's own MSG table: no copy of it ships. */
export const useValidationText = defineMessages('validation', english);

/** `message` in the page's language when it is one of the spec's texts, else as it came. */
export const translateMessage = (message: string): string => {
  const known = translateKnown(message);
  if (known) return known;
  const title = TOAST_TITLES[message];
  return title ? i18n.t(title, { ns: 'common' }) : message;
};
