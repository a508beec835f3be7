// Drizzle queries for the chat assistant's message log (chatbot_messages), the only code that writes it.
// The admin's history reads the signed-in guest's name alongside.
import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { chatbotMessages, users } from '../../db/schema';

type Db = Database | Tx;

export const insertChatMessage = async (
  db: Db,
  values: { sessionId: string; userId: string | null; userMessage: string; botResponse: string },
) => {
  const [row] = await db.insert(chatbotMessages).values(values).returning();
  if (!row) throw new Error('insert into chatbot_messages returned no row');
  return row;
};

export type ConversationRow = Awaited<ReturnType<typeof findRecentMessages>>[number];

/** The newest `limit` exchanges with the signed-in guest's name when there was one. */
export const findRecentMessages = (db: Db, limit: number) =>
  db
    .select({
      sessionId: chatbotMessages.sessionId,
      userMessage: chatbotMessages.userMessage,
      botResponse: chatbotMessages.botResponse,
      createdAt: chatbotMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(chatbotMessages)
    .leftJoin(users, eq(users.id, chatbotMessages.userId))
    .orderBy(desc(chatbotMessages.createdAt), desc(chatbotMessages.id))
    .limit(limit);
