// The rooms' texts; Filipino is lib/i18n/messages/fil/rooms.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/rooms';

export const useRoomsText = defineMessages('rooms', english);

/** '2 Adults, 1 Kid' (domain/constants.ts guestComboLabel) in the page's language. */
export const guestsLabel = (
  t: (key: string, options: { count: number }) => string,
  combo: { adults: number; kids: number },
) => {
  const adults = t('guests.adults', { count: combo.adults });
  return combo.kids ? `${adults}, ${t('guests.kids', { count: combo.kids })}` : adults;
};

export type Translate = ReturnType<typeof useRoomsText>['t'];

const BADGE_KEY = { Popular: 'popular', Featured: 'featured', 'Best Value': 'bestValue' } as const;

/** A room's badge (domain/constants.ts roomBadge) in the page's language. */
export const badgeText = (t: Translate, badge: keyof typeof BADGE_KEY) => t(`badge.${BADGE_KEY[badge]}`);
