// Chat log rows to the API's ChatbotConversationDto (spec section 3).
import type { ChatbotConversationDto } from '@domain/api-types';
import type { ConversationRow } from './repository';

export const toConversationDto = (row: ConversationRow): ChatbotConversationDto => ({
  sessionId: row.sessionId,
  userMessage: row.userMessage,
  botResponse: row.botResponse,
  createdAt: row.createdAt.toISOString(),
  user:
    row.firstName !== null && row.lastName !== null
      ? { firstName: row.firstName, lastName: row.lastName }
      : null,
});
