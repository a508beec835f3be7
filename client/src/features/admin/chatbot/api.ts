// The chat assistant's admin calls: GET /api/admin/chatbot/conversations (every exchange, newest first,
// with the answer used), the FAQ (GET, POST, PUT, DELETE /api/admin/chatbot/faqs) and
// GET /api/admin/chatbot/unanswered. An FAQ change refreshes all three: it changes which questions are
// still unanswered and the questions the log names. The dialogs report failures themselves.

import type { ChatbotConversationDto, ChatbotFaqDto, UnansweredQuestionDto } from '@domain/api-types';
import type { FaqInput } from '@domain/schemas/chatbot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS, useRefreshingMutation } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';

export const chatbotConversationsQueryOptions = () =>
  queryOptions<ChatbotConversationDto[]>({ queryKey: keys.admin.chatbotConversations });

export const useChatbotConversations = () => useQuery(chatbotConversationsQueryOptions());

export const chatbotFaqsQueryOptions = () =>
  queryOptions<ChatbotFaqDto[]>({ queryKey: keys.admin.chatbotFaqs });

export const useChatbotFaqs = () => useQuery(chatbotFaqsQueryOptions());

export const unansweredQuestionsQueryOptions = () =>
  queryOptions<UnansweredQuestionDto[]>({ queryKey: keys.admin.chatbotUnanswered });

export const useUnansweredQuestions = () => useQuery(unansweredQuestionsQueryOptions());

export const createFaq = (input: FaqInput) =>
  apiRequest<ChatbotFaqDto>('POST', '/api/admin/chatbot/faqs', input);

export const updateFaq = ({ id, input }: { id: string; input: FaqInput }) =>
  apiRequest<ChatbotFaqDto>('PUT', `/api/admin/chatbot/faqs/${id}`, input);

export const deleteFaq = (id: string) => apiRequest<void>('DELETE', `/api/admin/chatbot/faqs/${id}`);

const changeKeys = [keys.admin.chatbotFaqs, keys.admin.chatbotUnanswered, keys.admin.chatbotConversations];
const options = { meta: MANUAL_SESSION_ERRORS };

export const useCreateFaq = () => useRefreshingMutation(createFaq, changeKeys, options);
export const useUpdateFaq = () => useRefreshingMutation(updateFaq, changeKeys, options);
export const useDeleteFaq = () => useRefreshingMutation(deleteFaq, changeKeys, options);
