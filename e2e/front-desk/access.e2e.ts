// Spec sections 2, 6 and 8: who may open the receptionist dashboard. A customer is sent to their own
// dashboard; a visitor is told 'Unauthorized' / 'You are logged out. Logging in again...' and sent to log
// in, where a receptionist signs in and lands on /dashboard, the receptionist dashboard. Then every tab
// (and the walk-in dialog) passes axe without a console error, at 1280 and 390 px.
import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { DESK_MOVE_BODY } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectNoPageErrors,
  expectPath,
  expectVisible,
  newPage,
  settle,
  type ViewportName,
} from '../support/browser';
import { beforeAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';
import { recordToasts } from '../support/toasts';
import {
  type Account,
  bookThroughApi,
  call,
  createDeskClerk,
  openDesk,
  pageWithSession,
  priciestFreeRoom,
  selectTab,
  stayFrom,
  TABS,
  uniqueGuest,
} from './support';

let clerk: Account;
let guest: Account;

beforeAll(async () => {
  clerk = await createDeskClerk({ firstName: 'Corazon' });
  guest = await signUp(uniqueGuest('Dolores', 'Aquino', 'access'));
  // something on every list: a guest who arrived today and is staying, and a later booking whose
  // down payment awaits verification
  const today = stayFrom(0, 1);
  const arrived = await bookThroughApi(guest, { roomId: (await priciestFreeRoom(today)).id, ...today });
  for (const action of ['confirm', 'checkin'] as const)
    await call(
      'PATCH',
      `/api/receptionist/reservations/${arrived.id}/${action}`,
      clerk.cookie,
      DESK_MOVE_BODY[action],
    );
  const later = stayFrom(12, 2);
  await bookThroughApi(guest, { roomId: (await priciestFreeRoom(later)).id, ...later });
});

describe('who may open the receptionist dashboard', () => {
  test('a customer is sent to their own dashboard', async () => {
    const page = await pageWithSession(guest.cookie);
    await page.goto('/receptionist-dashboard');
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: `Welcome back, ${guest.firstName}` }));
    expect(await page.getByRole('heading', { name: 'Receptionist Dashboard' }).count()).toBe(0);
  });

  test("a visitor is told 'Unauthorized' and sent to log in; a receptionist signing in lands on /dashboard", async () => {
    const page = await newPage();
    const toasts = await recordToasts(page);
    await page.goto('/receptionist-dashboard');
    await expectPath(page, `/login?next=${encodeURIComponent('/receptionist-dashboard')}`, SLOW_WAIT_MS);
    expect(
      toasts.some(
        (text) => text.includes('Unauthorized') && text.includes('You are logged out. Logging in again...'),
      ),
    ).toBe(true);

    await page.getByLabel('Email').fill(clerk.email);
    await page.getByLabel('Password', { exact: true }).fill(clerk.password);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^sign in$/i })
      .click();
    await expectPath(page, '/dashboard', SLOW_WAIT_MS);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Receptionist Dashboard' }));
    await expectVisible(page.getByText(`Welcome, ${clerk.firstName}.`, { exact: false }).first());
    for (const label of ["Today's Check-ins/Outs", 'Current Guests', 'Total Reservations']) {
      await expectVisible(page.getByTestId('stat-card').filter({ hasText: label }));
    }
    for (const name of Object.keys(TABS) as Array<keyof typeof TABS>) {
      await expectVisible(page.getByRole('tab', { name: new RegExp(`^${TABS[name]}`) }));
    }
  });
});

const everyTab = async (page: Page) => {
  for (const name of Object.keys(TABS) as Array<keyof typeof TABS>) {
    if (name !== 'today') await selectTab(page, name);
    if (name === 'report') await expectVisible(page.getByTestId('revenue-chart'), SLOW_WAIT_MS);
    // the Weather tab's form is there whether or not a disruption was ever declared
    else if (name === 'weather')
      await expectVisible(page.getByRole('form', { name: 'Declare a weather disruption' }), SLOW_WAIT_MS);
    // the gate's walk-in sale is there whether or not anyone came today
    else if (name === 'gate')
      await expectVisible(
        page.getByRole('tabpanel').getByRole('heading', { name: 'Sell a walk-in pass' }),
        SLOW_WAIT_MS,
      );
    else await expectVisible(page.getByRole('tabpanel').getByRole('article'), SLOW_WAIT_MS);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    expectNoPageErrors(page);
  }
};

describe('the receptionist dashboard is accessible and error-free', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    test(`every tab and the walk-in dialog at ${viewport === 'desktop' ? 1280 : 390} px`, async () => {
      const page = await pageWithSession(clerk.cookie, { viewport });
      await openDesk(page);
      await everyTab(page);

      await page.getByRole('button', { name: 'Walk-in Customer' }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Walk-in Customer Registration' }));
      await expectNoSeriousA11yViolations(page);
      expectNoPageErrors(page);
    });
  }
});
