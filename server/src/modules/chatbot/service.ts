// The chat assistant (spec sections 1 and 7): a rule-based, deterministic helper that answers from the
// resort's own data (rooms, amenities, content, reservations) and logs every exchange for the admins.
// No outside AI service: the same question always gets the same answer from the same data.
import type { ChatbotConversationDto, ChatReplyDto } from '@domain/api-types';
import { type AnswerSource, normalizeQuestion } from '@domain/chatbot';
import { contentValue } from '@domain/content';
import { todayIn } from '@domain/dates';
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages';
import type { StayLimits } from '@domain/stay-limits';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { findContentMap } from '../content';
import { findRoomNames, findRoomWithRates } from '../rooms';
import { availabilityAnswer, cheapestAnswer } from './answer-availability';
import { dayVisitAnswer } from './answer-day-visit';
import { namedRoomsAnswer } from './answer-named-rooms';
import { type Content, contactLine, type Say } from './answer-phrasing';
import { lookUpCode } from './answer-reservation';
import { amenitiesAnswer, breakfastAnswer, discountAnswer, infoAnswer } from './answer-resort-info';
import { toConversationDto } from './dto';
import { type FaqIndex, indexFaq, matchFaq } from './faq-match';
import { readDayVisitQuestion } from './intents/day-visit';
import { roomsNamedIn } from './intents/named-rooms';
import { parseMaxPrice, parseParty } from './intents/party';
import { parseStayDates } from './intents/stay-dates';
import { readMessage } from './intents/topics';
import * as repo from './repository';
import { chatSpeaker } from './speaker';

/** The admin history answers with the newest exchanges only, so the page stays quick to load. */
export const CONVERSATION_LIMIT = 1000;
/** The unanswered list counts questions by their first this many normalised characters. */
const QUESTION_KEY_LENGTH = 200;

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

/** What one message is answered with besides its words. */
export type ChatTurn = {
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
 * names; a day visit (its fees, places and cottages that day); the built-in topics; small talk; and "contact us" when nothing matched (the unanswered
 * questions the admin sees).
 */
const composeReply = async (
  ctx: AppContext,
  options: ChatTurn & { message: string },
): Promise<ComposedReply> => {
  const { db } = ctx.deps;
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

  const dayVisit = readDayVisitQuestion(message);
  const found = {
    dates: parseStayDates(message, today) !== null,
    party: parseParty(message) !== null,
    maxPrice: parseMaxPrice(message) !== undefined,
    dayVisit: dayVisit !== null,
  };
  const reading = readMessage(message, found);
  const named = (
    await Promise.all(roomsNamedIn(message, roomNames).map((room) => findRoomWithRates(db, room.id)))
  ).filter((room) => room !== null);
  const paragraphs: string[] = [];
  if (named.length > 0)
    paragraphs.push(await namedRoomsAnswer(db, { message, today, limits, rooms: named, lang }));
  if (dayVisit)
    paragraphs.push(await dayVisitAnswer(ctx, { question: dayVisit, message, today, limits, say }));
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
  ctx: AppContext,
  options: Omit<ChatTurn, 'today' | 'limits'> & { message: string; sessionId: string; userId: string | null },
): Promise<ChatReplyDto> => {
  const { db, config, now } = ctx.deps;
  const today = todayIn(config.resortTz, now());
  const { reply, source, faqId } = await composeReply(ctx, { ...options, today, limits: config.stayLimits });
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
export const listConversations = async (ctx: AppContext): Promise<ChatbotConversationDto[]> =>
  (await repo.findRecentMessages(ctx.deps.db, CONVERSATION_LIMIT)).map(toConversationDto);
