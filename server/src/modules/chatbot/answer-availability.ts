// Which rooms are free for the stay, party and budget asked, and the cheapest of them.
import { nightsBetween } from '@domain/dates';
import { formatCentavos, formatPesos, toCentavos, toDecimalString } from '@domain/money';
import { quoteStay, stayPricing } from '@domain/pricing';
import type { StayLimits } from '@domain/stay-limits';
import type { Database } from '../../db/client';
import type { Speaker } from '../../lib/i18n';
import { findRoomsWithRates, type RoomWithRates } from '../rooms';
import {
  capacityOf,
  contactLine,
  count,
  limitProblem,
  listOf,
  partyLabel,
  type Say,
  seasonalRates,
} from './answer-phrasing';
import { type Party, parseMaxPrice, parseParty, partySize, pricedParty } from './intents/party';
import { parseStayDates, type StayDates } from './intents/stay-dates';

/** Rooms listed in one answer; the rest are one click away on /rooms. */
const ROOMS_LISTED = 3;

const roomsLink = (dates: { checkin: string; checkout: string } | null, party: Party | null) => {
  const query = new URLSearchParams();
  if (dates) {
    query.set('checkin', dates.checkin);
    query.set('checkout', dates.checkout);
  }
  // a bare head count says nothing about adults versus kids, so the rooms page gets no party then
  if (party && party.guests === undefined) {
    query.set('adults', String(Math.max(party.adults ?? 1, 1)));
    if (party.kids) query.set('kids', String(party.kids));
  }
  const search = query.toString();
  return search ? `/rooms?${search}` : '/rooms';
};

const roomLine = (
  room: RoomWithRates,
  dates: { checkin: string; checkout: string } | null,
  party: Party | null,
  lang: Speaker,
) => {
  const capacity = lang.t('availability.upTo', { guests: count(lang, 'guests', room.maxOccupancy) });
  if (!dates)
    return lang.t('availability.roomPerNight', {
      room: room.name,
      price: formatPesos(room.basePrice),
      capacity,
    });
  const quote = quoteStay(stayPricing(room, dates, pricedParty(party)));
  const total = formatPesos(toDecimalString(quote.totalCentavos));
  const nights = count(lang, 'nights', quote.nights.length);
  return lang.t('availability.roomForStay', { room: room.name, total, nights, capacity });
};

export const availabilityAnswer = async (
  db: Database,
  options: { message: string; today: string; limits: StayLimits; say: Say },
): Promise<string> => {
  const { message, today, limits, say } = options;
  const { lang } = say;
  const { t, day } = lang;
  const stay: StayDates | null = parseStayDates(message, today);
  if (stay?.status === 'past')
    return t('availability.past', { checkin: day(stay.checkin), today: day(today) });
  if (stay?.status === 'inverted')
    return t('availability.inverted', { problem: t('limits.checkoutAfterCheckin') });
  // the same limits as the booking form, checked before any room is priced
  const tooMuch = stay && limitProblem(stay, { today, limits, lang });
  if (tooMuch) {
    const ask = tooMuch.path === 'checkin' ? t('availability.askFurther') : t('availability.askLonger');
    return t('availability.tooMuch', { problem: tooMuch.problem, ask, contact: contactLine(say) });
  }

  const party = parseParty(message);
  const maxPrice = parseMaxPrice(message);
  const dates = stay ? { checkin: stay.checkin, checkout: stay.checkout } : null;
  const size = party ? partySize(party) : undefined;
  const rooms = await findRoomsWithRates(db, {
    minAdults: party?.adults,
    minKids: party?.kids,
    minOccupancy: size,
    maxPrice,
    status: 'available',
    freeBetween: dates ?? undefined,
  });

  const forParty = party ? t('availability.forParty', { party: partyLabel(party, lang) }) : '';
  const underPrice =
    maxPrice !== undefined ? t('availability.underPrice', { price: formatPesos(maxPrice) }) : '';
  const when = stay
    ? t('availability.when', { checkin: day(stay.checkin), checkout: day(stay.checkout) })
    : '';
  const link = roomsLink(dates, party);

  if (rooms.length === 0) {
    if (party && size !== undefined && size > 1) {
      const fitting = await findRoomsWithRates(db, {
        minAdults: party.adults,
        minKids: party.kids,
        minOccupancy: size,
        status: 'available',
      });
      if (fitting.length === 0)
        return t('availability.noRoomForGroup', {
          party: partyLabel(party, lang),
          contact: contactLine(say),
        });
    }
    return stay
      ? t('availability.noneFree', { when, forParty, underPrice })
      : t('availability.noneMatch', { forParty, underPrice, contact: contactLine(say) });
  }

  const lines = rooms.slice(0, ROOMS_LISTED).map((room) => roomLine(room, dates, party, lang));
  if (rooms.length > ROOMS_LISTED)
    lines.push(t('availability.moreRooms', { count: rooms.length - ROOMS_LISTED }));
  if (stay) {
    const nights = count(lang, 'nights', stay.nights);
    const assumed = stay.assumedNights ? t('availability.assumed') : '';
    return t('availability.found', {
      when,
      nights,
      forParty,
      underPrice,
      lines: lines.join('\n'),
      link,
      assumed,
    });
  }
  return t('availability.list', { forParty, underPrice, lines: lines.join('\n'), link });
};

/**
 * The cheapest room asked about: with dates, the free room whose stay costs least (seasonal rates
 * counted); without, the lowest price per night, with its seasonal rates still to come. Null when the
 * dates don't work or no room matches: the availability answer then says why.
 */
export const cheapestAnswer = async (
  db: Database,
  options: { message: string; today: string; limits: StayLimits; say: Say },
): Promise<string | null> => {
  const { message, today, limits, say } = options;
  const { lang } = say;
  const { t, day } = lang;
  const stay = parseStayDates(message, today);
  if (stay && (stay.status !== 'ok' || limitProblem(stay, { today, limits, lang }))) return null;
  const party = parseParty(message);
  const dates = stay?.status === 'ok' ? { checkin: stay.checkin, checkout: stay.checkout } : null;
  const rooms = await findRoomsWithRates(db, {
    minAdults: party?.adults,
    minKids: party?.kids,
    minOccupancy: party ? partySize(party) : undefined,
    maxPrice: parseMaxPrice(message),
    status: 'available',
    freeBetween: dates ?? undefined,
  });
  const priced = rooms.map((room) => ({
    room,
    centavos: dates
      ? quoteStay(stayPricing(room, dates, pricedParty(party))).totalCentavos
      : toCentavos(room.basePrice),
  }));
  const least = Math.min(...priced.map((p) => p.centavos));
  const cheapest = priced.filter((p) => p.centavos === least).map((p) => p.room);
  const [first] = cheapest;
  if (!first) return null;
  const forParty = party ? t('availability.forParty', { party: partyLabel(party, lang) }) : '';
  const names = listOf(
    cheapest.map((room) => room.name),
    lang,
  );
  const lines: string[] = [];
  if (dates) {
    lines.push(
      t('cheapest.forStay', {
        count: cheapest.length,
        rooms: names,
        when: t('availability.when', { checkin: day(dates.checkin), checkout: day(dates.checkout) }),
        forParty,
        total: formatCentavos(least),
        nights: count(lang, 'nights', nightsBetween(dates.checkin, dates.checkout)),
        capacity: capacityOf(first, lang),
      }),
    );
  } else {
    lines.push(
      t('cheapest.perNight', {
        count: cheapest.length,
        rooms: names,
        forParty,
        price: formatCentavos(least),
        capacity: capacityOf(first, lang),
      }),
    );
    const seasonal = seasonalRates(first, today, lang);
    if (seasonal) lines.push(seasonal);
  }
  lines.push(t('room.link', { id: first.id }));
  return lines.join('\n');
};
