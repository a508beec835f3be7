// The rooms' texts; Filipino is lib/i18n/messages/fil/rooms.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/rooms';

export const useRoomsText = defineMessages('rooms', english);

/** '2 Adults, 1 Kid' (domain/constants.ts guestComboLabel) in the page's language. */
export const guestsLabel = (
  t: (key: string, options: { count: number }) => string,
  combo: { adults: number; kids: number; infants?: number },
) =>
  [
    t('guests.adults', { count: combo.adults }),
    combo.kids ? t('guests.kids', { count: combo.kids }) : '',
    // a day visit's infants, who enter free
    combo.infants ? t('guests.infants', { count: combo.infants }) : '',
  ]
    .filter(Boolean)
    .join(', ');

export type Translate = ReturnType<typeof useRoomsText>['t'];

const BADGE_KEY = { Popular: 'popular', Featured: 'featured', 'Best Value': 'bestValue' } as const;

/** A room's badge (domain/constants.ts roomBadge) in the page's language. */
export const badgeText = (t: Translate, badge: keyof typeof BADGE_KEY) => t(`badge.${BADGE_KEY[badge]}`);
