// The contact texts; Filipino is lib/i18n/messages/fil/contact.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/contact';

export const useContactText = defineMessages('contact', english);
