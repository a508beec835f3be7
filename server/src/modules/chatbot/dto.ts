// Chat log and FAQ rows to the API's DTOs (spec section 3; the FAQ is the admin's own).
import type { ChatbotConversationDto, ChatbotFaqDto } from '@domain/api-types';
import type { ConversationRow, FaqRow } from './repository';

const personOf = (firstName: string | null, lastName: string | null) =>
  firstName !== null && lastName !== null ? { firstName, lastName } : null;

export const toConversationDto = (row: ConversationRow): ChatbotConversationDto => ({
  sessionId: row.sessionId,
  userMessage: row.userMessage,
  botResponse: row.botResponse,
  createdAt: row.createdAt.toISOString(),
  user: personOf(row.firstName, row.lastName),
  answerSource: row.answerSource,
  faq: row.faqId !== null && row.faqQuestion !== null ? { id: row.faqId, question: row.faqQuestion } : null,
  language: row.language,
});

export const toFaqDto = (row: FaqRow): ChatbotFaqDto => ({
  id: row.faq.id,
  question: row.faq.question,
  keywords: row.faq.keywords,
  phrasings: row.faq.phrasings,
  answer: row.faq.answer,
  language: row.faq.language,
  createdAt: row.faq.createdAt.toISOString(),
  createdBy: personOf(row.createdByFirstName, row.createdByLastName),
  updatedAt: row.faq.updatedAt.toISOString(),
  updatedBy: personOf(row.updatedByFirstName, row.updatedByLastName),
});
