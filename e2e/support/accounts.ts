// Accounts for journeys: sign up through the public API (fast, like a second browser tab would),
// sign in through the real login form. Staff accounts: staff.ts.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { baseUrl, expectPath } from './browser';
import { run } from './run';

export type TestAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  id: string;
};

/** A unique address per call, so journeys never collide with each other or with reruns. */
export const uniqueEmail = (prefix = 'guest') => `${prefix}-${randomBytes(5).toString('hex')}@e2e.test`;

export const signUp = async (
  fields: Partial<Omit<TestAccount, 'id'>> & { language?: 'en' | 'fil' } = {},
): Promise<TestAccount & { cookie: string }> => {
  const account = {
    ...(fields.language ? { language: fields.language } : {}),
    email: fields.email ?? uniqueEmail(),
    password: fields.password ?? `pw-${randomBytes(6).toString('hex')}`,
    firstName: fields.firstName ?? 'Maria',
    lastName: fields.lastName ?? 'Santos',
  };
  const response = await fetch(`${baseUrl()}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/signup answered ${response.status}: ${await response.text()}`);
  }
  const user = (await response.json()) as { id: string };
  return { ...account, id: user.id, cookie: sessionCookie(response) };
};

/** The `name=value` part of the session cookie an answer set. */
export const sessionCookie = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

export const adminAccount = () => ({ email: run().adminEmail, password: run().adminPassword });

/** Signs in through the login form (label 'Email', label 'Password', Enter) and waits to leave /login. */
export const logInViaUi = async (page: Page, credentials: { email: string; password: string }) => {
  await page.goto('/login');
  await logInHere(page, credentials);
};

/** Fills the login form the visitor is on (keeping its ?next=) and waits to leave /login. */
export const logInHere = async (page: Page, credentials: { email: string; password: string }) => {
  await page.getByLabel('Email', { exact: false }).first().fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^sign in$|^log in$|^login$/i })
    .click();
  await expectPath(page, /^(?!\/login)/);
};
