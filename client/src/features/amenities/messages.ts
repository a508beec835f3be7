// The amenities page's texts; Filipino is lib/i18n/messages/fil/amenities.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/amenities';

export const useAmenitiesText = defineMessages('amenities', english);
