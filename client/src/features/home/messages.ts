// The landing page's texts; Filipino is lib/i18n/messages/fil/home.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/home';

export const useHomeText = defineMessages('home', english);
