// The booking page's texts; Filipino is lib/i18n/messages/fil/booking.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/booking';

export const useBookingText = defineMessages('booking', english);

export type Translate = ReturnType<typeof useBookingText>['t'];
