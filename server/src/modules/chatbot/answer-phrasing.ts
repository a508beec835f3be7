// What every chat answer is written with: the resort's content, the asker's language, and the phrases
// several answers share (lists, counts, the contact line, a room's capacity, the booking limits).
import { DEFAULT_AMENITY_DESCRIPTION } from '@domain/constants';
import { type AnyContentKey, CONTENT_DEFAULTS } from '@domain/content';
import { MSG } from '@domain/messages';
import { formatPesos } from '@domain/money';
import { beyondHorizonMessage, checkStayLimits, type StayLimits } from '@domain/stay-limits';
import type { Speaker } from '../../lib/i18n';
import type { RoomWithRates } from '../rooms';
import type { Party } from './intents/party';

export type Content = (key: AnyContentKey) => string;
/** What every answer is written with: the resort's content and the asker's language. */
export type Say = { content: Content; lang: Speaker };

export const listOf = (items: string[], { t }: Speaker, joiner: 'listAnd' | 'listOr' = 'listAnd') =>
  items.length <= 1
    ? (items[0] ?? '')
    : t(joiner, { rest: items.slice(0, -1).join(', '), last: items.at(-1) });

// Room and facility descriptions, and the policy texts, are typed by the admin in English. An English
// answer quotes them; a Filipino one names the facility (names stay as typed) and says the policy in
// Filipino while the admin's text is still the built-in one, or quotes an edited text as the resort's note.
export const isFilipino = (lang: Speaker) => lang.language === 'fil';

/** 'Restaurant: Fresh seafood…' in English; only the name in Filipino. */
export const describeAmenity = (amenity: { name: string; description: string }, lang: Speaker) =>
  isFilipino(lang)
    ? amenity.name
    : `${amenity.name}: ${amenity.description.trim() || DEFAULT_AMENITY_DESCRIPTION}`;

/** An admin-typed policy text for the answer: as typed in English; in Filipino, `translated` or a quote. */
export const policyText = (
  { content, lang }: Say,
  key: AnyContentKey,
  translated: string,
  typed = content(key),
) =>
  !isFilipino(lang)
    ? typed
    : content(key) === CONTENT_DEFAULTS[key].content
      ? translated
      : lang.t('info.resortNote', { text: typed });
/** '2 guests', '1 night' in the asker's language. */
export const count = ({ t }: Speaker, noun: 'guests' | 'adults' | 'kids' | 'nights', n: number) =>
  t(`count.${noun}`, { count: n });
export const contactLine = ({ content, lang }: Say) =>
  lang.t('contactLine', { email: content('contact_email'), phone: content('contact_phone') });

export const partyLabel = (party: Party, lang: Speaker): string => {
  if (party.guests !== undefined) return count(lang, 'guests', party.guests);
  const adults = count(lang, 'adults', Math.max(party.adults ?? 1, 1));
  return party.kids ? lang.t('partyAnd', { adults, kids: count(lang, 'kids', party.kids) }) : adults;
};

export const capacityOf = (room: RoomWithRates, lang: Speaker) => {
  const kids =
    room.maxKids > 0 ? lang.t('room.capacityKids', { kids: count(lang, 'kids', room.maxKids) }) : '';
  return lang.t('room.capacity', {
    guests: count(lang, 'guests', room.maxOccupancy),
    adults: count(lang, 'adults', room.maxAdults),
    kids,
  });
};

/** Why the stay cannot be booked as asked (the booking form's limits), in the asker's language. */
export const limitProblem = (
  stay: { checkin: string; checkout: string },
  options: { today: string; limits: StayLimits; lang: Speaker },
) => {
  const { today, limits, lang } = options;
  const tooMuch = checkStayLimits(stay, { today, limits });
  if (!tooMuch) return null;
  const problem =
    tooMuch.path === 'checkin'
      ? lang.t('limits.beyondHorizon', { days: limits.bookingHorizonDays })
      : lang.t('limits.stayTooLong', { nights: limits.maxStayNights });
  return { path: tooMuch.path, problem };
};

/** A day checkVisitDay refuses, in the asker's language: its own message in English. */
export const visitDayProblem = (problem: string, limits: StayLimits, lang: Speaker) => {
  if (!isFilipino(lang)) return problem;
  if (problem === beyondHorizonMessage(limits.bookingHorizonDays))
    return lang.t('limits.beyondHorizon', { days: limits.bookingHorizonDays });
  return lang.t(problem === MSG.checkinInPast ? 'dayVisit.pastDay' : 'dayVisit.notADay');
};

/** The room's seasonal rates that still apply from today on, or '' when it has none. */
export const seasonalRates = (room: RoomWithRates, today: string, lang: Speaker): string => {
  const rates = room.rates
    .filter((rate) => rate.validTo >= today)
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
    .map((rate) =>
      lang.t('room.rate', {
        rate: rate.rateType,
        price: formatPesos(rate.price),
        from: lang.day(rate.validFrom),
        to: lang.day(rate.validTo),
      }),
    );
  return rates.length > 0 ? lang.t('room.seasonal', { rates: rates.join('; ') }) : '';
};
