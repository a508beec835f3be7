// Drizzle queries for the chat assistant: its message log and the reservation lookup by code.
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { chatbotMessages, reservations, rooms, users } from '../../db/schema';

type Db = Database | Tx;

export const insertChatMessage = async (
  db: Db,
  values: { sessionId: string; userId: string | null; userMessage: string; botResponse: string },
) => {
  const [row] = await db.insert(chatbotMessages).values(values).returning();
  if (!row) throw new Error('insert into chatbot_messages returned no row');
  return row;
};

/** Only what a guest quoting the code may see: the room's name, the dates and the status. */
export const findReservationsByCodes = (db: Db, codes: readonly string[]) => {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      referenceCode: reservations.referenceCode,
      roomName: rooms.name,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      status: reservations.status,
    })
    .from(reservations)
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(inArray(reservations.referenceCode, [...codes]));
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
