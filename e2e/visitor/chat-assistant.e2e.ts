// The chat assistant answers from the resort's data, in the visitor's language: in English, breakfast
// is never promised and payment comes as steps; in Filipino on a phone, the steps and a booking found by
// its reference code, in the 'Reservation Found!' banner (translated). axe runs on each answer.
import type { Page } from '@playwright/test';
import { bookFreeRoom, randomStay } from '../guest/support';
import { signUp } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoPageErrors, expectVisible, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { describe, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';

const TEXTS = {
  en: { open: 'Open chat assistant', placeholder: 'Type your message…', log: 'Conversation' },
  fil: { open: 'Buksan ang chat assistant', placeholder: 'I-type ang iyong mensahe…', log: 'Usapan' },
};

/** Sends `text` in the open chat and waits for an answer containing `expected`. */
const ask = async (page: Page, language: 'en' | 'fil', text: string, expected: string) => {
  const input = page.getByPlaceholder(TEXTS[language].placeholder);
  await input.fill(text);
  await input.press('Enter');
  const log = page.getByRole('log', { name: TEXTS[language].log });
  await expectVisible(log.getByText(expected).first(), SLOW_WAIT_MS);
  return log;
};

const openChat = async (language: 'en' | 'fil', viewport: 'desktop' | 'phone') => {
  const page = await newPage({ viewport });
  if (language === 'fil') await page.addInitScript(() => localStorage.setItem('language', 'fil'));
  await page.goto('/contact');
  await page.getByRole('button', { name: TEXTS[language].open }).click();
  await expectVisible(page.getByPlaceholder(TEXTS[language].placeholder));
  return page;
};

describe('the chat assistant', () => {
  test('in English: breakfast only as the data says, payment as steps', async () => {
    const page = await openChat('en', 'desktop');
    await ask(page, 'en', 'Is breakfast included?', "I can't confirm that breakfast comes with your room");
    await ask(page, 'en', 'How do I pay?', '5. Pay the 70% balance at check-in.');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'chat-payment-en');
    expectNoPageErrors(page);
  });

  test('in Filipino on a phone: the payment steps and a booking found by its code', async () => {
    const guest = await signUp({ firstName: 'Ligaya' });
    const booking = await bookFreeRoom(guest, randomStay({ fromDay: 40 }));
    const page = await openChat('fil', 'phone');
    await ask(page, 'fil', 'Paano magbayad?', '5. Bayaran ang natitirang 70% sa check-in.');
    await ask(page, 'fil', 'Kasama ba ang almusal?', 'Hindi ko po makukumpirma na kasama ang almusal');
    const log = await ask(
      page,
      'fil',
      `Ano ang status ng ${booking.referenceCode}?`,
      `Nahanap ko ang reservation na ${booking.referenceCode}`,
    );
    await expectVisible(log.getByText('Nahanap ang Reservation!'));
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'chat-reservation-fil');
    expectNoPageErrors(page);
  });
});
