// POST /api/chatbot/message {message, sessionId}: one question to the chat assistant.
// Any failure, a lost session included, is answered inside the conversation (spec section 8).

import type { ChatReplyDto } from '@domain/api-types';
import type { Language } from '@domain/languages';
import type { ChatMessageInput } from '@domain/schemas/public';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';

/** `language`: the page's; the assistant answers in it (a server that does not know it answers in English). */
export const sendChatMessage = (input: ChatMessageInput & { language?: Language }) =>
  apiRequest<ChatReplyDto>('POST', '/api/chatbot/message', input);

export const useSendChatMessage = () =>
  useMutation({ mutationFn: sendChatMessage, meta: MANUAL_SESSION_ERRORS });
