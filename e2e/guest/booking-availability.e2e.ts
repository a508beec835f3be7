// Spec section 2 (Booking /booking/{roomId}) and the payment methods of section 5: the form checks the
// nights as soon as the dates are known. A guest who opens the booking page for nights already taken is
// told so plainly, sees no payment fields and no Book Now, and is offered the nearest free stay and other
// free rooms; applying a suggestion opens the payment step. The card option says the card is charged at
// the front desk or through the resort's card terminal; the admin turns it off on the content page and the
// form then offers GCash and Bank Transfer only. English and Filipino, 1280 and 390 px, axe on each screen.
import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { adminSession, call } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectPath, expectVisible, pageWithSession, settle, toast } from '../support/browser';
import { checkedShot } from '../support/shots';
import { afterAll, describe, expect, test } from '../support/test';
import { bookThroughApi, signedInPage, stayInFreeRoom } from './support';

const transactionField = (page: Page) => page.getByLabel('Transaction ID / Reference Number');
const bookNow = (page: Page) => page.getByRole('button', { name: 'Book Now', exact: true });
const takenPanel = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const CARD_SENTENCE =
  "Your card is charged at our front desk or through the resort's card terminal, not on this website.";

const setCardOption = async (content: 'on' | 'off') =>
  call('PUT', '/api/admin/content/card_payments', await adminSession(), {
    title: 'Card option on the booking form',
    content,
  });

// other journeys of the run choose the card: it is on again whatever happens here
afterAll(() => setCardOption('on'));

/**
 * Two new guests and a stay the first of them has just booked through the API: the nights the second one
 * (the guest a test is about) finds taken.
 */
const takenStay = async (
  [holderName, guestName]: [string, string],
  options: Parameters<typeof stayInFreeRoom>[0],
) => {
  const [holder, guest] = await Promise.all([
    signUp({ firstName: holderName }),
    signUp({ firstName: guestName }),
  ]);
  const { stay, room } = await stayInFreeRoom(options);
  await bookThroughApi(holder, { roomId: room.id, ...stay });
  return { guest, stay, room };
};

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the booking form checks the nights first', () => {
  test('taken nights: a plain message, no payment step; a suggested free stay opens it', async () => {
    const { guest, stay, room } = await takenStay(['Rosa', 'Dante'], { fromDay: 60, spread: 60, nights: 2 });
    const takenUrl = `/booking/${room.id}?checkin=${stay.checkin}&checkout=${stay.checkout}`;

    const page = await signedInPage(guest);
    await page.goto(takenUrl);
    const taken = takenPanel(page, 'These dates are taken');
    await expectVisible(taken);
    await expectVisible(taken.getByText('Nearest free dates in this room'));
    // nothing to pay with, nothing to book
    expect(await transactionField(page).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await bookNow(page).count()).toBe(0);
    await expectVisible(page.getByText('Choose free dates to continue.'));
    // other rooms free on the same nights link to their own booking form
    const otherRoom = taken.getByRole('link').first();
    if (await otherRoom.count())
      expect(await otherRoom.getAttribute('href')).toContain(
        `checkin=${stay.checkin}&checkout=${stay.checkout}`,
      );
    await checkedShot(page, 'availability-taken-en');

    // the nearest free stay of the same length, applied with one click
    await taken.getByRole('button', { name: / – / }).first().click();
    await expectVisible(page.getByText('These nights are free.'));
    const checkin = await page.getByLabel('Check-in', { exact: true }).inputValue();
    const checkout = await page.getByLabel('Check-out', { exact: true }).inputValue();
    expect(checkin).not.toBe(stay.checkin);
    await expectVisible(page.getByRole('heading', { name: '2 nights' }));
    await expectVisible(bookNow(page));
    await expectVisible(transactionField(page));

    // the card option: where the card is charged, and its fields
    const card = page.getByRole('radio', { name: /^Credit\/Debit Card/ });
    await page.locator('label').filter({ has: card }).click();
    await expectVisible(page.getByText(CARD_SENTENCE));
    await expectVisible(page.getByLabel('Card number'));
    await checkedShot(page, 'availability-free-card-en');

    // and the suggested nights really are free: the booking goes through
    await transactionField(page).fill(`APPROVAL-${Date.now()}`);
    await bookNow(page).click();
    await expectPath(page, '/dashboard');
    const [saved] = await call<{ checkin: string; checkout: string; paymentMethod: string }[]>(
      'GET',
      '/api/user/reservations',
      guest.cookie,
    );
    expect(saved).toMatchObject({ checkin, checkout, paymentMethod: 'Card' });
  });

  test('in Filipino, at phone width: the same message and suggestions, nothing wider than the screen', async () => {
    const { guest, stay, room } = await takenStay(['Liza', 'Ramon'], { fromDay: 130, spread: 60, nights: 3 });
    const page = await signedInPage(guest, { viewport: 'phone' });
    await page.addInitScript(() => localStorage.setItem('language', 'fil'));
    await page.goto(`/booking/${room.id}?checkin=${stay.checkin}&checkout=${stay.checkout}`);
    const taken = takenPanel(page, 'May nakakuha na ng mga petsang ito');
    await expectVisible(taken);
    await expectVisible(taken.getByText('Pinakamalapit na bakanteng petsa sa kuwartong ito'));
    expect(await transactionField(page).count()).toBe(0);
    await settle(page);
    expect(await noHorizontalOverflow(page), 'wider than the phone screen').toBeLessThanOrEqual(0);
    await checkedShot(page, 'availability-taken-fil');

    await taken.getByRole('button', { name: / – / }).first().click();
    await expectVisible(page.getByText('Bakante ang mga gabing ito.'));
    const card = page.getByRole('radio', { name: /^Credit\/Debit Card/ });
    await page.locator('label').filter({ has: card }).click();
    await expectVisible(
      page.getByText(
        'Sinisingil ang iyong card sa aming front desk o sa card terminal ng resort, hindi sa website na ito.',
      ),
    );
    await settle(page);
    expect(await noHorizontalOverflow(page), 'wider than the phone screen').toBeLessThanOrEqual(0);
    await checkedShot(page, 'availability-free-card-fil');
  });

  test('the admin turns the card option off on the content page: the form offers GCash and Bank Transfer only', async () => {
    const admin = await pageWithSession(await adminSession(), { owner: 'admin' });
    await admin.goto('/admin-content');
    const cardSwitch = admin.getByRole('switch', { name: 'Card option on the booking form' });
    await expectVisible(cardSwitch);
    expect(await cardSwitch.getAttribute('aria-checked')).toBe('true');
    await cardSwitch.click();
    await expectVisible(toast(admin).getByText(/The card option is off/));
    await expect.poll(() => cardSwitch.getAttribute('aria-checked')).toBe('false');
    await checkedShot(
      admin,
      'admin-card-option-off',
      admin.getByRole('region', { name: 'Booking settings' }),
    );

    const guest = await signUp({ firstName: 'Nilo' });
    const { stay, room } = await stayInFreeRoom({ fromDay: 200, spread: 60, nights: 2 });
    const page = await signedInPage(guest);
    await page.goto(`/booking/${room.id}?checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expectVisible(page.getByText('These nights are free.'));
    await expectVisible(page.getByRole('radio', { name: /^GCash/ }));
    expect(await page.getByRole('radio').count()).toBe(2);
    expect(await page.getByRole('radio', { name: /^Bank Transfer \(BDO\)/ }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: /^Credit\/Debit Card/ }).count()).toBe(0);
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    // on again from the same switch
    await cardSwitch.click();
    await expect.poll(() => cardSwitch.getAttribute('aria-checked')).toBe('true');
  });
});
