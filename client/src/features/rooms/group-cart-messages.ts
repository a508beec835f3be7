// The group cart's texts (docs/adr/0065): the room list's "Add to group" and its bar. Apart from the
// rooms' texts so that they load with the search results' lazy parts, never with the landing page.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/group-cart';

export const useGroupCartText = defineMessages('group-cart', english);
