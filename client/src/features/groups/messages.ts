// The group booking page's texts; Filipino is lib/i18n/messages/fil/groups.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/groups';

export const useGroupsText = defineMessages('groups', english);
