// Spec sections 2, 5 and 6: sign up (with its errors), sign in and out with the nav greeting,
// where each role lands after signing in, and the three-step forgot password flow end to end.
import type { Page } from '@playwright/test';
import { adminAccount, logInViaUi, signUp, uniqueEmail } from '../support/accounts';
import { allowConsoleErrors, expectPath, expectVisible, newPage } from '../support/browser';
import { resetCodeFrom, waitForEmail } from '../support/emails';
import { describe, expect, test } from '../support/test';

const header = (page: Page) => page.getByRole('banner');
const signOutButton = (page: Page) => header(page).getByRole('button', { name: 'Sign Out' });
const signInControl = (page: Page) =>
  header(page)
    .getByRole('link', { name: 'Sign In' })
    .or(header(page).getByRole('button', { name: 'Sign In' }))
    .first();

const fillSignup = async (
  page: Page,
  fields: { firstName: string; lastName: string; email: string; password: string; confirm: string },
) => {
  await page.getByLabel('First Name').fill(fields.firstName);
  await page.getByLabel('Last Name').fill(fields.lastName);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel(/confirm password/i).fill(fields.confirm);
  await page.getByLabel(/confirm password/i).press('Enter');
};

describe('sign up', () => {
  test("refuses mismatched and short passwords with the spec's messages", async () => {
    const page = await newPage();
    await page.goto('/signup');
    const email = uniqueEmail('signup-errors');
    await fillSignup(page, {
      firstName: 'Ana',
      lastName: 'Reyes',
      email,
      password: 'sunset1',
      confirm: 'sunset2',
    });
    await expectVisible(page.getByText('Passwords do not match'));
    await expectPath(page, '/signup');

    await fillSignup(page, { firstName: 'Ana', lastName: 'Reyes', email, password: 'abc', confirm: 'abc' });
    await expectVisible(page.getByText('Password must be at least 6 characters'));
    await expectPath(page, '/signup');
  });

  test('creates the account, greets by first name, and signs out', async () => {
    const page = await newPage();
    await page.goto('/signup');
    await fillSignup(page, {
      firstName: 'Ana',
      lastName: 'Reyes',
      email: uniqueEmail('signup'),
      password: 'sunset-42',
      confirm: 'sunset-42',
    });
    await expectVisible(header(page).getByText('Welcome, Ana'));
    await expectPath(page, /^(?!\/signup)/);

    await signOutButton(page).click();
    await expectVisible(signInControl(page));
    expect(
      await header(page)
        .getByText(/Welcome,/)
        .count(),
    ).toBe(0);
  });
});

describe('sign in and sign out', () => {
  test('signed-in navigation: Home, Rooms, Dashboard, the greeting and Sign Out; then back to the visitor view', async () => {
    const account = await signUp({ firstName: 'Josefa' });
    const page = await newPage();
    await page.goto('/');
    for (const name of ['Rooms', 'Amenities', 'Contact']) {
      await expectVisible(header(page).getByRole('link', { name, exact: true }));
    }
    await signInControl(page).click();
    await expectPath(page, '/login');

    await logInViaUi(page, account);
    await expectPath(page, '/');
    await expectVisible(header(page).getByText('Welcome, Josefa'));
    for (const name of ['Home', 'Rooms', 'Dashboard']) {
      await expectVisible(header(page).getByRole('link', { name, exact: true }));
    }
    expect(
      await header(page).getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('href'),
    ).toBe('/dashboard');

    await signOutButton(page).click();
    await expectPath(page, '/');
    await expectVisible(signInControl(page));
    // the session is gone on the server too
    await page.reload();
    await expectVisible(signInControl(page));
    expect(await header(page).getByText('Welcome, Josefa').count()).toBe(0);
  });

  test('a wrong password is refused and the visitor stays on the login page', async () => {
    const account = await signUp();
    const page = await newPage();
    allowConsoleErrors(page, /status of 401/); // POST /api/login answers 401
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expectVisible(page.getByText('Invalid email or password'));
    await expectPath(page, '/login');
  });

  test('the login page links to Forgot Password and Sign up', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: /forgot password/i }).click();
    await expectPath(page, '/forgot-password');
    await page.goto('/login');
    await page
      .getByRole('main')
      .getByRole('link', { name: /sign up/i })
      .click();
    await expectPath(page, '/signup');
  });

  test('an admin lands on /admin-dashboard', async () => {
    const page = await newPage();
    await logInViaUi(page, adminAccount());
    await expectPath(page, '/admin-dashboard');
  });

  test('a receptionist lands on /dashboard', async ({ receptionist }) => {
    const page = await newPage();
    await logInViaUi(page, receptionist);
    await expectPath(page, '/dashboard');
  });
});

describe('forgot password', () => {
  test('asks for the email first', async () => {
    const page = await newPage();
    await page.goto('/forgot-password');
    // the form waits for the page's script (a key pressed before it would do nothing)
    await expect.poll(() => page.getByLabel(/email/i).isEnabled()).toBe(true);
    await page.getByLabel(/email/i).press('Enter');
    await expectVisible(page.getByText('Please enter your email address'));
  });

  test('email, emailed code, new password, back to login after about 2 s, then the new password works', async () => {
    const account = await signUp({ firstName: 'Lourdes' });
    const page = await newPage();
    // the form sends the email of step 1 with the code, so only this account's code can match
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (/\/api\/auth\/(verify-reset-code|reset-password)$/.test(request.url()))
        sent.push({ url: new URL(request.url()).pathname, ...request.postDataJSON() });
    });
    await page.goto('/forgot-password');
    await page.getByLabel(/email/i).fill(account.email);
    await page.getByLabel(/email/i).press('Enter');

    const email = await waitForEmail(account.email, /reset/i);
    const code = resetCodeFrom(email);
    const codeField = page.getByLabel(/code/i).first();
    await expectVisible(codeField);
    await codeField.fill(code.toLowerCase()); // codes are accepted in any case
    await codeField.press('Enter');

    const newPassword = 'new-tide-2030';
    const newField = page.getByLabel(/^new password$/i);
    await expectVisible(newField);
    await newField.fill(newPassword);
    await page.getByLabel(/confirm/i).fill(newPassword);
    await page.getByLabel(/confirm/i).press('Enter');

    const started = Date.now();
    await expectPath(page, '/login');
    expect(Date.now() - started).toBeGreaterThan(1_000);
    expect(sent).toEqual([
      { url: '/api/auth/verify-reset-code', code, email: account.email },
      { url: '/api/auth/reset-password', code, email: account.email, newPassword },
    ]);

    await logInViaUi(page, { email: account.email, password: newPassword });
    await expectVisible(header(page).getByText('Welcome, Lourdes'));
  });
});
