// Helpers for the front-desk journeys: a receptionist account (role set with SQL on PostgreSQL, else by
// the run's admin through PATCH /api/admin/users/{id}), pages that carry a session cookie (one sign-in
// per file), guest bookings through the API on today-based stays, and the dashboard's recurring moves.
import { randomInt } from 'node:crypto';
import type { FinancialReportDto, ReservationDto, RoomDto } from '@domain/api-types';
import { addDays, todayIn } from '@domain/dates';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import type { Locator, Page } from '@playwright/test';
import { type signUp, uniqueEmail } from '../support/accounts';
import { call, listRooms } from '../support/api';
import { baseUrl, escapeRegExp, expectPath, expectVisible, pageWithSession, toast } from '../support/browser';
import { uniqueLastName } from '../support/staff';
import { expect } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';

// the shared pieces the journeys reach through this file
export { bookThroughApi, call } from '../support/api';
export { pageWithSession, toast } from '../support/browser';
export { createDeskClerk, uniqueLastName } from '../support/staff';

export type Account = Awaited<ReturnType<typeof signUp>>;

/** The resort's today (the browser contexts run in Asia/Manila too). */
export const resortToday = () => todayIn();

/** A stay `nights` long starting `fromDay` days after the resort's today. */
export const stayFrom = (fromDay: number, nights: number) => {
  const checkin = addDays(resortToday(), fromDay);
  return { checkin, checkout: addDays(checkin, nights) };
};

/** A guest no earlier run has made: the last name (searchable) and the email get a random tail. */
export const uniqueGuest = (firstName: string, lastName: string, emailPrefix: string) => ({
  firstName,
  lastName: uniqueLastName(lastName),
  email: uniqueEmail(emailPrefix),
});

type Cookie = string;

/** The session cookie the browser holds after signing in through the login form. */
export const cookieOf = async (page: Page): Promise<Cookie> => {
  const cookies = await page.context().cookies(baseUrl());
  const session = cookies.find((c) => c.httpOnly) ?? cookies[0];
  if (!session) throw new Error('The browser holds no session cookie');
  return `${session.name}=${session.value}`;
};

/**
 * The most expensive bookable room free for every night of the stay (the API's availability search),
 * so the front-desk journeys take the villa when they can and never collide with another booking.
 */
export const priciestFreeRoom = async (
  stay: { checkin: string; checkout: string },
  skip: readonly string[] = [],
): Promise<RoomDto> => {
  const rooms = await listRooms(`checkin=${stay.checkin}&checkout=${stay.checkout}`);
  const room = rooms
    .filter((r) => r.status === 'available' && !skip.includes(r.id))
    .sort((a, b) => Number(b.basePrice) - Number(a.basePrice))[0];
  if (!room) throw new Error(`No room is free from ${stay.checkin} to ${stay.checkout}`);
  return room;
};

/** How far a weather journey moves its stay: past the storm, and clear of the stay's own nights. */
export const WEATHER_MOVE_DAYS = 20;

/**
 * The check-in days, counted from today, each weather journey draws from: far ahead, where no other
 * journey books; apart, so neither's storm falls on the other's stays (they share the run's database);
 * and around long-stay.e2e.ts's 40 nights from day 250, which no storm should touch. The last lane ends
 * where the move is still a bookable check-in (within the booking horizon).
 */
const WEATHER_LANES = {
  desk: { first: 200, last: 246 },
  filipino: { first: 291, last: DEFAULT_STAY_LIMITS.bookingHorizonDays - WEATHER_MOVE_DAYS },
} as const;

/**
 * A 2-night stay a storm can fall on, the stay it moves to WEATHER_MOVE_DAYS later, and the priciest
 * room free for both, so the guest's own room is among the move's choices.
 */
export const stayToMoveForWeather = async (lane: keyof typeof WEATHER_LANES) => {
  const { first, last } = WEATHER_LANES[lane];
  const checkin = addDays(resortToday(), first + randomInt(last - first + 1));
  const stay = { checkin, checkout: addDays(checkin, 2) };
  const moved = addDays(checkin, WEATHER_MOVE_DAYS);
  const newStay = { checkin: moved, checkout: addDays(moved, 2) };
  const freeLater = await listRooms(`checkin=${newStay.checkin}&checkout=${newStay.checkout}`);
  const notFreeLater = (await listRooms())
    .filter((room) => !freeLater.some((free) => free.id === room.id && free.status === 'available'))
    .map((room) => room.id);
  return { stay, stormDay: addDays(checkin, 1), newStay, room: await priciestFreeRoom(stay, notFreeLater) };
};

export const staffReservations = (cookie: Cookie) =>
  call<ReservationDto[]>('GET', '/api/receptionist/reservations', cookie);

export const financialReport = (cookie: Cookie) =>
  call<FinancialReportDto>('GET', '/api/financial-report', cookie);

// ---- the dashboard ----------------------------------------------------------------------------------

export const TABS = {
  today: "Today's Activity",
  gate: 'Day visitors',
  guests: 'Current Guests',
  all: 'All Reservations',
  payments: 'Payments to Verify',
  weather: 'Weather',
  report: 'Financial Report',
} as const;

export const tab = (page: Page, name: keyof typeof TABS) =>
  page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(TABS[name])}`) });

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search reservations' });

/**
 * Waits for a toast with the title and text, then closes it so it covers nothing the next step clicks.
 * While a modal dialog is open the page behind it (the toast included) takes no clicks: pass
 * `{ close: false }` there; the toast then goes by itself.
 */
export const expectToast = async (
  page: Page,
  title: string,
  description: string | RegExp,
  options: { close?: boolean } = {},
) => {
  const current = toast(page).filter({ hasText: title }).filter({ hasText: description });
  await expectVisible(current, SLOW_WAIT_MS);
  if (options.close === false) return;
  await current.getByRole('button', { name: 'Close' }).click();
  await current.waitFor({ state: 'hidden' });
};

/** The receptionist dashboard, on a tab (through the tab bar, as a person would). */
export const openDesk = async (page: Page, on: keyof typeof TABS = 'today', path = '/dashboard') => {
  await page.goto(path);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Receptionist Dashboard' }), SLOW_WAIT_MS);
  if (on !== 'today') await selectTab(page, on);
};

/** A fresh page signed in as `staff`, on the receptionist dashboard's tab `on`. */
export const openDeskAs = async (staff: Account, on: keyof typeof TABS = 'today') => {
  const page = await pageWithSession(staff.cookie);
  await openDesk(page, on);
  return page;
};

/**
 * A fresh page signed in as `staff` on the dashboard's tab `on`, filtered to one booking by its reference
 * code, and the booking's card there.
 */
export const openBookingOnDesk = async (
  staff: Account,
  referenceCode: string,
  on: keyof typeof TABS = 'all',
) => {
  const page = await openDeskAs(staff, on);
  await search(page, referenceCode);
  return { page, card: deskCard(page, referenceCode) };
};

export const selectTab = async (page: Page, name: keyof typeof TABS) => {
  await tab(page, name).click();
  await expectPath(page, new RegExp(`[?&]tab=${name}\\b`));
  await expect.poll(() => tab(page, name).getAttribute('aria-selected')).toBe('true');
};

/** Types into the search box and waits for the filter to apply (the count line under it). */
export const search = async (page: Page, text: string) => {
  await searchBox(page).fill(text);
  await expectVisible(page.getByText(/^\d+ of \d+ reservations match$/));
};

/** The reservation card showing this reference code. */
export const deskCard = (page: Page, referenceCode: string) =>
  page.getByRole('article').filter({ has: page.getByText(referenceCode, { exact: true }) });

export const statusOf = (card: Locator) => card.getByTestId('status-badge');

/** An element's text, whitespace collapsed (the DOM's text, not the rendered layout's). */
export const textOf = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

export const textsOf = async (locator: Locator) =>
  (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
