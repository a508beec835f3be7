// The chat window's texts; Filipino is lib/i18n/messages/fil/chat.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/chat';

export const useChatText = defineMessages('chat', english);
