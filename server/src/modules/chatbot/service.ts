// The chat assistant (spec sections 1 and 7): a rule-based, deterministic helper that answers from the
// resort's own data (rooms, amenities, content, reservations) and logs every exchange for the admins.
// No outside AI service: the same question always gets the same answer from the same data.
import { ACTIVITY_NAMES } from '@domain/activities';
import type { ChatbotConversationDto, ChatReplyDto } from '@domain/api-types';
import { type AnswerSource, normalizeQuestion } from '@domain/chatbot';
import { BOOKING_PAYMENT_METHODS, DEFAULT_AMENITY_DESCRIPTION, OFFICE_HOURS } from '@domain/constants';
import { type AnyContentKey, contentValue } from '@domain/content';
import { formatDay } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatPesos, toDecimalString } from '@domain/money';
import { DOWN_PAYMENT_PERCENT, quoteStay } from '@domain/pricing';
import { type ReservationStatus, STATUS_LABELS } from '@domain/reservation-status';
import { checkStayLimits, type StayLimits } from '@domain/stay-limits';
import type { Database } from '../../db/client';
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

/** Rooms listed in one answer; the rest are one click away on /rooms. */
const ROOMS_LISTED = 3;
/** The admin history answers with the newest exchanges only, so the page stays quick to load. */
export const CONVERSATION_LIMIT = 1000;
/** The unanswered list counts questions by their first this many normalised characters. */
const QUESTION_KEY_LENGTH = 200;

type Content = (key: AnyContentKey) => string;

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

const loadContent = async (db: Database): Promise<Content> => {
  const map = await findContentMap(db);
  return (key) => contentValue(map, key);
};

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const contactLine = (content: Content) => `${content('contact_email')} or ${content('contact_phone')}`;

// ---------------------------------------------------------------------------------------------
// Reservation by reference code
// ---------------------------------------------------------------------------------------------

type FoundReservation = Awaited<ReturnType<typeof findReservationsByCodes>>[number];

const statusHint = (status: ReservationStatus, content: Content): string => {
  switch (status) {
    case 'pending':
      return "We're verifying your down payment; you'll receive an email as soon as it's confirmed.";
    case 'confirmed':
      return `Your stay is confirmed. Check-in is from ${content('check_in_time')}. See you soon!`;
    case 'checked_in':
      return `Enjoy your stay! Check-out is until ${content('check_out_time')}.`;
    case 'completed':
      return 'Thank you for staying with us! You can leave a review from your dashboard.';
    case 'cancelled':
      return `This reservation was cancelled. If that's unexpected, please contact us at ${contactLine(content)}.`;
    case 'expired':
      return `This booking expired because no payment was verified in time. To stay with us, please book again or contact us at ${contactLine(content)}.`;
    case 'no_show':
      return `This reservation was marked as a no-show. If that's unexpected, please contact us at ${contactLine(content)}.`;
  }
};

const reservationReply = (found: FoundReservation, content: Content): ChatReplyDto => {
  const status = found.status;
  return {
    response:
      `I found reservation ${found.referenceCode}: ${found.roomName}, ${formatDay(found.checkin)} to ` +
      `${formatDay(found.checkout)}. Status: ${STATUS_LABELS[status] ?? status}. ${statusHint(status, content)}`,
    reservation: { roomName: found.roomName, checkin: found.checkin, checkout: found.checkout, status },
  };
};

const lookupBudgetSpent = (content: Content) =>
  "I've looked up several reservation codes for you already. Please wait a few minutes and try again, " +
  `sign in to see your bookings on your dashboard (/dashboard), or contact us at ${contactLine(content)}.`;

const notFoundReply = (code: string, content: Content): ChatReplyDto => ({
  response:
    `I couldn't find a reservation with the code ${code}. Please check the 8-character code in your ` +
    `confirmation email (letters and digits, e.g. 7KQ4MZ2P), or contact us at ${contactLine(content)}.`,
});

/**
 * A code in the message is looked up first. Only the room's name, the dates and the status are ever
 * revealed: the code is all the asker has proven, so no names, emails or amounts.
 */
const lookUpCode = async (
  db: Database,
  options: { message: string; content: Content; mayLookUp: () => Promise<boolean> },
): Promise<ChatReplyDto | null> => {
  const { message, content } = options;
  const candidates = referenceCodeCandidates(message);
  if (candidates.length === 0) return null;
  // every lookup spends the asker's budget, so codes cannot be probed by the thousand
  if (!(await options.mayLookUp())) return { response: lookupBudgetSpent(content) };
  const rows = await findReservationsByCodes(
    db,
    candidates.map((c) => c.code),
  );
  for (const candidate of candidates) {
    const found = rows.find((row) => row.referenceCode === candidate.code);
    if (found) return reservationReply(found, content);
  }
  const meant =
    candidates.find((c) => c.strong) ??
    (RESERVATION_CONTEXT.test(normalize(message)) ? candidates[0] : undefined);
  return meant ? notFoundReply(meant.code, content) : null;
};

// ---------------------------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------------------------

const partyLabel = (party: Party): string => {
  if (party.guests !== undefined) return plural(party.guests, 'guest');
  const parts = [plural(Math.max(party.adults ?? 1, 1), 'adult')];
  if (party.kids) parts.push(plural(party.kids, 'kid'));
  return parts.join(' and ');
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

const roomLine = (room: RoomWithRates, dates: { checkin: string; checkout: string } | null) => {
  const capacity = `up to ${plural(room.maxOccupancy, 'guest')}`;
  if (!dates) return `• ${room.name}: ${formatPesos(room.basePrice)} per night, ${capacity}`;
  const quote = quoteStay({ basePrice: room.basePrice, rates: room.rates, ...dates });
  const total = formatPesos(toDecimalString(quote.totalCentavos));
  return `• ${room.name}: ${total} for ${plural(quote.nights.length, 'night')}, ${capacity}`;
};

const availabilityAnswer = async (
  db: Database,
  options: { message: string; today: string; limits: StayLimits; content: Content },
): Promise<string> => {
  const { message, today, limits, content } = options;
  const stay: StayDates | null = parseStayDates(message, today);
  if (stay?.status === 'past')
    return (
      `${formatDay(stay.checkin)} has already passed (today is ${formatDay(today)} at the resort). ` +
      "Which dates would you like to stay? For example: 'Dec 24 to 27 for 2 adults'."
    );
  if (stay?.status === 'inverted')
    return `${MSG.checkoutAfterCheckin}. Could you send your dates again? For example: 'Dec 24 to 27'.`;
  // the same limits as the booking form, checked before any room is priced
  const tooMuch = stay && checkStayLimits(stay, { today, limits });
  if (tooMuch) {
    const ask = tooMuch.path === 'checkin' ? 'For dates further ahead' : 'For longer stays';
    return (
      `${tooMuch.message}. Could you send other dates? For example: 'Dec 24 to 27 for 2 adults'. ` +
      `${ask}, please contact us at ${contactLine(content)}.`
    );
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

  const forParty = party ? ` for ${partyLabel(party)}` : '';
  const underPrice = maxPrice !== undefined ? ` under ${formatPesos(maxPrice)} a night` : '';
  const when = stay ? `from ${formatDay(stay.checkin)} to ${formatDay(stay.checkout)}` : '';
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
        return (
          `None of our rooms takes ${partyLabel(party)} on its own. For groups we can arrange several ` +
          `rooms: please contact us at ${contactLine(content)}, or browse /rooms.`
        );
    }
    return stay
      ? `I'm sorry, no room is free ${when}${forParty}${underPrice}. Please try other dates, or browse /rooms.`
      : `I'm sorry, no room matches${forParty}${underPrice} right now. Please browse /rooms or contact us at ${contactLine(content)}.`;
  }

  const lines = rooms.slice(0, ROOMS_LISTED).map((room) => roomLine(room, dates));
  if (rooms.length > ROOMS_LISTED) lines.push(`…and ${plural(rooms.length - ROOMS_LISTED, 'more room')}.`);
  if (stay) {
    const nights = `${plural(stay.nights, 'night')}`;
    const assumed = stay.assumedNights ? ' If you are staying longer, tell me your check-out date.' : '';
    return (
      `Good news! These rooms are available ${when} (${nights})${forParty}${underPrice}:\n` +
      `${lines.join('\n')}\n` +
      `You can book at ${link}.${assumed}`
    );
  }
  return (
    `Here are our rooms${forParty}${underPrice}:\n${lines.join('\n')}\n` +
    `Tell me your dates (for example 'Dec 24 to 27 for 2 adults') and I'll check what's free, ` +
    `or browse and book at ${link}.`
  );
};

// ---------------------------------------------------------------------------------------------
// A room the guest names
// ---------------------------------------------------------------------------------------------

const capacityOf = (room: RoomWithRates) => {
  const kids = room.maxKids > 0 ? ` and ${plural(room.maxKids, 'kid')}` : '';
  return `up to ${plural(room.maxOccupancy, 'guest')} (${plural(room.maxAdults, 'adult')}${kids})`;
};

/** Whether the party fits the room, said only when it does not. */
const partyProblem = (room: RoomWithRates, party: Party | null): string | null => {
  if (!party) return null;
  const fits =
    partySize(party) <= room.maxOccupancy &&
    (party.adults ?? 1) <= room.maxAdults &&
    (party.kids ?? 0) <= room.maxKids;
  return fits ? null : `It takes ${capacityOf(room)}, so it won't fit ${partyLabel(party)}.`;
};

/** The stay asked about for this room: its price and whether its nights are free, or why the dates don't work. */
const stayLine = async (
  db: Database,
  options: { room: RoomWithRates; stay: StayDates; today: string; limits: StayLimits },
): Promise<string> => {
  const { room, stay, today, limits } = options;
  if (stay.status === 'past')
    return `${formatDay(stay.checkin)} has already passed (today is ${formatDay(today)}).`;
  if (stay.status === 'inverted') return `${MSG.checkoutAfterCheckin}.`;
  const tooMuch = checkStayLimits(stay, { today, limits });
  if (tooMuch) return `${tooMuch.message}.`;
  const dates = { checkin: stay.checkin, checkout: stay.checkout };
  const quote = quoteStay({ basePrice: room.basePrice, rates: room.rates, ...dates });
  const price = `${formatPesos(toDecimalString(quote.totalCentavos))} for ${plural(stay.nights, 'night')}`;
  const when = `from ${formatDay(stay.checkin)} to ${formatDay(stay.checkout)}`;
  const free = await findRoomsWithRates(db, { status: 'available', freeBetween: dates });
  return free.some((other) => other.id === room.id)
    ? `Good news: it is free ${when}, ${price}.`
    : `I'm sorry, it is taken on some nights ${when} (${price} when free). Ask me for other rooms on those dates.`;
};

/** Price per night, seasonal rates still to come, capacity and amenities of each room the message names. */
const namedRoomsAnswer = async (
  db: Database,
  options: { message: string; today: string; limits: StayLimits; rooms: RoomWithRates[] },
): Promise<string> => {
  const { message, today, limits } = options;
  const stay = parseStayDates(message, today);
  const party = parseParty(message);
  const answers: string[] = [];
  for (const room of options.rooms) {
    const lines = [
      `The ${room.name} is ${formatPesos(room.basePrice)} per night and takes ${capacityOf(room)}.`,
    ];
    const rates = room.rates
      .filter((rate) => rate.validTo >= today)
      .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
      .map(
        (rate) =>
          `${rate.rateType}: ${formatPesos(rate.price)} per night from ${formatDay(rate.validFrom)} to ${formatDay(rate.validTo)}`,
      );
    if (rates.length > 0) lines.push(`Seasonal rates: ${rates.join('; ')}.`);
    if (room.amenities.length > 0) lines.push(`Amenities: ${room.amenities.join(', ')}.`);
    const tooSmall = partyProblem(room, party);
    if (tooSmall) lines.push(tooSmall);
    if (room.status !== 'available')
      lines.push("It can't be booked right now; please ask us about other rooms.");
    else if (stay && !tooSmall) lines.push(await stayLine(db, { room, stay, today, limits }));
    lines.push(`See photos and book at /rooms/${room.id}.`);
    answers.push(lines.join('\n'));
  }
  return answers.join('\n\n');
};

// ---------------------------------------------------------------------------------------------
// Amenities and resort information
// ---------------------------------------------------------------------------------------------

const amenitiesAnswer = async (db: Database, message: string, content: Content): Promise<string> => {
  const amenities = await listAmenities(db);
  const describe = (a: { name: string; description: string }) =>
    `${a.name}: ${a.description.trim() || DEFAULT_AMENITY_DESCRIPTION}`;
  const asked = amenityKeywordsIn(message);
  const lines: string[] = [];
  for (const keyword of asked) {
    const match = amenities.find((a) => keyword.names.some((name) => a.name.toLowerCase().includes(name)));
    lines.push(
      match
        ? `Yes, we have it! ${describe(match)}`
        : `I don't see ${keyword.label} among our facilities right now; our front desk can help at ${content('contact_phone')}.`,
    );
  }
  if (ACTIVITY_WORDS.test(normalize(message))) lines.push(`Things to do: ${listOf([...ACTIVITY_NAMES])}.`);
  if (lines.length === 0) {
    if (amenities.length === 0)
      return `Our facilities list is being updated. Please see /amenities or ask us at ${contactLine(content)}.`;
    return `Here's what you can enjoy at Casa Alon:\n${amenities
      .map((a) => `• ${describe(a)}`)
      .join('\n')}\nSee photos and more at /amenities.`;
  }
  return `${lines.join('\n')}\nSee all our facilities at /amenities.`;
};

/** The policy sentence about cancelling, from the admin's payment policy text when it has one. */
const cancellationPolicy = (content: Content): string => {
  const sentences = content('payment_policy').match(/[^.!?]+[.!?]?/g) ?? [];
  const sentence = sentences.find((s) => /cancel/i.test(s))?.trim();
  return sentence ?? 'Free cancellation up to 24 hours before check-in.';
};

const paymentAnswer = (content: Content): string => {
  const methods = listOf(BOOKING_PAYMENT_METHODS.map((m) => m.label));
  const policy = content('payment_policy').trim();
  // the admin's policy text is the source; the 30% rule is stated even if an edit dropped it
  const downPayment = policy.includes(`${DOWN_PAYMENT_PERCENT}%`)
    ? ''
    : ` A ${DOWN_PAYMENT_PERCENT}% down payment confirms your booking and the ${100 - DOWN_PAYMENT_PERCENT}% balance is due at check-in.`;
  return (
    `We accept ${methods}. ${policy}${downPayment}\n` +
    `• GCash: ${content('gcash_number')} (${content('gcash_name')})\n` +
    `• BDO: ${content('bdo_account')} (${content('bdo_name')})`
  );
};

const cancellationAnswer = (content: Content): string =>
  `${cancellationPolicy(content)} You can cancel a pending or confirmed booking yourself from your ` +
  `dashboard (/dashboard), or ask us at ${contactLine(content)}.`;

const infoAnswer = (topic: Topic, content: Content): string => {
  switch (topic) {
    case 'times':
      return `Check-in is from ${content('check_in_time')} and check-out is until ${content('check_out_time')}.`;
    case 'payment':
      return paymentAnswer(content);
    case 'cancellation':
      return cancellationAnswer(content);
    case 'address':
      return `We're at ${content('resort_address')}. Directions and a map are on our contact page (/contact).`;
    case 'contact':
      return (
        `You can reach us at ${content('contact_phone')} or ${content('contact_email')}. ` +
        `Our office is open ${OFFICE_HOURS}, with 24/7 emergency support.`
      );
    default:
      return '';
  }
};

const HELP_TEXT =
  "I'm the Casa Alon assistant. I can help you with:\n" +
  "• Room availability and prices (try 'Rooms for 2 adults Dec 24 to 27')\n" +
  '• Our amenities and activities\n' +
  '• Check-in and check-out times, payments and cancellations\n' +
  '• Your reservation status: just send your 8-character reference code';

const RESERVATION_HELP =
  "Sure! Please type your 8-character reservation reference code (you'll find it in your confirmation " +
  "email and on your dashboard) and I'll look up its status.";

// ---------------------------------------------------------------------------------------------
// The reply
// ---------------------------------------------------------------------------------------------

export type ChatContext = {
  /** The resort's today ('YYYY-MM-DD'). */
  today: string;
  limits: StayLimits;
  /** Spends one reservation-code lookup from the asker's budget; false when it is spent. */
  mayLookUp: () => Promise<boolean>;
};

/** The answer and which kind of answer it was, for the conversation log. */
export type ComposedReply = { reply: ChatReplyDto; source: AnswerSource; faqId: string | null };

/**
 * The assistant's answer to one message, in this order: a reference code's booking; the admin's FAQ
 * (any language: the entry's own answer); a room the message names; the built-in topics; small talk;
 * and "contact us" when nothing matched (the unanswered questions the admin sees).
 */
export const composeReply = async (
  db: Database,
  options: ChatContext & { message: string },
): Promise<ComposedReply> => {
  const { message, today, limits } = options;
  const [content, faqIndex, roomNames] = await Promise.all([
    loadContent(db),
    loadFaqIndex(db),
    findRoomNames(db),
  ]);
  const answer = (response: string, source: AnswerSource): ComposedReply => ({
    reply: { response },
    source,
    faqId: null,
  });

  const byCode = await lookUpCode(db, { message, content, mayLookUp: options.mayLookUp });
  if (byCode) return { reply: byCode, source: 'reservation', faqId: null };

  const faq = matchFaq(faqIndex, message);
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
  if (named.length > 0) paragraphs.push(await namedRoomsAnswer(db, { message, today, limits, rooms: named }));
  for (const topic of reading.topics) {
    // a named room's answer already gives its price, capacity and amenities
    if (named.length > 0 && (topic === 'availability' || topic === 'amenities')) continue;
    if (topic === 'availability')
      paragraphs.push(await availabilityAnswer(db, { message, today, limits, content }));
    else if (topic === 'amenities') paragraphs.push(await amenitiesAnswer(db, message, content));
    else if (topic === 'reservation') paragraphs.push(RESERVATION_HELP);
    else paragraphs.push(infoAnswer(topic, content));
  }

  if (paragraphs.length > 0) {
    const hello = reading.greeting ? 'Hello! ' : '';
    return answer(`${hello}${paragraphs.join('\n\n')}`, named.length > 0 ? 'room' : 'topics');
  }
  if (reading.thanks)
    return answer("You're welcome! Is there anything else I can help you with?", 'small_talk');
  if (reading.goodbye)
    return answer('Thank you for chatting with us. We hope to welcome you to Casa Alon soon!', 'small_talk');
  if (reading.greeting || reading.help) return answer(`Hello! ${HELP_TEXT}`, 'small_talk');
  return answer(
    "I'm sorry, I didn't quite catch that. I can help with room availability and prices, amenities, " +
      'check-in times, payments, cancellations and your reservation status. For anything else, please ' +
      `contact us at ${contactLine(content)}.`,
    'fallback',
  );
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
  });
  return reply;
};

/** Newest first, for the admin's chatbot history page (which groups them by session). */
export const listConversations = async (db: Database): Promise<ChatbotConversationDto[]> =>
  (await repo.findRecentMessages(db, CONVERSATION_LIMIT)).map(toConversationDto);
