// The sign-in pages' texts; Filipino is lib/i18n/messages/fil/auth.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/auth';

export const useAuthText = defineMessages('auth', english);
