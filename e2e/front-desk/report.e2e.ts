// Spec sections 2 (Financial report view) and 7 (Reports): the receptionist's Financial Report tab
// with the spec's four summary cards (Total Revenue, Confirmed Revenue, Pending Revenue, Total Reservations,
// with their captions) and beside them booked revenue and cash collected (never mixed), the hotel figures, the
// status breakdown, the Monthly Revenue Trend chart and a month's details, a chosen period, the CSV export
// (financial_report.csv); and the admin's way back from the receptionist dashboard.
import { readFile } from 'node:fs/promises';
import type { FinancialReportDto } from '@domain/api-types';
import { addDays, formatDay } from '@domain/dates';
import { formatPesos } from '@domain/money';
import { RESERVATION_STATUSES, STATUS_LABELS } from '@domain/reservation-status';
import type { Locator, Page } from '@playwright/test';
import { adminAccount, logInViaUi, signUp, uniqueEmail } from '../support/accounts';
import { adminSession, call } from '../support/api';
import { expectFormError, expectNoPageErrors, expectPath, expectVisible, newPage } from '../support/browser';
import { checkedShot } from '../support/shots';
import { beforeAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';
import {
  type Account,
  bookThroughApi,
  createDeskClerk,
  expectToast,
  financialReport,
  openDesk,
  pageWithSession,
  priciestFreeRoom,
  searchBox,
  stayFrom,
  textOf,
  uniqueLastName,
} from './support';

const peso = (amount: string | number) => formatPesos(amount, { cents: true });
const longMonth = (month: string) =>
  new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
/** Each month's rank by revenue (ties share a rank), as the month dialog shows it: '#1 of 2 months'. */
const rankOf = (report: FinancialReportDto, month: string) => {
  const revenue = report.revenueByMonth.find((m) => m.month === month)?.revenue ?? 0;
  const rank = 1 + report.revenueByMonth.filter((m) => m.revenue > revenue).length;
  const count = report.revenueByMonth.length;
  return `#${rank} of ${count} ${count === 1 ? 'month' : 'months'}`;
};

let clerk: Account;
let months: string[] = [];

beforeAll(async () => {
  clerk = await createDeskClerk({ firstName: 'Imelda' });
  const guest = await signUp({
    firstName: 'Aurora',
    lastName: uniqueLastName('Reyes'),
    email: uniqueEmail('report'),
  });
  // two stays of their own in two different months: next week, and about three months ahead
  for (const stay of [stayFrom(7, 1), stayFrom(100, 2)]) {
    const room = await priciestFreeRoom(stay);
    await bookThroughApi(guest, { roomId: room.id, ...stay });
    months.push(stay.checkin.slice(0, 7));
  }
  months = [...new Set(months)];
});

/** The report's cards in order, exactly these: each one's heading, figure and caption. */
const expectCards = async (
  cards: Locator,
  expected: readonly (readonly [title: string, value: string, caption: string])[],
) => {
  await expect.poll(() => cards.count()).toBe(expected.length);
  for (const [index, [title, value, caption]] of expected.entries()) {
    const card = cards.nth(index);
    expect(await textOf(card.getByRole('heading'))).toBe(title);
    await expectVisible(card.getByText(value, { exact: true }));
    await expectVisible(card.getByText(caption, { exact: true }));
  }
};

const openReport = async (page: Page) => {
  await openDesk(page, 'report');
  const report = page.getByRole('region', { name: 'Financial Report' });
  await expectVisible(report.getByText('Reservation Status Breakdown'), SLOW_WAIT_MS);
  return report;
};

describe('financial report', () => {
  test('the four summary cards, the status breakdown and a month’s details agree with the report', async () => {
    const expected = await financialReport(clerk.cookie);
    const page = await pageWithSession(clerk.cookie);
    const report = await openReport(page);
    // the search box belongs to the reservation tabs
    expect(await searchBox(page).count()).toBe(0);

    // the spec's four cards, with its labels and captions
    const cards = [
      ['Total Revenue', peso(expected.totalRevenue), 'All time revenue'],
      ['Confirmed Revenue', peso(expected.confirmedRevenue), 'Confirmed bookings'],
      ['Pending Revenue', peso(expected.pendingRevenue), 'Awaiting confirmation'],
      ['Total Reservations', String(expected.totalReservations), 'All bookings'],
    ] as const;
    await expectCards(report.getByTestId('summary-card'), cards);
    // Total Revenue is booked revenue (nights sold): the ledger's two figures sit beside them, by name
    expect(expected.totalRevenue).toBe(expected.figures.bookedRevenue);
    const ledger = [
      [
        'Booked Revenue',
        peso(expected.figures.bookedRevenue),
        'Value of the nights and day visits sold (confirmed, checked-in, completed, no-show), night by night',
      ],
      [
        'Cash Collected',
        peso(expected.figures.cashCollected),
        'Verified payments minus refunds, by payment day',
      ],
    ] as const;
    await expectCards(report.getByTestId('ledger-card'), ledger);
    await checkedShot(page, 'report-cards', report.getByTestId('summary-card').first().locator('..'));
    await checkedShot(
      page,
      'report-ledger-cards',
      report.getByTestId('ledger-card').first().locator('../..'),
    );

    await expectVisible(report.getByRole('heading', { name: 'Reservation Status Breakdown' }));
    for (const status of RESERVATION_STATUSES) {
      await expectVisible(report.getByText(STATUS_LABELS[status], { exact: true }));
      expect(await textOf(report.getByTestId(`status-${status}`))).toBe(
        String(expected.statusBreakdown[status]),
      );
    }

    await checkedShot(page, 'report-breakdown', report.getByTestId('status-breakdown'));
    await expectVisible(report.getByRole('heading', { name: 'Hotel Figures' }));
    expect(await textOf(report.getByTestId('figure-occupancyRate').locator('dd').first())).toBe(
      `${expected.figures.occupancyRate.toFixed(1)}%`,
    );
    expect(await textOf(report.getByTestId('figure-adr').locator('dd').first())).toBe(
      peso(expected.figures.adr),
    );

    await expectVisible(report.getByRole('heading', { name: 'Monthly Revenue Trend' }));
    await expectVisible(report.getByRole('button', { name: 'Export Report' }));
    await expectVisible(page.getByTestId('revenue-chart'));
    const monthButtons = report.getByRole('button', { name: /^Revenue details for / });
    await expect.poll(() => monthButtons.count()).toBe(expected.revenueByMonth.length);

    // open this booking's month, then another month's (a bar or its month button; bars of a month with no
    // sold night have no height to click)
    for (const month of months) {
      const index = expected.revenueByMonth.findIndex((m) => m.month === month);
      expect(index, `${month} is in the report`).toBeGreaterThanOrEqual(0);
      await monthButtons.nth(index).click();
      const dialog = page.getByRole('dialog', { name: `Revenue Details - ${longMonth(month)}` });
      await expectVisible(dialog);
      const revenue = expected.revenueByMonth[index]?.revenue ?? 0;
      await expectVisible(dialog.getByText(peso(revenue), { exact: true }).first());
      expect(await textOf(dialog.getByTestId('month-rank'))).toBe(rankOf(expected, month));
      await expectVisible(dialog.getByText('Click on different bars to compare monthly revenue trends.'));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expectNoPageErrors(page);
  });

  test('a chosen period shows that period’s figures and exports them', async () => {
    const [month] = months;
    if (!month) throw new Error('no booking month');
    const from = `${month}-01`;
    // the month's last day: the day before the first of the next month
    const to = addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1);
    const expected = await call<FinancialReportDto>(
      'GET',
      `/api/financial-report?from=${from}&to=${to}`,
      clerk.cookie,
    );
    const page = await pageWithSession(clerk.cookie);
    const report = await openReport(page);
    // a start after the end is refused in place, with the server's own words
    await report.getByLabel('From', { exact: true }).fill(to);
    await report.getByLabel('To', { exact: true }).fill(from);
    await report.getByRole('button', { name: 'Show period' }).click();
    await expectFormError(report.getByText('The start date must be on or before the end date'));
    await report.getByLabel('From', { exact: true }).fill(from);
    await report.getByLabel('To', { exact: true }).fill(to);
    await report.getByRole('button', { name: 'Show period' }).click();
    await expectVisible(
      report.getByTestId('report-period').getByText(`${formatDay(from)} – ${formatDay(to)}`),
      SLOW_WAIT_MS,
    );
    await expect
      .poll(() => textOf(report.getByTestId('summary-card').first().locator('p').first()))
      .toBe(peso(expected.totalRevenue));
    // a chosen period's Total Revenue says it is that period's, not all time's
    await expectVisible(report.getByTestId('summary-card').first().getByText('Revenue of the chosen period'));
    expect(await textOf(report.getByTestId('summary-card').nth(1).locator('p').first())).toBe(
      peso(expected.confirmedRevenue),
    );
    expect(await textOf(report.getByTestId('status-pending'))).toBe(String(expected.statusBreakdown.pending));

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: SLOW_WAIT_MS }),
      report.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[2]).toBe(`Period,${from},${to}`);
    expectNoPageErrors(page);
  });

  test('Export Report downloads financial_report.csv starting with the summary', async () => {
    const expected = await financialReport(clerk.cookie);
    const page = await pageWithSession(clerk.cookie);
    const report = await openReport(page);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: SLOW_WAIT_MS }),
      report.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('financial_report.csv');
    await expectToast(page, 'Success', 'Financial report exported successfully');

    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe('Casa Alon Beach Resort - Financial Report');
    expect(lines[1]).toMatch(/^Generated on,\d{4}-\d{2}-\d{2}$/);
    expect(lines[2]).toMatch(/^Period \(all time\),\d{4}-\d{2}-01,\d{4}-\d{2}-\d{2}$/);
    expect(lines.slice(4, 16)).toEqual([
      'Summary',
      `Total Revenue,${expected.totalRevenue}`,
      `Confirmed Revenue,${expected.confirmedRevenue}`,
      `Pending Revenue,${expected.pendingRevenue}`,
      `Total Reservations,${expected.totalReservations}`,
      `Booked Revenue,${expected.figures.bookedRevenue}`,
      `Room Revenue,${expected.figures.roomRevenue}`,
      `Extra-guest Charges (in Room Revenue),${expected.figures.extraGuestCharges}`,
      `Day-use Revenue,${expected.figures.dayVisitRevenue}`,
      `Add-ons (beside Room Revenue),${expected.figures.addOnRevenue}`,
      `Cash Collected,${expected.figures.cashCollected}`,
      '',
    ]);
    expect(lines).toContain('Reservation Status Breakdown');
    for (const status of RESERVATION_STATUSES)
      expect(lines).toContain(`${STATUS_LABELS[status]},${expected.statusBreakdown[status]}`);
    for (const { month } of expected.revenueByMonth) expect(csv).toContain(`\n${month},`);
  });

  test("an admin on the receptionist dashboard has 'Back to Admin Dashboard'", async () => {
    const page = await newPage({ viewport: 'phone' });
    await logInViaUi(page, adminAccount());
    await expectPath(page, '/admin-dashboard');
    // the spec's stats cards first: Total Revenue (this month), Occupancy Rate, Total Guests, Average Rating
    const stats = page.getByTestId('admin-stat-card');
    await expectVisible(stats.first(), SLOW_WAIT_MS);
    const labels = await stats.evaluateAll((cards) =>
      cards.map((card) => card.querySelector('p')?.textContent ?? ''),
    );
    expect(labels.slice(0, 4)).toEqual(['Total Revenue', 'Occupancy Rate', 'Total Guests', 'Average Rating']);
    await expectVisible(stats.first().getByText(/^This month · booked revenue/));
    const adminStats = await call<{ totalRevenue: string }>('GET', '/api/admin/stats', await adminSession());
    await expect.poll(() => textOf(stats.first().locator('p').nth(1))).toBe(peso(adminStats.totalRevenue));
    await checkedShot(page, 'admin-stats-cards', stats.first().locator('..'));
    await openDesk(page, 'today', '/receptionist-dashboard');
    const back = page.getByRole('link', { name: 'Back to Admin Dashboard' });
    await expectVisible(back);
    await expectVisible(page.getByRole('button', { name: 'Walk-in Customer' }));
    await back.click();
    await expectPath(page, '/admin-dashboard');
  });
});
