// The site in Filipino: a guest whose account is in Filipino signs in on a browser with no
// stored choice and gets the site in Filipino; Make Payment, Leave Review, the weather notice and the
// "move my stay" dialog read in Filipino, and axe finds nothing serious on each.
import { addDays } from '@domain/dates';
import type { Page } from '@playwright/test';
import { createDeskClerk, stayToMoveForWeather } from '../front-desk/support';
import { signUp } from '../support/accounts';
import { bookThroughApi, call } from '../support/api';
import { expectVisible } from '../support/browser';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';
import { bookFreeRoom, frontDesk, resortToday, signedInPage } from './support';

const bookingCard = (page: Page, referenceCode: string) =>
  page.getByTestId('booking-card').filter({ has: page.getByText(referenceCode, { exact: true }) });

describe('a Filipino account', () => {
  test('gets the dashboard, Make Payment, Leave Review, the weather notice and the move dialog in Filipino', async () => {
    const guest = await signUp({ firstName: 'Dalisay' });
    await call('PUT', '/api/auth/user/language', guest.cookie, { language: 'fil' });

    // a completed stay, to review
    const today = resortToday();
    const done = await bookFreeRoom(guest, { checkin: today, checkout: addDays(today, 1) });
    for (const action of ['confirm', 'checkin', 'checkout'] as const) await frontDesk(done.id, action);

    // a stay a storm falls on, and the stay it moves to (far ahead: days no other journey books)
    const { stay, stormDay, newStay, room } = await stayToMoveForWeather('filipino');
    const stormy = await bookThroughApi(guest, { roomId: room.id, ...stay });
    await frontDesk(stormy.id, 'confirm');
    const clerk = await createDeskClerk({ firstName: 'Perla' });
    await call('POST', '/api/receptionist/weather-disruptions', clerk.cookie, {
      startDate: stormDay,
      endDate: stormDay,
      note: 'PAGASA TCWS No. 2 for La Union',
    });

    // this browser has no stored choice: the account's Filipino is adopted
    const page = await signedInPage(guest);
    await page.goto('/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Maligayang pagbabalik, Dalisay' }));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fil');

    const reviewed = bookingCard(page, done.referenceCode);
    await reviewed.getByRole('button', { name: 'Mag-review' }).click();
    const review = page.getByRole('dialog', { name: 'Mag-iwan ng Review' });
    await expectVisible(review.getByText('Ang rating mo'));
    await expectVisible(review.getByRole('button', { name: 'Ipadala ang Review' }));
    await checkedShot(page, 'i18n-review-dialog-fil', review);
    await page.keyboard.press('Escape');

    const card = bookingCard(page, stormy.referenceCode);
    const notice = card.getByTestId('weather-notice');
    await expectVisible(notice.getByText('Babala sa panahon para sa iyong stay'), SLOW_WAIT_MS);

    await card.getByRole('button', { name: 'Magbayad' }).click();
    const payment = page.getByRole('dialog', { name: 'Magbayad' });
    await expectVisible(payment.getByLabel('Paraan ng pagbabayad'));
    await expectVisible(payment.getByRole('button', { name: 'Itala ang Bayad' }));
    await checkedShot(page, 'i18n-payment-dialog-fil', payment);
    await page.keyboard.press('Escape');

    await checkedShot(page, 'i18n-weather-notice-fil', card);
    await notice.getByRole('button', { name: 'Ilipat nang libre ang stay ko' }).click();
    const move = page.getByRole('dialog', { name: 'Ilipat nang libre ang stay ko' });
    await move.getByLabel('Bagong check-in').fill(newStay.checkin);
    await move.getByLabel('Bagong check-out').fill(newStay.checkout);
    await expectVisible(move.getByRole('radiogroup', { name: 'Kuwarto' }), SLOW_WAIT_MS);
    await expectVisible(move.getByText(/2 gabi/).first());
    await checkedShot(page, 'i18n-weather-move-fil', move);
  });
});
