// Calendar sync: the admin adds a room's Airbnb calendar (served by a stand-in travel site in this
// process); its events block the room's nights, so a visitor's search for them no longer lists the room,
// and the one event that overlaps a guest's booking is kept as a conflict that holds its free nights (no
// one can book them here meanwhile). The receptionist sees it at the top of Today's Activity with both
// sides, cancels our booking, and the alert goes; All Reservations shows the blocks. A Booking.com calendar
// that answers 404 reaches the staff: one email, a warning on both dashboards and on the room's card,
// gone once it syncs. The new screens pass axe.
import type { ReservationDto, RoomDto } from '@domain/api-types';
import type { Page } from '@playwright/test';
import { airbnbFeed, bookingComFeed } from '../../server/src/modules/calendar/test-feeds';
import { type FeedServer, startFeedServer } from '../../server/src/test/feed-server';
import { signUp } from '../support/accounts';
import { adminSession, listRooms } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoPageErrors, expectVisible, newPage, pageWithSession } from '../support/browser';
import { printedEmails } from '../support/emails';
import { afterAll, beforeAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';
import {
  type Account,
  bookThroughApi,
  createDeskClerk,
  expectToast,
  openDeskAs,
  priciestFreeRoom,
  staffReservations,
  stayFrom,
  textOf,
  uniqueGuest,
} from './support';

const FEED_PATH = '/airbnb-listing-41234567.ics';
const BROKEN_PATH = '/booking-com-hotel-9981234.ics';

// far enough ahead that no other journey books these nights: the guest's stay, an Airbnb stay on free
// nights, and an Airbnb stay that overlaps the guest's by one night
const guestStay = stayFrom(60, 3);
const airbnbStay = stayFrom(70, 2);
const overlappingStay = stayFrom(62, 3);
// the nights of the Airbnb stay that the guest's booking does not hold: the open conflict holds them
const heldNights = stayFrom(63, 2);
const wholeRange = { checkin: guestStay.checkin, checkout: airbnbStay.checkout };

let feeds: FeedServer;
let clerk: Account;
let guest: Awaited<ReturnType<typeof signUp>>;
let room: RoomDto;
let booking: ReservationDto;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve(FEED_PATH, {
    body: airbnbFeed([
      { ...airbnbStay, summary: 'Reserved' },
      { ...overlappingStay, summary: 'Reserved' },
    ]),
    gzip: true,
  });
  clerk = await createDeskClerk({ firstName: 'Imelda' });
  guest = await signUp(uniqueGuest('Corazon', 'Villanueva', 'calendar-guest'));
  room = await priciestFreeRoom(wholeRange);
  booking = await bookThroughApi(guest, { roomId: room.id, ...guestStay });
});

afterAll(async () => {
  await feeds?.close();
});

const roomCard = (page: Page) => page.getByTestId('admin-room').filter({ hasText: room.name });
const calendarDialog = (page: Page) => page.getByRole('dialog', { name: 'Calendar sync' });
const conflictsAlert = (page: Page) => page.getByTestId('calendar-conflicts');

const closeCalendarSync = async (page: Page) => {
  await calendarDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
  await calendarDialog(page).waitFor({ state: 'hidden' });
};

const openCalendarSync = async () => {
  const page = await pageWithSession(await adminSession(), { owner: 'the admin' });
  await page.goto('/admin-dashboard');
  await expectVisible(roomCard(page), SLOW_WAIT_MS);
  await roomCard(page)
    .getByRole('button', { name: /^Calendar sync/ })
    .click();
  const dialog = calendarDialog(page);
  await expectVisible(dialog);
  return { page, dialog };
};

describe('calendar sync', () => {
  test('the admin adds an Airbnb calendar: its nights are blocked here and the overlap is a conflict', async () => {
    const { page, dialog } = await openCalendarSync();

    // the export URL the travel sites import, and the empty state that says where their links are
    const exportUrl = dialog.getByTestId('calendar-export-url');
    await expect.poll(() => exportUrl.inputValue()).toContain(`/api/calendar/rooms/${room.id}.ics?token=`);
    await expectVisible(dialog.getByText('No calendars imported yet'));
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Travel site', { exact: true }).selectOption('airbnb');
    await dialog.getByLabel('Calendar address (iCal link)').fill(feeds.url(FEED_PATH));
    await dialog.getByRole('button', { name: 'Add calendar' }).click();
    await expectToast(page, 'Success', 'Airbnb calendar added: 1 block.', { close: false });
    expect(feeds.requests(FEED_PATH)).toBe(1);

    const feed = dialog.getByTestId('calendar-feed');
    await expectVisible(feed);
    expect(await textOf(feed.getByTestId('feed-status'))).toBe('OK');
    expect(await textOf(feed.getByTestId('feed-blocks'))).toBe('1');
    expect(await textOf(feed.getByTestId('feed-conflicts'))).toBe('1');
    expect(await feed.getByText(feeds.url(FEED_PATH)).getAttribute('title')).toBe(feeds.url(FEED_PATH));
    await expectNoSeriousA11yViolations(page);

    // "Sync now" fetches again and keeps the same blocks
    await feed.getByRole('button', { name: /^Sync now/ }).click();
    await expectToast(page, 'Success', 'Airbnb calendar synced: 1 block.', { close: false });
    expect(feeds.requests(FEED_PATH)).toBe(2);
    expectNoPageErrors(page);

    // a visitor searching those nights no longer finds the room; other nights still have it
    const visitor = await newPage();
    const blockedSearch = `checkin=${airbnbStay.checkin}&checkout=${airbnbStay.checkout}`;
    const available = await listRooms(blockedSearch);
    expect(available.map((r) => r.id)).not.toContain(room.id);
    await visitor.goto(`/rooms?${blockedSearch}`);
    await expect
      .poll(() => visitor.getByRole('main').getByRole('link', { name: 'View Details' }).count())
      .toBe(available.length);
    expect(await visitor.getByRole('main').getByText(room.name, { exact: true }).count()).toBe(0);
    expect(
      (await listRooms(`checkin=${airbnbStay.checkout}&checkout=${stayFrom(73, 1).checkout}`)).map(
        (r) => r.id,
      ),
    ).toContain(room.id);
    expectNoPageErrors(visitor);
  });

  test("the receptionist sees the conflict at the top of Today's Activity and cancels our booking", async () => {
    const page = await openDeskAs(clerk);
    const alert = conflictsAlert(page);
    await expectVisible(alert, SLOW_WAIT_MS);
    const conflict = alert.getByTestId('calendar-conflict').filter({ hasText: booking.referenceCode });
    await expectVisible(conflict);
    const text = await textOf(conflict);
    // the channel's side and ours
    expect(text).toContain(room.name);
    expect(text).toContain('Airbnb');
    expect(text).toContain('“Reserved”');
    expect(text).toContain(`${guest.firstName} ${guest.lastName}`);
    expect(text).toContain('Pending');
    // while it is open, the Airbnb nights our guest does not hold are held: nobody can book them here
    expect(await textOf(conflict.getByTestId('conflict-held-nights'))).toContain('Held meanwhile');
    expect(
      (await listRooms(`checkin=${heldNights.checkin}&checkout=${heldNights.checkout}`)).map((r) => r.id),
    ).not.toContain(room.id);
    expect(
      await conflict.getByRole('link', { name: /Open the reservation on Airbnb/ }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.airbnb\.com\/hosting\/reservations\/details\/HM/);
    await expectNoSeriousA11yViolations(page);

    await conflict.getByRole('button', { name: 'Cancel our booking' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel our booking?' });
    await expectVisible(confirm);
    expect(await textOf(confirm)).toContain('is emailed');
    await confirm.getByRole('button', { name: 'Cancel our booking' }).click();
    await expectToast(page, 'Success', `Reservation ${booking.referenceCode} was cancelled`);
    await alert.waitFor({ state: 'hidden' });

    const after = (await staffReservations(clerk.cookie)).find((r) => r.id === booking.id);
    expect(after?.status).toBe('cancelled');
    // the nights went to the Airbnb booking: the room is no longer free on them
    const search = await listRooms(`checkin=${overlappingStay.checkin}&checkout=${overlappingStay.checkout}`);
    expect(search.map((r) => r.id)).not.toContain(room.id);
    expectNoPageErrors(page);
  });

  test('All Reservations shows the travel-site blocks beside the bookings and offers the staff calendar', async () => {
    const page = await openDeskAs(clerk, 'all');
    const download = page.getByRole('link', { name: 'Download calendar (.ics)' });
    expect(await download.getAttribute('href')).toBe('/api/receptionist/calendar.ics');

    const toggle = page.getByRole('button', { name: 'Show travel-site blocks' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const blocks = page.getByTestId('travel-site-block').filter({ hasText: room.name });
    // the free-nights stay, and the conflict's stay now holding the nights our booking gave up
    await expect.poll(() => blocks.count()).toBe(2);
    expect(await textOf(blocks.first())).toContain('Airbnb');
    await expectNoSeriousA11yViolations(page);
    expectNoPageErrors(page);
  });

  test('a calendar that fails reaches the staff: one email, the dashboards and the room card warn until it syncs', async () => {
    feeds.serve(BROKEN_PATH, { status: 404, body: 'Not Found', headers: { 'Content-Type': 'text/html' } });
    const { page, dialog } = await openCalendarSync();
    await dialog.getByLabel('Travel site', { exact: true }).selectOption('booking_com');
    await dialog.getByLabel('Calendar address (iCal link)').fill(feeds.url(BROKEN_PATH));
    await dialog.getByRole('button', { name: 'Add calendar' }).click();
    const broken = dialog.getByTestId('calendar-feed').filter({ hasText: 'Booking.com' });
    await expectVisible(broken, SLOW_WAIT_MS);
    await expect.poll(() => textOf(broken.getByTestId('feed-status'))).toBe('Failing');
    // retried: still one email for this run of failures
    await broken.getByRole('button', { name: /^Sync now/ }).click();
    await expect.poll(() => feeds.requests(BROKEN_PATH)).toBe(2);
    const subject = `Calendar failing: Booking.com (${room.name})`;
    await expect.poll(() => printedEmails().filter((e) => e.subject === subject).length).toBeGreaterThan(0);
    const mails = printedEmails().filter((e) => e.subject === subject);
    expect(new Set(mails.map((e) => e.to)).size).toBe(mails.length);
    expect(mails[0]?.text).toContain('The feed answered HTTP 404');
    await closeCalendarSync(page);

    // the admin dashboard and the room's card
    const adminWarning = page.getByTestId('calendar-feed-warnings');
    await expectVisible(adminWarning, SLOW_WAIT_MS);
    expect(await textOf(adminWarning)).toContain(`${room.name}`);
    expect(await textOf(adminWarning)).toContain('Booking.com calendar failing');
    await expectVisible(roomCard(page).getByTestId('room-feed-warning'));
    await expectNoSeriousA11yViolations(page);

    // the receptionist's Today's Activity
    const desk = await openDeskAs(clerk);
    const deskWarning = desk.getByTestId('calendar-feed-warnings');
    await expectVisible(deskWarning, SLOW_WAIT_MS);
    expect(
      await textOf(deskWarning.getByTestId('calendar-feed-warning').filter({ hasText: room.name })),
    ).toContain('The feed answered HTTP 404.');
    await expectNoSeriousA11yViolations(desk);

    // fixed on Booking.com's side: Sync now clears every warning
    feeds.serve(BROKEN_PATH, { body: bookingComFeed([]) });
    await roomCard(page)
      .getByRole('button', { name: /^Calendar sync/ })
      .click();
    const again = calendarDialog(page).getByTestId('calendar-feed').filter({ hasText: 'Booking.com' });
    await again.getByRole('button', { name: /^Sync now/ }).click();
    await expect.poll(() => textOf(again.getByTestId('feed-status'))).toBe('OK');
    await closeCalendarSync(page);
    await roomCard(page).getByTestId('room-feed-warning').waitFor({ state: 'hidden' });
    // the desk reads the warnings again every minute; a reload reads them now
    await desk.reload();
    await desk
      .getByTestId('calendar-feed-warning')
      .filter({ hasText: room.name })
      .waitFor({ state: 'detached', timeout: SLOW_WAIT_MS });
    expectNoPageErrors(page);
    expectNoPageErrors(desk);
  });
});
