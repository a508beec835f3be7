// The world of the reset-code tests: a fresh app on a clock the tests move, a fresh client address per call,
// accounts, and the code each forgot-password email carries.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { passwordResetCodes, users } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { settleAfterResponse } from './after-response';

/** A well-formed code that is not `code` (the same alphabet). */
export const wrongCodeFor = (code: string, n = 0) => {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let candidate = code;
  for (let shift = n + 1; candidate === code; shift++)
    candidate = alphabet[(alphabet.indexOf(code[0]!) + shift) % alphabet.length] + code.slice(1);
  return candidate;
};

export const setUpResetCodes = async () => {
  let clock = new Date();
  const { app, db, sentMail } = await createTestApp({ now: () => clock });
  const moveClock = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  const now = () => clock;

  let ipCounter = 0;
  /** A fresh client address per use, so the per-address budgets of one test do not touch another's. */
  const newIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  const post = async (url: string, body: Record<string, unknown>, ip: string) => {
    const response = await app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
    await settleAfterResponse(app.deps);
    return response;
  };

  let emailCounter = 0;
  const newAccount = async () => {
    const email = `reset${++emailCounter}@example.com`;
    const response = await post(
      '/api/signup',
      { email, password: 'sunset123', firstName: 'Rosa', lastName: 'Cruz' },
      newIp(),
    );
    expect(response.statusCode).toBe(201);
    return email;
  };

  const requestCode = async (email: string) => {
    const response = await post('/api/auth/forgot-password', { email }, newIp());
    expect(response.statusCode).toBe(200);
    const mail = sentMail.filter((m) => m.to === email).at(-1);
    const code = mail?.text.match(/code is: ([A-Z0-9]{6})/)?.[1];
    if (!code) throw new Error(`no reset code was mailed to ${email}`);
    return code;
  };

  const verify = (body: { code: string; email?: string }, ip: string) =>
    post('/api/auth/verify-reset-code', body, ip);

  const codeRow = async (email: string) => {
    const [row] = await db
      .select({ attempts: passwordResetCodes.attempts, usedAt: passwordResetCodes.usedAt })
      .from(passwordResetCodes)
      .innerJoin(users, eq(users.id, passwordResetCodes.userId))
      .where(eq(users.email, email))
      .orderBy(passwordResetCodes.createdAt);
    return row!;
  };

  return { app, db, sentMail, now, moveClock, newIp, post, newAccount, requestCode, verify, codeRow };
};
