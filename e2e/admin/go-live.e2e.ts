// Going live (the demo payment accounts; the admin's name). On the demo resort the admin
// dashboard shows "Before you go live" with every item to do; the admin follows the payment accounts'
// link to the content page, where the default texts are marked, replaces the last demo account, and
// back on the dashboard that item is done. An item is dismissed and brought back; the admin sets their
// own name and the greetings use it. axe on each screen. The texts and name are put back afterwards.
import type { GoLiveItemDto } from '@domain/api/go-live';
import type { UserDto } from '@domain/api-types';
import { CONTENT_DEFAULTS, PAYMENT_ACCOUNT_KEYS } from '@domain/content';
import type { Page } from '@playwright/test';
import { adminSession, call } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoPageErrors, expectPath, expectVisible, pageWithSession, toast } from '../support/browser';
import { shot } from '../support/shots';
import { afterAll, beforeAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';

let original: UserDto;

/** The admin's dashboard in a page of its own (each test's page is closed after it). */
const openDashboard = async (): Promise<Page> => {
  const page = await pageWithSession(await adminSession(), { owner: 'the admin' });
  await page.goto('/admin-dashboard');
  await expectVisible(checklist(page).getByRole('heading', { name: 'Before you go live' }), SLOW_WAIT_MS);
  return page;
};

const setContent = async (key: string, content: string) =>
  call('PUT', `/api/admin/content/${key}`, await adminSession(), { title: key, content });

beforeAll(async () => {
  original = await call<UserDto>('GET', '/api/auth/user', await adminSession());
  // three of the four accounts are the resort's own already: the journey replaces the last one
  await setContent('gcash_name', 'Dalisay Beach Resort');
  await setContent('bdo_account', '0099 8877 6655');
  await setContent('bdo_name', 'Dalisay Beach Resort Inc.');
});

afterAll(async () => {
  const cookie = await adminSession();
  for (const key of PAYMENT_ACCOUNT_KEYS) await setContent(key, CONTENT_DEFAULTS[key].content);
  await call('PUT', '/api/auth/user/name', cookie, {
    firstName: original.firstName,
    lastName: original.lastName,
  });
  await call('DELETE', '/api/admin/go-live/smtp/dismissal', cookie);
});

const checklist = (page: Page) => page.getByRole('region', { name: 'Before you go live' });
const item = (page: Page, title: string) => checklist(page).getByRole('listitem').filter({ hasText: title });

describe('before going live', () => {
  test('the dashboard lists what still holds demo data, each item to do with why and where to fix it', async () => {
    const page = await openDashboard();
    const payments = item(page, 'Payment accounts');
    await expectVisible(payments.getByText('To do'));
    await expectVisible(payments.getByText(/Still at the default: GCash number\./));
    for (const title of [
      'Contact details',
      'Demo rooms and their pictures',
      'Email server (SMTP)',
      'A backup made',
    ])
      await expectVisible(item(page, title).getByText('To do'));
    await expectVisible(
      item(page, 'Demo rooms and their pictures').getByText(/Still on the site:.*Sunset Suite/),
    );
    await expectVisible(item(page, 'Email server (SMTP)').getByText('Set SMTP_URL on the server'));
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'go-live-dashboard');
  });

  test('the payment accounts link opens the content page, which marks the default texts', async () => {
    const page = await openDashboard();
    await item(page, 'Payment accounts')
      .getByRole('link', { name: /Edit payment accounts/ })
      .click();
    await expectPath(page, '/admin-content');
    const card = page.getByRole('group', { name: 'GCash Number' });
    await expectVisible(card.getByText('Default text — replace before going live'));
    // a replaced account is not marked
    expect(
      await page.getByRole('group', { name: 'BDO Account Number' }).getByText('Default text').count(),
    ).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'go-live-content');

    await card.getByRole('button', { name: 'Create GCash Number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create GCash Number' });
    await expectVisible(dialog);
    await dialog.getByLabel('Content').fill('0918 222 3344');
    await dialog.getByRole('button', { name: 'Create Content' }).click();
    await expectVisible(toast(page).filter({ hasText: 'GCash Number was saved.' }), SLOW_WAIT_MS);
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(card.getByText('Custom'));
    expect(await card.getByText('Default text — replace before going live').count()).toBe(0);
    // back within the site (no reload): the dashboard reads the checklist again
    await page.goBack();
    await expectPath(page, '/admin-dashboard');
    await expectVisible(item(page, 'Payment accounts').getByText('Done'), SLOW_WAIT_MS);
  });

  test('back on the dashboard the payment accounts are done', async () => {
    const page = await openDashboard();
    const payments = item(page, 'Payment accounts');
    await expectVisible(payments.getByText('Done'), SLOW_WAIT_MS);
    await expectVisible(payments.getByText('Guests see your own GCash and BDO accounts.'));
    const cookie = await adminSession();
    const answer = await call<GoLiveItemDto[]>('GET', '/api/admin/go-live', cookie);
    expect(answer.find((entry) => entry.id === 'payment_accounts')?.done).toBe(true);
  });

  test('an item is dismissed, says by whom, and is brought back', async () => {
    const page = await openDashboard();
    const smtp = item(page, 'Email server (SMTP)');
    await smtp.getByRole('button', { name: 'Dismiss: Email server (SMTP)' }).click();
    await expectVisible(smtp.getByText('Dismissed', { exact: true }));
    await expectVisible(smtp.getByText(/^Dismissed by .+ on /));
    await expectNoSeriousA11yViolations(page);
    await smtp.getByRole('button', { name: 'Undo dismiss: Email server (SMTP)' }).click();
    await expectVisible(smtp.getByText('To do'));
  });

  test('the admin sets their own name and the greetings use it', async () => {
    const page = await openDashboard();
    await page.getByRole('button', { name: 'Edit your name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your name' });
    await expectVisible(dialog);
    await dialog.getByLabel('First name').fill('');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expectVisible(dialog.getByText('First name is required'));
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'go-live-own-name');
    await dialog.getByLabel('First name').fill('Maria');
    await dialog.getByLabel('Last name').fill('Dela Cruz');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expectVisible(toast(page).filter({ hasText: 'Your name is now Maria Dela Cruz.' }), SLOW_WAIT_MS);
    await expectVisible(page.getByRole('banner').getByText('Welcome, Maria'));
    await expectVisible(page.getByText(/, Maria\. Here is how the resort is doing\./));
    expectNoPageErrors(page);
  });
});
