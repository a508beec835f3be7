// Pure helpers of the chatbot history page: records grouped by session (newest session first,
// messages in the order they were sent), the visitor's name and a search over everything shown.

import type { ChatbotConversationDto } from '@domain/api-types';

export type ConversationGroup = {
  sessionId: string;
  user: { firstName: string; lastName: string } | null;
  /** Oldest first, as the conversation happened. */
  messages: ChatbotConversationDto[];
  startedAt: string;
  lastAt: string;
};

const time = (iso: string) => new Date(iso).getTime();

export const groupConversations = (records: readonly ChatbotConversationDto[]): ConversationGroup[] => {
  const bySession = new Map<string, ChatbotConversationDto[]>();
  for (const record of records) {
    const list = bySession.get(record.sessionId);
    if (list) list.push(record);
    else bySession.set(record.sessionId, [record]);
  }
  return [...bySession.entries()]
    .map(([sessionId, list]) => {
      const messages = [...list].sort((a, b) => time(a.createdAt) - time(b.createdAt));
      return {
        sessionId,
        user: messages.find((m) => m.user)?.user ?? null,
        messages,
        startedAt: messages[0]?.createdAt ?? '',
        lastAt: messages.at(-1)?.createdAt ?? '',
      };
    })
    .sort((a, b) => time(b.lastAt) - time(a.lastAt));
};

/** The signed-in guest's name, or 'Visitor'. */
export const visitorName = (user: ConversationGroup['user']): string =>
  (user ? `${user.firstName} ${user.lastName}`.trim() : '') || 'Visitor';

/** Every word of the query must appear in the session id, the name or one of the messages. */
export const matchesGroup = (group: ConversationGroup, query: string): boolean => {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = [
    group.sessionId,
    visitorName(group.user),
    ...group.messages.flatMap((m) => [m.userMessage, m.botResponse]),
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
};
