// The chat assistant (spec sections 1 and 7): a rule-based, deterministic helper that answers from the
// resort's own data (rooms, amenities, content, reservations) and logs every exchange for the admins.
// No outside AI service: the same question always gets the same answer from the same data.
import { ACTIVITY_NAMES } from '@domain/activities';
import type { ChatbotConversationDto, ChatReplyDto } from '@domain/api-types';
import { type AnswerSource, normalizeQuestion } from '@domain/chatbot';
import { BOOKING_PAYMENT_METHODS, DEFAULT_AMENITY_DESCRIPTION } from '@domain/constants';
import { type AnyContentKey, CONTENT_DEFAULTS, contentValue } from '@domain/content';
import { nightsBetween } from '@domain/dates';
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages';
import { formatCentavos, formatPesos, toCentavos, toDecimalString } from '@domain/money';
import {
  DISCOUNT_ID_TYPE_LABELS,
  DOWN_PAYMENT_PERCENT,
  discountStay,
  quoteStay,
  SENIOR_PWD_DISCOUNT_PERCENT,
  VAT_PERCENT,
} from '@domain/pricing';
import type { ReservationStatus } from '@domain/reservation-status';
import { checkStayLimits, type StayLimits } from '@domain/stay-limits';
import type { Database } from '../../db/client';
import type { Speaker } from '../../lib/i18n';
import { listAmenities } from '../amenities';
import { findContentMap } from '../content';
import { findReservationsByCodes } from '../reservations';
import { findRoomNames, findRoomsWithRates, findRoomWithRates, type RoomWithRates } from '../rooms';
import { toConversationDto } from './dto';
import { type FaqIndex, indexFaq, matchFaq } from './faq-match';
import {
  ACTIVITY_WORDS,
  amenityKeywordsIn,
  normalize,
  type Party,
  parseMaxPrice,
  parseParty,
  parseStayDates,
  partySize,
  RESERVATION_CONTEXT,
  readMessage,
  referenceCodeCandidates,
  roomsNamedIn,
  type StayDates,
  type Topic,
} from './intents';
import * as repo from './repository';
import { chatSpeaker } from './speaker';

/** Rooms listed in one answer; the rest are one click away on /rooms. */
const ROOMS_LISTED = 3;
/** The admin history answers with the newest exchanges only, so the page stays quick to load. */
export const CONVERSATION_LIMIT = 1000;
/** The unanswered list counts questions by their first this many normalised characters. */
const QUESTION_KEY_LENGTH = 200;

type Content = (key: AnyContentKey) => string;
/** What every answer is written with: the resort's content and the asker's language. */
type Say = { content: Content; lang: Speaker };

// The FAQ's matching index, per database, rebuilt only when the FAQ's version (count and last change)
// moves: one small query per message instead of reading and indexing every entry. Asking the database
// each time keeps several server instances in step.
const faqIndexes = new WeakMap<Database, { version: string; index: FaqIndex }>();

export const loadFaqIndex = async (db: Database): Promise<FaqIndex> => {
  const version = await repo.findFaqVersion(db);
  const cached = faqIndexes.get(db);
  if (cached?.version === version) return cached.index;
  const index = indexFaq(await repo.findFaqsForMatching(db));
  faqIndexes.set(db, { version, index });
  return index;
};

/** The resort's texts in the asker's language (the English where the admin wrote no Filipino). */
const loadContent = async (db: Database, language: Language): Promise<Content> => {
  const map = await findContentMap(db, undefined, language);
  return (key) => contentValue(map, key);
};

const listOf = (items: string[], { t }: Speaker, joiner: 'listAnd' | 'listOr' = 'listAnd') =>
  items.length <= 1
    ? (items[0] ?? '')
    : t(joiner, { rest: items.slice(0, -1).join(', '), last: items.at(-1) });

// Room and facility descriptions, and the policy texts, are typed by the admin in English. An English
// answer quotes them; a Filipino one names the facility (names stay as typed) and says the policy in
// Filipino while the admin's text is still the built-in one, or quotes an edited text as the resort's note.
const isFilipino = (lang: Speaker) => lang.language === 'fil';

/** 'Restaurant: Fresh seafood…' in English; only the name in Filipino. */
const describeAmenity = (amenity: { name: string; description: string }, lang: Speaker) =>
  isFilipino(lang)
    ? amenity.name
    : `${amenity.name}: ${amenity.description.trim() || DEFAULT_AMENITY_DESCRIPTION}`;

/** An admin-typed policy text for the answer: as typed in English; in Filipino, `translated` or a quote. */
const policyText = ({ content, lang }: Say, key: AnyContentKey, translated: string, typed = content(key)) =>
  !isFilipino(lang)
    ? typed
    : content(key) === CONTENT_DEFAULTS[key].content
      ? translated
      : lang.t('info.resortNote', { text: typed });
/** '2 guests', '1 night' in the asker's language. */
const count = ({ t }: Speaker, noun: 'guests' | 'adults' | 'kids' | 'nights', n: number) =>
  t(`count.${noun}`, { count: n });
const contactLine = ({ content, lang }: Say) =>
  lang.t('contactLine', { email: content('contact_email'), phone: content('contact_phone') });

// ---------------------------------------------------------------------------------------------
// Reservation by reference code
// ---------------------------------------------------------------------------------------------

type FoundReservation = Awaited<ReturnType<typeof findReservationsByCodes>>[number];

const statusHint = (status: ReservationStatus, say: Say): string => {
  const { content, lang } = say;
  switch (status) {
    case 'confirmed':
      return lang.t('statusHint.confirmed', { time: content('check_in_time') });
    case 'checked_in':
      return lang.t('statusHint.checked_in', { time: content('check_out_time') });
    default:
      return lang.t(`statusHint.${status}`, { contact: contactLine(say) });
  }
};

const reservationReply = (found: FoundReservation, say: Say): ChatReplyDto => {
  const { status } = found;
  const { t, day } = say.lang;
  return {
    response: t('reservation.found', {
      code: found.referenceCode,
      room: found.roomName,
      checkin: day(found.checkin),
      checkout: day(found.checkout),
      status: t(`statusLabel.${status}`, { defaultValue: status }),
      hint: statusHint(status, say),
    }),
    reservation: { roomName: found.roomName, checkin: found.checkin, checkout: found.checkout, status },
  };
};

/**
 * A code in the message is looked up first. Only the room's name, the dates and the status are ever
 * revealed: the code is all the asker has proven, so no names, emails or amounts.
 */
const lookUpCode = async (
  db: Database,
  options: { message: string; say: Say; mayLookUp: () => Promise<boolean> },
): Promise<ChatReplyDto | null> => {
  const { message, say } = options;
  const { t } = say.lang;
  const candidates = referenceCodeCandidates(message);
  if (candidates.length === 0) return null;
  // every lookup spends the asker's budget, so codes cannot be probed by the thousand
  if (!(await options.mayLookUp()))
    return { response: t('reservation.budgetSpent', { contact: contactLine(say) }) };
  const rows = await findReservationsByCodes(
    db,
    candidates.map((c) => c.code),
  );
  for (const candidate of candidates) {
    const found = rows.find((row) => row.referenceCode === candidate.code);
    if (found) return reservationReply(found, say);
  }
  const meant =
    candidates.find((c) => c.strong) ??
    (RESERVATION_CONTEXT.test(normalize(message)) ? candidates[0] : undefined);
  return meant
    ? { response: t('reservation.notFound', { code: meant.code, contact: contactLine(say) }) }
    : null;
};

// ---------------------------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------------------------

const partyLabel = (party: Party, lang: Speaker): string => {
  if (party.guests !== undefined) return count(lang, 'guests', party.guests);
  const adults = count(lang, 'adults', Math.max(party.adults ?? 1, 1));
  return party.kids ? lang.t('partyAnd', { adults, kids: count(lang, 'kids', party.kids) }) : adults;
};

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
  lang: Speaker,
) => {
  const capacity = lang.t('availability.upTo', { guests: count(lang, 'guests', room.maxOccupancy) });
  if (!dates)
    return lang.t('availability.roomPerNight', {
      room: room.name,
      price: formatPesos(room.basePrice),
      capacity,
    });
  const quote = quoteStay({ basePrice: room.basePrice, rates: room.rates, ...dates });
  const total = formatPesos(toDecimalString(quote.totalCentavos));
  const nights = count(lang, 'nights', quote.nights.length);
  return lang.t('availability.roomForStay', { room: room.name, total, nights, capacity });
};

/** Why the stay cannot be booked as asked (the booking form's limits), in the asker's language. */
const limitProblem = (
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

const availabilityAnswer = async (
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

  const lines = rooms.slice(0, ROOMS_LISTED).map((room) => roomLine(room, dates, lang));
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
const cheapestAnswer = async (
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
      ? quoteStay({ basePrice: room.basePrice, rates: room.rates, ...dates }).totalCentavos
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

// ---------------------------------------------------------------------------------------------
// A room the guest names
// ---------------------------------------------------------------------------------------------

const capacityOf = (room: RoomWithRates, lang: Speaker) => {
  const kids =
    room.maxKids > 0 ? lang.t('room.capacityKids', { kids: count(lang, 'kids', room.maxKids) }) : '';
  return lang.t('room.capacity', {
    guests: count(lang, 'guests', room.maxOccupancy),
    adults: count(lang, 'adults', room.maxAdults),
    kids,
  });
};

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
  options: { room: RoomWithRates; stay: StayDates; today: string; limits: StayLimits; lang: Speaker },
): Promise<string> => {
  const { room, stay, today, limits, lang } = options;
  const { t, day } = lang;
  if (stay.status === 'past') return t('room.past', { checkin: day(stay.checkin), today: day(today) });
  if (stay.status === 'inverted') return `${t('limits.checkoutAfterCheckin')}.`;
  const tooMuch = limitProblem(stay, { today, limits, lang });
  if (tooMuch) return `${tooMuch.problem}.`;
  const dates = { checkin: stay.checkin, checkout: stay.checkout };
  const quote = quoteStay({ basePrice: room.basePrice, rates: room.rates, ...dates });
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

/** The room's seasonal rates that still apply from today on, or '' when it has none. */
const seasonalRates = (room: RoomWithRates, today: string, lang: Speaker): string => {
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

/** Price per night, seasonal rates still to come, capacity and amenities of each room the message names. */
const namedRoomsAnswer = async (
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
    else if (stay && !tooSmall) lines.push(await stayLine(db, { room, stay, today, limits, lang }));
    lines.push(t('room.link', { id: room.id }));
    answers.push(lines.join('\n'));
  }
  return answers.join('\n\n');
};

// ---------------------------------------------------------------------------------------------
// Amenities and resort information
// ---------------------------------------------------------------------------------------------

const amenitiesAnswer = async (db: Database, message: string, say: Say): Promise<string> => {
  const { content, lang } = say;
  const { t } = lang;
  const amenities = await listAmenities(db);
  const describe = (a: { name: string; description: string }) => describeAmenity(a, lang);
  const asked = amenityKeywordsIn(message);
  const lines: string[] = [];
  for (const keyword of asked) {
    const match = amenities.find((a) => keyword.names.some((name) => a.name.toLowerCase().includes(name)));
    lines.push(
      match
        ? t('amenities.yes', { amenity: describe(match) })
        : t('amenities.missing', {
            label: t(`amenities.label.${keyword.key}`),
            phone: content('contact_phone'),
          }),
    );
  }
  if (ACTIVITY_WORDS.test(normalize(message)))
    lines.push(t('amenities.activities', { list: listOf([...ACTIVITY_NAMES], lang) }));
  if (lines.length === 0) {
    if (amenities.length === 0) return t('amenities.updating', { contact: contactLine(say) });
    return t('amenities.all', { lines: amenities.map((a) => `• ${describe(a)}`).join('\n') });
  }
  return t('amenities.some', { lines: lines.join('\n') });
};

/** The policy sentence about cancelling, from the admin's payment policy text when it has one. */
const cancellationPolicy = (say: Say): string => {
  const sentences = say.content('payment_policy').match(/[^.!?]+[.!?]?/g) ?? [];
  // the admin's Filipino policy says "pagkansela"
  const sentence = sentences.find((s) => /cancel|kansel/i.test(s))?.trim();
  const translated = say.lang.t('info.freeCancellation');
  return sentence ? policyText(say, 'payment_policy', translated, sentence) : translated;
};

/**
 * How to pay, step by step, as the booking page has the guest do it: the down payment (30%, from the
 * domain) to the resort's GCash or BDO account (from content), the reference number on the form, the
 * desk's check, the balance at check-in. Then the methods and the admin's policy text.
 */
const paymentAnswer = (say: Say): string => {
  const { content, lang } = say;
  const balance = 100 - DOWN_PAYMENT_PERCENT;
  const steps = lang.t('info.paymentSteps', {
    percent: DOWN_PAYMENT_PERCENT,
    balance,
    gcashNumber: content('gcash_number'),
    gcashName: content('gcash_name'),
    bdoAccount: content('bdo_account'),
    bdoName: content('bdo_name'),
  });
  const methods = listOf(
    BOOKING_PAYMENT_METHODS.map((m) => m.label),
    lang,
  );
  const policy = policyText(
    say,
    'payment_policy',
    lang.t('info.defaultPolicy', { percent: DOWN_PAYMENT_PERCENT, balance }),
  ).trim();
  // the admin's policy text is the source; the 30% rule is stated even if an edit dropped it
  const downPayment = content('payment_policy').includes(`${DOWN_PAYMENT_PERCENT}%`)
    ? ''
    : lang.t('info.downPayment', { percent: DOWN_PAYMENT_PERCENT, balance });
  return `${steps}\n\n${lang.t('info.payment', { methods, policy, downPayment })}`;
};

/** The senior citizen and PWD discount as the booking form applies it (docs/pricing.md), with an example. */
const discountAnswer = async (db: Database, say: Say): Promise<string> => {
  const { lang } = say;
  const ids = listOf(Object.values(DISCOUNT_ID_TYPE_LABELS), lang, 'listOr');
  const rule = lang.t('discount.rule', { percent: SENIOR_PWD_DISCOUNT_PERCENT, vat: VAT_PERCENT, ids });
  // the cheapest bookable room's night for one eligible guest alone, priced by the booking's own function
  const [room] = await findRoomsWithRates(db, { status: 'available' });
  if (!room) return rule;
  const regularCentavos = toCentavos(room.basePrice);
  const bill = discountStay({ regularCentavos, guests: 1, eligibleGuests: 1 });
  const example = lang.t('discount.example', {
    room: room.name,
    price: formatCentavos(regularCentavos),
    discounted: formatCentavos(bill.totalCentavos),
  });
  return `${rule}\n${example}`;
};

const BREAKFAST_WORDS = /\b(breakfast|almusal|agahan)\b/i;

/**
 * Whether breakfast comes with a stay, from the data only: the bookable rooms whose amenities list it,
 * a facility that mentions it, and otherwise the restaurant. Never a "yes" the data does not hold.
 */
const breakfastAnswer = async (db: Database, say: Say): Promise<string> => {
  const { lang } = say;
  const { t } = lang;
  const [rooms, amenities] = await Promise.all([
    findRoomsWithRates(db, { status: 'available' }),
    listAmenities(db),
  ]);
  const withBreakfast = rooms.filter((room) => room.amenities.some((item) => BREAKFAST_WORDS.test(item)));
  const lines = [
    withBreakfast.length > 0
      ? t('breakfast.inRooms', {
          rooms: listOf(
            withBreakfast.map((room) => room.name),
            lang,
          ),
          contact: contactLine(say),
        })
      : t('breakfast.notListed', { contact: contactLine(say) }),
  ];
  const mentions = amenities.filter((a) => BREAKFAST_WORDS.test(`${a.name} ${a.description}`));
  const restaurant = amenities.find((a) => /restaurant|dining/i.test(a.name));
  if (mentions.length > 0)
    lines.push(
      t('breakfast.facility', {
        facility: mentions.map((a) => describeAmenity(a, lang)).join(isFilipino(lang) ? ', ' : ' '),
      }),
    );
  else if (restaurant) lines.push(t('breakfast.restaurant', { facility: describeAmenity(restaurant, lang) }));
  return lines.join('\n');
};

const infoAnswer = (topic: Topic, say: Say): string => {
  const { content, lang } = say;
  switch (topic) {
    case 'times':
      return lang.t('info.times', { checkIn: content('check_in_time'), checkOut: content('check_out_time') });
    case 'payment':
      return paymentAnswer(say);
    case 'cancellation':
      return lang.t('info.cancellation', { policy: cancellationPolicy(say), contact: contactLine(say) });
    case 'address':
      return lang.t('info.address', { address: content('resort_address') });
    case 'contact':
      return lang.t('info.contact', {
        phone: content('contact_phone'),
        email: content('contact_email'),
        hours: lang.t('info.officeHours'),
      });
    default:
      return '';
  }
};

// ---------------------------------------------------------------------------------------------
// The reply
// ---------------------------------------------------------------------------------------------

export type ChatContext = {
  /** The resort's today ('YYYY-MM-DD'). */
  today: string;
  limits: StayLimits;
  /** Spends one reservation-code lookup from the asker's budget; false when it is spent. */
  mayLookUp: () => Promise<boolean>;
  /** The language the reply is written in (English when not told). */
  language?: Language;
};

/** The answer and which kind of answer it was, for the conversation log. */
export type ComposedReply = { reply: ChatReplyDto; source: AnswerSource; faqId: string | null };

/**
 * The assistant's answer to one message, in this order: a reference code's booking; the admin's FAQ
 * (entries in the asker's language first, then the others: the entry's own answer); a room the message
 * names; the built-in topics; small talk; and "contact us" when nothing matched (the unanswered
 * questions the admin sees).
 */
export const composeReply = async (
  db: Database,
  options: ChatContext & { message: string },
): Promise<ComposedReply> => {
  const { message, today, limits } = options;
  const language = options.language ?? DEFAULT_LANGUAGE;
  const lang = chatSpeaker(language);
  const { t } = lang;
  const [content, faqIndex, roomNames] = await Promise.all([
    loadContent(db, language),
    loadFaqIndex(db),
    findRoomNames(db),
  ]);
  const say: Say = { content, lang };
  const answer = (response: string, source: AnswerSource): ComposedReply => ({
    reply: { response },
    source,
    faqId: null,
  });

  const byCode = await lookUpCode(db, { message, say, mayLookUp: options.mayLookUp });
  if (byCode) return { reply: byCode, source: 'reservation', faqId: null };

  const faq = matchFaq(faqIndex, message, language);
  if (faq) return { reply: { response: faq.entry.answer }, source: 'faq', faqId: faq.entry.id };

  const found = {
    dates: parseStayDates(message, today) !== null,
    party: parseParty(message) !== null,
    maxPrice: parseMaxPrice(message) !== undefined,
  };
  const reading = readMessage(message, found);
  const named = (
    await Promise.all(roomsNamedIn(message, roomNames).map((room) => findRoomWithRates(db, room.id)))
  ).filter((room) => room !== null);
  const paragraphs: string[] = [];
  if (named.length > 0)
    paragraphs.push(await namedRoomsAnswer(db, { message, today, limits, rooms: named, lang }));
  for (const topic of reading.topics) {
    // a named room's answer already gives its price, capacity and amenities
    if (named.length > 0 && (topic === 'availability' || topic === 'amenities')) continue;
    if (topic === 'availability')
      paragraphs.push(
        (reading.cheapest && (await cheapestAnswer(db, { message, today, limits, say }))) ||
          (await availabilityAnswer(db, { message, today, limits, say })),
      );
    else if (topic === 'amenities') paragraphs.push(await amenitiesAnswer(db, message, say));
    else if (topic === 'breakfast') paragraphs.push(await breakfastAnswer(db, say));
    else if (topic === 'discount') paragraphs.push(await discountAnswer(db, say));
    else if (topic === 'reservation') paragraphs.push(t('reservation.help'));
    else paragraphs.push(infoAnswer(topic, say));
  }

  if (paragraphs.length > 0) {
    const hello = reading.greeting ? t('smallTalk.hello') : '';
    return answer(`${hello}${paragraphs.join('\n\n')}`, named.length > 0 ? 'room' : 'topics');
  }
  if (reading.thanks) return answer(t('smallTalk.thanks'), 'small_talk');
  if (reading.goodbye) return answer(t('smallTalk.goodbye'), 'small_talk');
  if (reading.greeting || reading.help)
    return answer(`${t('smallTalk.hello')}${t('smallTalk.help')}`, 'small_talk');
  return answer(t('smallTalk.fallback', { contact: contactLine(say) }), 'fallback');
};

/** Answers a message and keeps the exchange (with the guest's id when signed in) for the admins. */
export const answerChatMessage = async (
  db: Database,
  options: ChatContext & { message: string; sessionId: string; userId: string | null },
): Promise<ChatReplyDto> => {
  const { reply, source, faqId } = await composeReply(db, options);
  await repo.insertChatMessage(db, {
    sessionId: options.sessionId,
    userId: options.userId,
    userMessage: options.message,
    botResponse: reply.response,
    answerSource: source,
    faqId,
    // the unanswered list counts questions by this key; a long message is cut so the index stays small
    questionKey: normalizeQuestion(options.message).slice(0, QUESTION_KEY_LENGTH),
    // the language the guest chatted in, as composeReply read it (an FAQ entry may answer in its own)
    language: options.language ?? DEFAULT_LANGUAGE,
  });
  return reply;
};

/** Newest first, for the admin's chatbot history page (which groups them by session). */
export const listConversations = async (db: Database): Promise<ChatbotConversationDto[]> =>
  (await repo.findRecentMessages(db, CONVERSATION_LIMIT)).map(toConversationDto);
