// POST /api/chatbot/message {message, sessionId}: one question to the chat assistant.

import type { ChatReplyDto } from '@domain/api-types';
import type { ChatMessageInput } from '@domain/schemas/public';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const sendChatMessage = (input: ChatMessageInput) =>
  apiRequest<ChatReplyDto>('POST', '/api/chatbot/message', input);

export const useSendChatMessage = () => useMutation({ mutationFn: sendChatMessage });
