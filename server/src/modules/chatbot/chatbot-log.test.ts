// The exchanges the assistant keeps (with the guest when signed in), the messages it refuses, its rate
// limit, and the admin's conversation history.
import type { ChatbotConversationDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatbotMessages } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { setUpChatWorld } from './chatbot.fixtures';

const { app, db, send, session, ask } = await setUpChatWorld();

describe('POST /api/chatbot/message', () => {
  it('stores every exchange, with the guest when signed in', async () => {
    const visitorSession = session();
    await ask('  Do you have a pool?  ', visitorSession);
    const [visitorRow] = await db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.sessionId, visitorSession));
    expect(visitorRow).toMatchObject({
      sessionId: visitorSession,
      userId: null,
      userMessage: 'Do you have a pool?',
      botResponse: expect.stringContaining('Swimming Pool'),
    });

    const { user, cookie } = await createSignedInUser(app, { firstName: 'Jose', lastName: 'Rizal' });
    const signedInSession = session();
    const response = await send({ message: 'Hello', sessionId: signedInSession }, { cookie });
    expect(response.statusCode).toBe(200);
    const rows = await db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.sessionId, signedInSession));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      userMessage: 'Hello',
      botResponse: response.json().response,
    });
  });

  it('refuses empty, blank, missing or oversized messages and bad session ids, storing nothing', async () => {
    const before = (await db.select().from(chatbotMessages)).length;
    for (const message of ['', '   ', '\n\t'] as const) {
      const response = await send({ message, sessionId: session() });
      expect(response.statusCode, JSON.stringify(message)).toBe(400);
      expect(response.json().message).toBe('Please type a message');
    }
    expect((await send({ sessionId: session() })).statusCode).toBe(400);
    const long = await send({ message: 'a'.repeat(1001), sessionId: session() });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Please keep your message to 1,000 characters or fewer');
    expect((await send({ message: 'a'.repeat(1000), sessionId: session() })).statusCode).toBe(200);
    for (const sessionId of ['short', 'has spaces in it', 'semi;colon;id', 'x'.repeat(101), 42, undefined])
      expect((await send({ message: 'Hello', sessionId })).statusCode, String(sessionId)).toBe(400);
    expect((await db.select().from(chatbotMessages)).length).toBe(before + 1);
  });

  it('limits a single address to 20 messages a minute', async () => {
    const remoteAddress = '10.99.0.1';
    const sessionId = session();
    for (let i = 0; i < 20; i++)
      expect((await send({ message: 'Hi', sessionId }, { remoteAddress })).statusCode).toBe(200);
    const limited = await send({ message: 'Hi', sessionId }, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBeTruthy();
  });
});

describe('GET /api/admin/chatbot/conversations', () => {
  const list = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/chatbot/conversations',
      headers: cookie ? { cookie } : {},
    });

  it('is for admins only', async () => {
    expect((await list()).statusCode).toBe(401);
    const customer = await createSignedInUser(app, { role: 'customer' });
    expect((await list(customer.cookie)).statusCode).toBe(403);
    const receptionist = await createSignedInUser(app, { role: 'receptionist' });
    expect((await list(receptionist.cookie)).statusCode).toBe(403);
  });

  it('lists exchanges newest first with the guest’s name when known', async () => {
    const admin = await createSignedInUser(app, { role: 'admin' });
    const { cookie } = await createSignedInUser(app, { firstName: 'Ana', lastName: 'Reyes' });
    const sessionId = session();
    await send({ message: 'first question about the pool', sessionId });
    await send({ message: 'second question, signed in', sessionId, language: 'fil' }, { cookie });

    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    const rows: ChatbotConversationDto[] = response.json();
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const mine = rows.filter((row) => row.sessionId === sessionId);
    expect(mine).toEqual([
      {
        sessionId,
        userMessage: 'second question, signed in',
        botResponse: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        user: { firstName: 'Ana', lastName: 'Reyes' },
        answerSource: 'fallback',
        faq: null,
        language: 'fil',
      },
      {
        sessionId,
        userMessage: 'first question about the pool',
        botResponse: expect.stringContaining('Swimming Pool'),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        user: null,
        answerSource: 'topics',
        faq: null,
        language: 'en',
      },
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'answerSource',
      'botResponse',
      'createdAt',
      'faq',
      'language',
      'sessionId',
      'user',
      'userMessage',
    ]);
  });
});
