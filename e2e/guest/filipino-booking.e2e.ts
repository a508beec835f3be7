// Spec sections 2, 5 and 6 in Filipino: a visitor switches the header to
// Filipino, the page says so (`lang="fil"`) and keeps it after a reload; they sign up, book a room with the
// form's Filipino labels, and see the Filipino confirmation, dashboard, receipt, amenities and contact
// pages. axe runs on each Filipino page.
// On a phone the switch sits in the open menu.
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectHydrated, expectPath, expectVisible, newPage, settle, toast } from '../support/browser';
import { checkedShot, shot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { bookInFilipino, chooseGcash } from './book-steps';
import { REFERENCE_CODE, stayInFreeRoom } from './support';

const languageSwitch = (page: Page) => page.getByRole('group', { name: /^(Language|Wika)$/ });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The switch moves the page to its Filipino address ('/rooms' -> '/fil/rooms'). */
const chooseFilipino = async (page: Page, filipinoPath: string) => {
  await languageSwitch(page).getByRole('button', { name: 'Filipino' }).click();
  await expectPath(page, filipinoPath);
  await expect.poll(() => htmlLang(page)).toBe('fil');
};

/** The switch says Filipino (on a phone, once the menu is open). */
const expectFilipinoPressed = (page: Page) =>
  expect
    .poll(() => languageSwitch(page).getByRole('button', { name: 'Filipino' }).getAttribute('aria-pressed'))
    .toBe('true');

describe('a visitor in Filipino', () => {
  test('switches in the header, keeps it after a reload, signs up, books and sees the dashboard in Filipino', async () => {
    const page = await newPage();
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Your Island Escape Awaits' }));
    expect(await htmlLang(page)).toBe('en');
    await shot(page, 'i18n-landing-en');

    await chooseFilipino(page, '/fil');
    await expectFilipinoPressed(page);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Naghihintay ang Iyong Bakasyon sa Isla' }),
    );
    await expectVisible(
      page.getByRole('navigation', { name: 'Pangunahin' }).getByRole('link', { name: 'Mga Kuwarto' }),
    );

    // remembered by this browser: the English address brings it back to the Filipino one
    await page.goto('/');
    await expectPath(page, '/fil');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Naghihintay ang Iyong Bakasyon sa Isla' }),
    );
    expect(await htmlLang(page)).toBe('fil');
    await expectVisible(page.getByRole('heading', { name: 'Mga Tampok na Kuwarto' }));
    await checkedShot(page, 'i18n-landing-fil');

    await page.goto('/rooms');
    await expectPath(page, '/fil/rooms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Aming mga Kuwarto at Suite' }));
    await expectVisible(page.getByRole('link', { name: 'Mag-book Na' }).first());
    await checkedShot(page, 'i18n-rooms-fil');

    const { stay, room } = await stayInFreeRoom({ fromDay: 40, spread: 30, nights: 3 });
    await page.goto(`/rooms/${room.id}`);
    await expectVisible(page.getByRole('heading', { name: 'I-book ang Kuwartong Ito' }));
    await checkedShot(page, 'i18n-room-detail-fil');

    // sign up in Filipino
    await page.goto('/signup');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Gumawa ng account' }));
    const email = uniqueEmail('fil');
    await page.getByLabel('Pangalan').fill('Ligaya');
    await page.getByLabel('Apelyido').fill('Bautista');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('dagat-2026');
    await page.getByLabel('Kumpirmahin ang password').fill('dagat-2026');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Gumawa ng Account' }).click();
    await expectVisible(toast(page).getByText('Nagawa na ang account!', { exact: true }));
    await expectPath(page, /^\/fil\/?$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Maligayang pagbabalik, Ligaya' }));

    // book with the Filipino form
    await page.goto(`/booking/${room.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'I-book ang Iyong Stay' }));
    await page.getByLabel('Check-in', { exact: true }).fill(stay.checkin);
    await page.getByLabel('Check-out', { exact: true }).fill(stay.checkout);
    await expectVisible(page.getByRole('heading', { name: '3 gabi' }));
    await expectVisible(page.getByText('Balanseng babayaran sa check-in (70%)'));
    // an empty submit: the spec's message, in Filipino
    await page.getByRole('button', { name: 'Mag-book Na', exact: true }).click();
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Pumili ng paraan ng pagbabayad' }).first(),
    );
    await chooseGcash(page);
    await expectVisible(page.getByRole('heading', { name: 'Ipadala ang iyong down payment sa GCash' }));
    await page.getByLabel('Transaction ID / Reference Number').fill(`GC-${Date.now()}`);
    await checkedShot(page, 'i18n-booking-fil');
    await bookInFilipino(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Maligayang pagbabalik, Ligaya' }));
    const card = page.getByTestId('booking-card').first();
    await expectVisible(card.getByText(room.name, { exact: true }));
    expect(await card.getByTestId('status-badge').textContent()).toBe('Naghihintay');
    await expectVisible(card.getByRole('button', { name: 'Kanselahin ang Booking' }));
    expect(await htmlLang(page)).toBe('fil');
    await checkedShot(page, 'i18n-dashboard-fil');

    // the receipt, the amenities and contact pages: Filipino too, and axe-clean
    await card.getByRole('link', { name: /^Tingnan ang resibo/ }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Resibo' }));
    await expectVisible(page.getByText('Mga bayad at refund'));
    await checkedShot(page, 'i18n-receipt-fil');
    await page.goto('/amenities');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Mga Amenity ng Resort' }));
    await expectVisible(page.getByRole('heading', { name: 'Mga Aktibidad at Karanasan' }));
    await checkedShot(page, 'i18n-amenities-fil');
    await page.goto('/contact');
    await expectVisible(page.getByRole('heading', { name: 'Paano Pumunta Rito' }));
    await checkedShot(page, 'i18n-contact-fil');

    // the server holds the booking as any other
    const answer = await page.request.get('/api/user/reservations');
    const [saved] = (await answer.json()) as { referenceCode: string; roomId: string; status: string }[];
    expect(saved).toMatchObject({ roomId: room.id, status: 'pending' });
    expect(saved?.referenceCode).toMatch(REFERENCE_CODE);
  });

  test('on a phone the switch is in the open menu, and English comes back the same way', async () => {
    const page = await newPage({ viewport: 'phone' });
    await page.goto('/rooms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Our Rooms & Suites' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await chooseFilipino(page, '/fil/rooms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Aming mga Kuwarto at Suite' }));
    // the switch's page load: the menu button works once the script has taken the new page over
    await expectHydrated(page.getByLabel('Check-in', { exact: true }).first());
    await page.getByRole('button', { name: 'Buksan ang menu' }).click();
    await expectVisible(page.getByRole('button', { name: 'Isara ang menu' }));
    await expectFilipinoPressed(page);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'i18n-phone-menu-fil');

    await languageSwitch(page).getByRole('button', { name: 'English' }).click();
    await expectPath(page, '/rooms');
    await expect.poll(() => htmlLang(page)).toBe('en');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Our Rooms & Suites' }));
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Our Rooms & Suites' }));
    expect(await htmlLang(page)).toBe('en');
  });
});
