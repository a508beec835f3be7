// The admin's FAQ routes and the unanswered questions list.
import { randomUUID } from 'node:crypto';
import type { ChatbotFaqDto } from '@domain/api-types';
import { FAQ_LIMITS } from '@domain/chatbot';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatbotFaqs, chatbotMessages } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { BREAKFAST, setUpFaqWorld } from './faq.fixtures';

const { app, db, ask, customer, call, createFaq, unanswered } = await setUpFaqWorld();

describe('FAQ admin routes', () => {
  it.each([
    ['GET', '/api/admin/chatbot/faqs'],
    ['POST', '/api/admin/chatbot/faqs'],
    ['PUT', `/api/admin/chatbot/faqs/${randomUUID()}`],
    ['DELETE', `/api/admin/chatbot/faqs/${randomUUID()}`],
    ['GET', '/api/admin/chatbot/unanswered'],
  ] as const)('%s %s: 401 for a visitor, 403 for a customer', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? BREAKFAST : undefined;
    expect((await call(method, url, body, '')).statusCode).toBe(401);
    expect((await call(method, url, body, customer.cookie)).statusCode).toBe(403);
  });

  it('refuses bad entries with 400 and a message per field', async () => {
    const empty = await call('POST', '/api/admin/chatbot/faqs', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      question: 'Question is required',
      answer: 'Answer is required',
    });

    const wrong = await call('POST', '/api/admin/chatbot/faqs', {
      ...BREAKFAST,
      language: 'es',
      keywords: ['?!'],
      phrasings: 'not a list',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['keywords', 'language', 'phrasings']);
    expect(wrong.json().errors.language).toBe('Choose English or Filipino');

    const tooMany = await call('POST', '/api/admin/chatbot/faqs', {
      ...BREAKFAST,
      keywords: Array.from({ length: FAQ_LIMITS.keywords + 1 }, (_, i) => `word${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.keywords).toBe(`Use at most ${FAQ_LIMITS.keywords} keywords`);
  });

  it('creates, changes and deletes an entry, keeping who did it', async () => {
    const editor = await createSignedInUser(app, { role: 'admin', firstName: 'Ben', lastName: 'Cruz' });
    const created = await createFaq({
      ...BREAKFAST,
      question: 'Is parking free?',
      keywords: [' parking ', ''],
    });
    expect(created).toMatchObject({
      question: 'Is parking free?',
      keywords: ['parking'],
      language: 'en',
      createdBy: { firstName: 'Ana', lastName: 'Reyes' },
      updatedBy: { firstName: 'Ana', lastName: 'Reyes' },
    });

    const changed = await call(
      'PUT',
      `/api/admin/chatbot/faqs/${created.id}`,
      { ...BREAKFAST, question: 'Is parking free of charge?', language: 'fil' },
      editor.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      question: 'Is parking free of charge?',
      language: 'fil',
      createdBy: { firstName: 'Ana', lastName: 'Reyes' },
      updatedBy: { firstName: 'Ben', lastName: 'Cruz' },
    });
    const listed: ChatbotFaqDto[] = (await call('GET', '/api/admin/chatbot/faqs')).json();
    expect(listed.find((faq) => faq.id === created.id)?.question).toBe('Is parking free of charge?');

    expect((await call('DELETE', `/api/admin/chatbot/faqs/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/chatbot/faqs/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/chatbot/faqs/${created.id}`, BREAKFAST)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/chatbot/faqs/not-a-uuid', BREAKFAST)).statusCode).toBe(404);
  });

  it('the database refuses a language other than en or fil', async () => {
    await expect(
      db.insert(chatbotFaqs).values({ question: 'q', answer: 'a', language: 'es' as 'en' }),
    ).rejects.toThrow();
  });
});

describe('unanswered questions', () => {
  it('lists "contact us" questions most asked first, one row per question whatever its case or punctuation', async () => {
    await ask('Can I bring my dog?');
    await ask('can i bring my DOG');
    await ask('Can I bring my dog???');
    await ask('Do you have a spa?');
    await ask('What time is check-out?'); // answered: not listed
    const list = await unanswered();
    expect(list.slice(0, 2)).toMatchObject([
      { question: 'Can I bring my dog???', count: 3 },
      { question: 'Do you have a spa?', count: 1 },
    ]);
    expect(list.some((row) => /check-out/.test(row.question))).toBe(false);

    // once an FAQ entry answers it, it leaves the list, and the next guest gets the answer
    await createFaq({
      ...BREAKFAST,
      question: 'Are pets allowed?',
      keywords: ['dog', 'pet'],
      phrasings: [],
      answer: 'Small pets are welcome.',
    });
    expect((await unanswered()).some((row) => row.question.startsWith('Can I bring my dog'))).toBe(false);
    expect((await ask('Can I bring my dogs?')).response).toBe('Small pets are welcome.');
  });

  it('keeps the language each question was asked in and lists them most asked first', async () => {
    const filipino = `faq-${randomUUID()}`;
    const unsent = `faq-${randomUUID()}`;
    await ask('May surfing lessons ba kayo?', filipino, 'fil');
    await ask('may surfing lessons ba kayo', undefined, 'fil');
    await ask('May surfing lessons ba kayo?!', unsent); // no language sent: answered in English
    await ask('Do you have a sauna?', undefined, 'en');
    await ask('do you have a sauna', undefined, 'fil'); // a tie: the latest wording's language first
    // an exchange logged before languages were kept
    await db.insert(chatbotMessages).values({
      sessionId: `faq-${randomUUID()}`,
      userMessage: 'Is there a bowling alley?',
      botResponse: 'Please contact us.',
      answerSource: 'fallback',
      questionKey: 'is there a bowling alley',
    });

    const stored = async (sessionId: string) =>
      (await db.select().from(chatbotMessages).where(eq(chatbotMessages.sessionId, sessionId)))[0]?.language;
    expect(await stored(filipino)).toBe('fil');
    expect(await stored(unsent)).toBe('en');

    const list = await unanswered();
    const languagesOf = (start: string) => list.find((row) => row.question.startsWith(start))?.languages;
    expect(languagesOf('May surfing lessons')).toEqual(['fil', 'en']);
    expect(languagesOf('do you have a sauna')).toEqual(['fil', 'en']);
    expect(languagesOf('Is there a bowling alley')).toEqual([]);
  });
});
