// The day tours page's texts; Filipino is lib/i18n/messages/fil/day-tours.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/day-tours';

export const useDayToursText = defineMessages('day-tours', english);

export type DayToursTranslate = ReturnType<typeof useDayToursText>['t'];
