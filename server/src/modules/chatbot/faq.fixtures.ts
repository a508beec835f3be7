// The world of the FAQ tests: a fresh app at noon on 2026-06-15 in Manila (the resort's today), an admin
// and a customer, and helpers that ask the assistant and call the FAQ admin routes.
import { randomUUID } from 'node:crypto';
import type {
  ChatbotConversationDto,
  ChatbotFaqDto,
  ChatReplyDto,
  UnansweredQuestionDto,
} from '@domain/api-types';
import { expect } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

export const BREAKFAST = {
  question: 'Is breakfast included?',
  keywords: ['free breakfast', 'breakfast included'],
  phrasings: ['Do rooms come with breakfast?'],
  answer: 'Yes: breakfast for two is included with every room, 6:30 to 10:00 AM.',
  language: 'en',
};
export const ALMUSAL = {
  question: 'Kasama ba ang almusal?',
  keywords: ['almusal'],
  phrasings: [],
  answer: 'Opo, kasama ang almusal para sa dalawa sa bawat kuwarto.',
  language: 'fil',
};

export const setUpFaqWorld = async () => {
  const { app, db } = await createTestApp({ now: () => new Date('2026-06-15T04:00:00Z') });

  let address = 0;
  const nextAddress = () => `10.30.${Math.floor(++address / 250)}.${address % 250}`;

  const ask = async (
    message: string,
    sessionId = `faq-${randomUUID()}`,
    language?: 'en' | 'fil',
  ): Promise<ChatReplyDto> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chatbot/message',
      payload: { message, sessionId, language },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, message).toBe(200);
    return response.json();
  };

  const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Ana', lastName: 'Reyes' });
  const customer = await createSignedInUser(app, { role: 'customer' });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin.cookie,
  ) => app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  const createFaq = async (body: object): Promise<ChatbotFaqDto> => {
    const response = await call('POST', '/api/admin/chatbot/faqs', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  const conversations = async (): Promise<ChatbotConversationDto[]> =>
    (await call('GET', '/api/admin/chatbot/conversations')).json();

  const unanswered = async (): Promise<UnansweredQuestionDto[]> => {
    const response = await call('GET', '/api/admin/chatbot/unanswered');
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  return { app, db, ask, admin, customer, call, createFaq, conversations, unanswered };
};
