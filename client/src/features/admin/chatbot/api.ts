// GET /api/admin/chatbot/conversations: every chatbot exchange, newest first.

import type { ChatbotConversationDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';

export const chatbotConversationsQueryOptions = () =>
  queryOptions<ChatbotConversationDto[]>({ queryKey: adminKeys.chatbotConversations });

export const useChatbotConversations = () => useQuery(chatbotConversationsQueryOptions());
