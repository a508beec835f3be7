// The chat assistant's admin calls: GET /api/admin/chatbot/conversations (every exchange, newest first,
// with the answer used), the FAQ (GET, POST, PUT, DELETE /api/admin/chatbot/faqs) and
// GET /api/admin/chatbot/unanswered. An FAQ change refreshes all three: it changes which questions are
// still unanswered and the questions the log names. The dialogs report failures themselves.

import { chatbotFaqSchema, unansweredQuestionSchema } from '@domain/api/chatbot';
import { chatbotConversationSchema } from '@domain/api/site';
import type { ChatbotFaqDto } from '@domain/api-types';
import type { FaqInput } from '@domain/schemas/chatbot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const chatbotConversationsQueryOptions = () =>
  queryOptions({
    queryKey: keys.admin.chatbotConversations,
    queryFn: fetchParsed(z.array(chatbotConversationSchema)),
  });

export const useChatbotConversations = () => useQuery(chatbotConversationsQueryOptions());

export const chatbotFaqsQueryOptions = () =>
  queryOptions({ queryKey: keys.admin.chatbotFaqs, queryFn: fetchParsed(z.array(chatbotFaqSchema)) });

export const useChatbotFaqs = () => useQuery(chatbotFaqsQueryOptions());

export const unansweredQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.admin.chatbotUnanswered,
    queryFn: fetchParsed(z.array(unansweredQuestionSchema)),
  });

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
