import type { ChatbotConversationDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { groupConversations, matchesGroup, visitorName } from './conversation-groups';

const record = (
  sessionId: string,
  createdAt: string,
  userMessage: string,
  user: ChatbotConversationDto['user'] = null,
): ChatbotConversationDto => ({
  sessionId,
  createdAt,
  userMessage,
  botResponse: `Re: ${userMessage}`,
  user,
  answerSource: 'topics',
  faq: null,
  language: 'en',
});

// The API answers newest first.
const records = [
  record('session-b', '2025-06-02T10:05:00Z', 'Do you have parking?'),
  record('session-a', '2025-06-02T09:01:00Z', 'Thanks!', { firstName: 'Maria', lastName: 'Santos' }),
  record('session-b', '2025-06-02T10:00:00Z', 'Hello'),
  record('session-a', '2025-06-02T09:00:00Z', 'Where is my booking K7MPQ2RT?', {
    firstName: 'Maria',
    lastName: 'Santos',
  }),
];

describe('groupConversations', () => {
  it('groups by session, newest session first, messages oldest first', () => {
    const groups = groupConversations(records);
    expect(groups.map((g) => g.sessionId)).toEqual(['session-b', 'session-a']);
    expect(groups[0]?.messages.map((m) => m.userMessage)).toEqual(['Hello', 'Do you have parking?']);
    expect(groups[1]?.startedAt).toBe('2025-06-02T09:00:00Z');
    expect(groups[1]?.lastAt).toBe('2025-06-02T09:01:00Z');
  });
  it('keeps the known user of a session', () => {
    const groups = groupConversations(records);
    expect(groups[1]?.user).toEqual({ firstName: 'Maria', lastName: 'Santos' });
    expect(groups[0]?.user).toBeNull();
  });
  it('gives no groups for no records', () => {
    expect(groupConversations([])).toEqual([]);
  });
});

describe('visitorName and matchesGroup', () => {
  it("names unknown users 'Visitor'", () => {
    expect(visitorName(null)).toBe('Visitor');
    expect(visitorName({ firstName: 'Maria', lastName: 'Santos' })).toBe('Maria Santos');
  });
  it('searches names, messages, replies and session ids', () => {
    const [visitor, maria] = groupConversations(records);
    if (!visitor || !maria) throw new Error('expected two groups');
    expect(matchesGroup(maria, 'maria')).toBe(true);
    expect(matchesGroup(maria, 'k7mpq2rt')).toBe(true);
    expect(matchesGroup(visitor, 're: hello')).toBe(true);
    expect(matchesGroup(visitor, 'session-b')).toBe(true);
    expect(matchesGroup(visitor, 'maria')).toBe(false);
    expect(matchesGroup(visitor, '  ')).toBe(true);
  });
});
