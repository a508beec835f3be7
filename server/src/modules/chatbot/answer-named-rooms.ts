// The answer about the rooms a message names: price, seasonal rates, capacity, amenities, the stay asked.
import { formatPesos, toDecimalString } from '@domain/money';
import { quoteStay, stayPricing } from '@domain/pricing';
import type { StayLimits } from '@domain/stay-limits';
import type { Database } from '../../db/client';
import type { Speaker } from '../../lib/i18n';
import { findRoomsWithRates, type RoomWithRates } from '../rooms';
import { capacityOf, count, limitProblem, partyLabel, seasonalRates } from './answer-phrasing';
import { type Party, parseParty, partySize, pricedParty } from './intents/party';
import { parseStayDates, type StayDates } from './intents/stay-dates';

/** Whether the party fits the room, said only when it does not. */
const partyProblem = (room: RoomWithRates, party: Party | null, lang: Speaker): string | null => {
  if (!party) return null;
  const fits =
    partySize(party) <= room.maxOccupancy &&
    (party.adults ?? 1) <= room.maxAdults &&
    (party.kids ?? 0) <= room.maxKids;
  return fits
    ? null
    : lang.t('room.tooSmall', { capacity: capacityOf(room, lang), party: partyLabel(party, lang) });
};

/** The stay asked about for this room: its price and whether its nights are free, or why the dates don't work. */
const stayLine = async (
  db: Database,
  options: {
    room: RoomWithRates;
    stay: StayDates;
    party: Party | null;
    today: string;
    limits: StayLimits;
    lang: Speaker;
  },
): Promise<string> => {
  const { room, stay, today, limits, lang } = options;
  const { t, day } = lang;
  if (stay.status === 'past') return t('room.past', { checkin: day(stay.checkin), today: day(today) });
  if (stay.status === 'inverted') return `${t('limits.checkoutAfterCheckin')}.`;
  const tooMuch = limitProblem(stay, { today, limits, lang });
  if (tooMuch) return `${tooMuch.problem}.`;
  const dates = { checkin: stay.checkin, checkout: stay.checkout };
  const quote = quoteStay(stayPricing(room, dates, pricedParty(options.party)));
  const price = t('room.price', {
    total: formatPesos(toDecimalString(quote.totalCentavos)),
    nights: count(lang, 'nights', stay.nights),
  });
  const when = t('availability.when', { checkin: day(stay.checkin), checkout: day(stay.checkout) });
  const free = await findRoomsWithRates(db, { status: 'available', freeBetween: dates });
  return free.some((other) => other.id === room.id)
    ? t('room.free', { when, price })
    : t('room.taken', { when, price });
};

/** Price per night, seasonal rates still to come, capacity and amenities of each room the message names. */
export const namedRoomsAnswer = async (
  db: Database,
  options: { message: string; today: string; limits: StayLimits; rooms: RoomWithRates[]; lang: Speaker },
): Promise<string> => {
  const { message, today, limits, lang } = options;
  const { t } = lang;
  const stay = parseStayDates(message, today);
  const party = parseParty(message);
  const answers: string[] = [];
  for (const room of options.rooms) {
    const lines = [
      t('room.intro', {
        room: room.name,
        price: formatPesos(room.basePrice),
        capacity: capacityOf(room, lang),
      }),
    ];
    const seasonal = seasonalRates(room, today, lang);
    if (seasonal) lines.push(seasonal);
    if (room.amenities.length > 0) lines.push(t('room.amenities', { amenities: room.amenities.join(', ') }));
    const tooSmall = partyProblem(room, party, lang);
    if (tooSmall) lines.push(tooSmall);
    if (room.status !== 'available') lines.push(t('room.unavailable'));
    else if (stay && !tooSmall) lines.push(await stayLine(db, { room, stay, party, today, limits, lang }));
    lines.push(t('room.link', { id: room.id }));
    answers.push(lines.join('\n'));
  }
  return answers.join('\n\n');
};
