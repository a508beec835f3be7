// @vitest-environment jsdom
// A chat session's card: each guest message says the language it was written in, when the log kept it.
import { siteConfigExample } from '@domain/api/site';
import '@testing-library/jest-dom/vitest';
import type { ChatbotConversationDto } from '@domain/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/stub-api';
import { ConversationCard } from './conversation-card';
import { groupConversations } from './conversation-groups';

stubFetch((input) =>
  String(input).endsWith('/api/config')
    ? jsonResponse(siteConfigExample)
    : jsonResponse({ message: 'unexpected' }, 500),
);

const exchange = (
  createdAt: string,
  userMessage: string,
  language: ChatbotConversationDto['language'],
): ChatbotConversationDto => ({
  sessionId: 'session-1740811800000-k3j9x',
  createdAt,
  userMessage,
  botResponse: `Re: ${userMessage}`,
  user: null,
  answerSource: 'fallback',
  faq: null,
  language,
});

describe('ConversationCard', () => {
  it("shows each guest message's language beside its time, and marks its text with it", async () => {
    const [group] = groupConversations([
      exchange('2026-11-25T09:32:00.000Z', 'May karaoke ba kayo?', 'fil'),
      exchange('2026-11-25T09:31:00.000Z', 'Is there karaoke?', 'en'),
      exchange('2026-11-25T09:30:00.000Z', 'Hello from before the log kept languages', null),
    ]);
    render(
      <QueryClientProvider client={createQueryClient(() => {})}>
        <ConversationCard group={group!} />
      </QueryClientProvider>,
    );
    const filipino = await screen.findByText('May karaoke ba kayo?');
    expect(filipino).toHaveAttribute('lang', 'fil');
    expect(filipino.nextElementSibling).toHaveTextContent(/ · Filipino$/);
    const english = screen.getByText('Is there karaoke?');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english.nextElementSibling).toHaveTextContent(/ · English$/);
    const unknown = screen.getByText('Hello from before the log kept languages');
    expect(unknown).not.toHaveAttribute('lang');
    expect(unknown.nextElementSibling).not.toHaveTextContent(/English|Filipino/);
  });
});
