// The FAQ grows from real questions. A visitor asks the chat assistant something it cannot
// answer; the admin finds it on /admin-chatbot's Unanswered tab, adds it to the FAQ with an answer, and
// the next visitor asking it in other words gets that answer; the conversation log names the entry.
// axe runs on each screen. The entry is deleted at the end, for the other journeys.
import { randomBytes } from 'node:crypto';
import type { ChatbotFaqDto } from '@domain/api-types';
import type { Page } from '@playwright/test';
import { adminSession, call } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectFormError,
  expectNoPageErrors,
  expectVisible,
  newPage,
  pageWithSession,
  toast,
} from '../support/browser';
import { afterAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';

// letters only, six of them: never read as an 8-character reservation code, unique to this run
const marker = Array.from(randomBytes(6), (byte) => 'abcdefghjkmnpqrstuvwxyz'[byte % 23]).join('');
const question = `Can I bring my pet ${marker} to the resort?`;
const answer = `Small pets are welcome in the garden rooms (${marker}); please tell us when you book.`;

afterAll(async () => {
  const cookie = await adminSession();
  const faqs = await call<ChatbotFaqDto[]>('GET', '/api/admin/chatbot/faqs', cookie);
  for (const faq of faqs.filter((entry) => entry.answer === answer))
    await call('DELETE', `/api/admin/chatbot/faqs/${faq.id}`, cookie);
});

/** A visitor on /contact asks the chat assistant `text` and waits for an answer containing `expected`. */
const askAsVisitor = async (text: string, expected: string | RegExp): Promise<Page> => {
  const page = await newPage();
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const input = page.getByPlaceholder('Type your message…');
  await expectVisible(input);
  await input.fill(text);
  await input.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expectVisible(log.getByText(expected).first(), SLOW_WAIT_MS);
  return page;
};

describe('an admin answers a guest question through the FAQ', () => {
  test('a question the assistant cannot answer gets "contact us" and is listed as unanswered', async () => {
    const page = await askAsVisitor(question, /contact us at/);
    await expectNoSeriousA11yViolations(page);
    expectNoPageErrors(page);
  });

  test('the admin adds it to the FAQ from the Unanswered tab', async () => {
    const page = await pageWithSession(await adminSession(), { owner: 'the admin' });
    await page.goto('/admin-chatbot');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Chatbot Conversations' }));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: /Unanswered/ }).click();
    const row = page.getByRole('listitem').filter({ hasText: question });
    await expectVisible(row);
    await expectVisible(row.getByText(/asked 1 time/));
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: /Add to FAQ/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add FAQ Entry' });
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Question').inputValue()).toBe(question);
    // an empty answer is refused on the form with the server's message
    await dialog.getByRole('button', { name: 'Add to FAQ' }).click();
    await expectFormError(dialog.getByText('Answer is required'));
    await dialog.getByLabel('Keywords').fill(`${marker}, pet allowed`);
    await dialog.getByLabel('Other ways guests ask it').fill(`Are pets like my ${marker} allowed?`);
    await dialog.getByLabel('Answer').fill(answer);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add to FAQ' }).click();
    await expectVisible(toast(page).filter({ hasText: 'FAQ entry added' }), SLOW_WAIT_MS);
    await dialog.waitFor({ state: 'detached' });

    // answered now: it leaves the Unanswered list and shows on the FAQ tab
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: question }).count()).toBe(0);
    await page.getByRole('tab', { name: /FAQ/ }).click();
    const card = page.getByRole('article', { name: question });
    await expectVisible(card);
    await expectVisible(card.getByText(answer));
    await expectVisible(card.getByText(marker, { exact: true }));
    await expectNoSeriousA11yViolations(page);
    expectNoPageErrors(page);
  });

  test('the next visitor asking it in other words gets the answer, and the log names the entry', async () => {
    const visitor = await askAsVisitor(`is my ${marker} allowed??`, answer);
    await expectNoSeriousA11yViolations(visitor);

    const page = await pageWithSession(await adminSession(), { owner: 'the admin' });
    await page.goto('/admin-chatbot');
    const exchange = page.getByRole('article').filter({ hasText: `is my ${marker} allowed??` });
    await expectVisible(exchange.getByText(`FAQ: ${question}`));
    await expectNoSeriousA11yViolations(page);
    expectNoPageErrors(page);
  });
});
