// The admin's Day Visits tab texts; Filipino is lib/i18n/messages/fil/day-visits-admin.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/day-visits-admin';

export const useDayVisitsAdminText = defineMessages('day-visits-admin', english);
