// GET /api/admin/chatbot/conversations: every chatbot exchange, newest first.

import type { ChatbotConversationDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const chatbotConversationsQueryOptions = () =>
  queryOptions<ChatbotConversationDto[]>({ queryKey: ['/api/admin/chatbot/conversations'] });

export const useChatbotConversations = () => useQuery(chatbotConversationsQueryOptions());
