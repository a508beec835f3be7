// Drizzle queries for the chat assistant: its message log (chatbot_messages) and the admin's FAQ
// (chatbot_faqs), the only code that writes them. The admin's lists read the admins' and the signed-in
// guest's names alongside.
import { type AnswerSource, FAQ_LANGUAGES, type FaqLanguage } from '@domain/chatbot';
import { and, asc, count, desc, eq, isNotNull, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { nameColumns } from '../../db/columns';
import { onlyRow } from '../../db/rows';
import { chatbotFaqs, chatbotMessages, users } from '../../db/schema';

type Db = Database | Tx;

export const insertChatMessage = async (
  db: Db,
  values: {
    sessionId: string;
    userId: string | null;
    userMessage: string;
    botResponse: string;
    answerSource: AnswerSource;
    faqId: string | null;
    questionKey: string;
    language: FaqLanguage;
  },
) => onlyRow(await db.insert(chatbotMessages).values(values).returning(), 'insert into chatbot_messages');

export type ConversationRow = Awaited<ReturnType<typeof findRecentMessages>>[number];

/** The newest `limit` exchanges with the signed-in guest's name and the FAQ entry used, when there were. */
export const findRecentMessages = (db: Db, limit: number) =>
  db
    .select({
      sessionId: chatbotMessages.sessionId,
      userMessage: chatbotMessages.userMessage,
      botResponse: chatbotMessages.botResponse,
      answerSource: chatbotMessages.answerSource,
      faqId: chatbotFaqs.id,
      faqQuestion: chatbotFaqs.question,
      language: chatbotMessages.language,
      createdAt: chatbotMessages.createdAt,
      ...nameColumns,
    })
    .from(chatbotMessages)
    .leftJoin(users, eq(users.id, chatbotMessages.userId))
    .leftJoin(chatbotFaqs, eq(chatbotFaqs.id, chatbotMessages.faqId))
    .orderBy(desc(chatbotMessages.createdAt), desc(chatbotMessages.id))
    .limit(limit);

/** Questions answered only with "contact us", grouped by their normalised text, most asked first. */
export const findUnansweredQuestions = (db: Db, limit: number) =>
  db
    .select({
      questionKey: sql<string>`${chatbotMessages.questionKey}`,
      // the latest wording of the question, as a guest typed it
      question: sql<string>`(array_agg(${chatbotMessages.userMessage} order by ${chatbotMessages.createdAt} desc))[1]`,
      count: count(),
      lastAskedAt: max(chatbotMessages.createdAt).mapWith((value: string | Date) => new Date(value)),
      // how often it was asked in each language (rows from before languages were kept count in none),
      // and the latest wording's language, which breaks a tie
      byLanguage: Object.fromEntries(
        FAQ_LANGUAGES.map((language) => [
          language,
          sql<number>`count(*) filter (where ${chatbotMessages.language} = ${language})`.mapWith(Number),
        ]),
      ) as Record<FaqLanguage, SQL<number>>,
      latestLanguage: sql<FaqLanguage | null>`(array_agg(${chatbotMessages.language} order by ${chatbotMessages.createdAt} desc))[1]`,
    })
    .from(chatbotMessages)
    .where(and(eq(chatbotMessages.answerSource, 'fallback'), isNotNull(chatbotMessages.questionKey)))
    .groupBy(chatbotMessages.questionKey)
    .orderBy(desc(count()), desc(max(chatbotMessages.createdAt)), asc(chatbotMessages.questionKey))
    .limit(limit);

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------

const creator = alias(users, 'faq_creator');
const editor = alias(users, 'faq_editor');

export type FaqValues = Pick<
  typeof chatbotFaqs.$inferInsert,
  'question' | 'keywords' | 'phrasings' | 'answer' | 'language'
>;

const faqWithPeople = (db: Db) =>
  db
    .select({
      faq: chatbotFaqs,
      createdByFirstName: creator.firstName,
      createdByLastName: creator.lastName,
      updatedByFirstName: editor.firstName,
      updatedByLastName: editor.lastName,
    })
    .from(chatbotFaqs)
    .leftJoin(creator, eq(creator.id, chatbotFaqs.createdBy))
    .leftJoin(editor, eq(editor.id, chatbotFaqs.updatedBy));

export type FaqRow = Awaited<ReturnType<typeof findFaqs>>[number];

/** Every entry, oldest first: the order the matcher breaks ties in. */
export const findFaqs = (db: Db) =>
  faqWithPeople(db).orderBy(asc(chatbotFaqs.createdAt), asc(chatbotFaqs.id));

export const findFaq = async (db: Db, id: string): Promise<FaqRow | undefined> => {
  const [row] = await faqWithPeople(db).where(eq(chatbotFaqs.id, id));
  return row;
};

/** The entries the matcher reads (no names needed). */
export const findFaqsForMatching = (db: Db) =>
  db
    .select({
      id: chatbotFaqs.id,
      question: chatbotFaqs.question,
      keywords: chatbotFaqs.keywords,
      phrasings: chatbotFaqs.phrasings,
      answer: chatbotFaqs.answer,
      language: chatbotFaqs.language,
    })
    .from(chatbotFaqs)
    .orderBy(asc(chatbotFaqs.createdAt), asc(chatbotFaqs.id));

/** Changes whenever an entry is added, changed or deleted: the matcher's cached index is rebuilt then. */
export const findFaqVersion = async (db: Db): Promise<string> => {
  const [row] = await db
    .select({ version: sql<string>`count(*) || ':' || coalesce(max(${chatbotFaqs.updatedAt})::text, '')` })
    .from(chatbotFaqs);
  return row?.version ?? '';
};

export const countFaqs = async (db: Db): Promise<number> => {
  const [row] = await db.select({ value: count() }).from(chatbotFaqs);
  return row?.value ?? 0;
};

export const insertFaq = async (db: Db, values: FaqValues & { adminId: string }) => {
  const { adminId, ...faq } = values;
  const row = onlyRow(
    await db
      .insert(chatbotFaqs)
      .values({ ...faq, createdBy: adminId, updatedBy: adminId })
      .returning({ id: chatbotFaqs.id }),
    'insert into chatbot_faqs',
  );
  return row.id;
};

/** The entry's id, or undefined when there is no such entry. */
export const updateFaq = async (db: Db, id: string, values: FaqValues & { adminId: string }) => {
  const { adminId, ...faq } = values;
  const [row] = await db
    .update(chatbotFaqs)
    .set({ ...faq, updatedBy: adminId, updatedAt: sql`now()` })
    .where(eq(chatbotFaqs.id, id))
    .returning({ id: chatbotFaqs.id });
  return row?.id;
};

export const deleteFaq = async (db: Db, id: string): Promise<boolean> =>
  (await db.delete(chatbotFaqs).where(eq(chatbotFaqs.id, id)).returning({ id: chatbotFaqs.id })).length > 0;
