// Password reset codes cannot be guessed: a try budget per code (when the email comes with the code)
// and per address (always). That forgot-password does the same work for every email: ./reset-requests.test.ts.
import {
  RESET_CODE_MAX_ATTEMPTS,
  RESET_FAILURE_WINDOW_MINUTES,
  RESET_FAILURES_PER_ADDRESS,
} from '@domain/constants';
import { MSG } from '@domain/messages';
import { AUTH_MSG } from '@domain/schemas/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetCodes, users } from '../../db/schema';
import { RECIPIENT_MAIL_LIMITS } from '../../lib/recipient-limits';
import { resetRequests } from '../../test/reset-requests';
import { createTestApp } from '../../test/test-app';

let clock = new Date();
const { app, db, sentMail } = await createTestApp({ now: () => clock });
const moveClock = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

const { newIp, post, newAccount } = resetRequests(app, { ip: '10.8', email: 'reset' });

const requestCode = async (email: string) => {
  const response = await post('/api/auth/forgot-password', { email }, newIp());
  expect(response.statusCode).toBe(200);
  const mail = sentMail.filter((m) => m.to === email).at(-1);
  const code = mail?.text.match(/code is: ([A-Z0-9]{6})/)?.[1];
  if (!code) throw new Error(`no reset code was mailed to ${email}`);
  return code;
};

/** A well-formed code that is not `code` (the same alphabet). */
const wrongCodeFor = (code: string, n = 0) => {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let candidate = code;
  for (let shift = n + 1; candidate === code; shift++)
    candidate = alphabet[(alphabet.indexOf(code[0]!) + shift) % alphabet.length] + code.slice(1);
  return candidate;
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

describe('reset codes sent with the email (the site’s form)', () => {
  it(`${RESET_CODE_MAX_ATTEMPTS} wrong tries spend the code: the real code is then refused, and a new code works`, async () => {
    const email = await newAccount();
    const code = await requestCode(email);
    // each try from its own address, so only the code's own budget is at play
    for (let i = 1; i < RESET_CODE_MAX_ATTEMPTS; i++) {
      const wrong = await verify({ code: wrongCodeFor(code, i), email }, newIp());
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: MSG.invalidCode });
    }
    const last = await verify({ code: wrongCodeFor(code), email }, newIp());
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: AUTH_MSG.resetCodeSpent });
    expect((await codeRow(email)).attempts).toBe(RESET_CODE_MAX_ATTEMPTS);

    // the real code no longer works, with the email or without it, to verify or to reset
    const real = await verify({ code, email }, newIp());
    expect(real.statusCode).toBe(429);
    expect(real.json()).toEqual({ message: AUTH_MSG.resetCodeSpent });
    expect((await verify({ code }, newIp())).statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', { code, email, newPassword: 'stolen-1' }, newIp());
    expect(reset.statusCode).toBe(429);
    expect(
      (await post('/api/auth/reset-password', { code, newPassword: 'stolen-1' }, newIp())).statusCode,
    ).toBe(400);

    // a new code works
    const fresh = await requestCode(email);
    const ip = newIp();
    expect((await verify({ code: fresh, email }, ip)).statusCode).toBe(200);
    const done = await post('/api/auth/reset-password', { code: fresh, email, newPassword: 'sunset456' }, ip);
    expect(done.statusCode).toBe(200);
  });

  it('wrong tries from many addresses for one account still spend its code', async () => {
    const email = await newAccount();
    const code = await requestCode(email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verify({ code: wrongCodeFor(code, i), email }, newIp())),
    );
    // concurrent tries each count: exactly enough of them were checked to spend the code
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(RESET_CODE_MAX_ATTEMPTS - 1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(12 - (RESET_CODE_MAX_ATTEMPTS - 1));
    expect((await codeRow(email)).attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
    expect((await verify({ code, email }, newIp())).json()).toEqual({ message: AUTH_MSG.resetCodeSpent });
  });

  it('one account’s code with another account’s email is refused, and counts against that other code', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const ownerCode = await requestCode(owner);
    await requestCode(other);

    const crossed = await verify({ code: ownerCode, email: other }, newIp());
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ message: MSG.invalidCode });
    const crossedReset = await post(
      '/api/auth/reset-password',
      { code: ownerCode, email: other, newPassword: 'hijacked-1' },
      newIp(),
    );
    expect(crossedReset.statusCode).toBe(400);
    expect((await codeRow(other)).attempts).toBe(2);
    expect((await codeRow(owner)).attempts).toBe(0);

    // an email without an account (or without a live code) matches nothing
    expect((await verify({ code: ownerCode, email: 'nobody-here@example.com' }, newIp())).statusCode).toBe(
      400,
    );
    // the owner's code still works for the owner
    expect((await verify({ code: ownerCode, email: owner }, newIp())).statusCode).toBe(200);
  });

  it('the email is checked like the first step’s', async () => {
    const bad = await verify({ code: 'ABCDEF', email: 'not-an-email' }, newIp());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.invalidEmail);
  });
});

describe('the per-address budget', () => {
  it(`${RESET_FAILURES_PER_ADDRESS} wrong codes per ${RESET_FAILURE_WINDOW_MINUTES} minutes, then 429 whatever the codes or emails`, async () => {
    const email = await newAccount();
    const code = await requestCode(email);
    const ip = newIp();
    // mixed: codes alone, and codes with emails of accounts that exist or not
    const tries = [
      { code: wrongCodeFor(code, 1) },
      { code: wrongCodeFor(code, 2), email: 'someone-else@example.com' },
      { code: wrongCodeFor(code, 3) },
      { code: wrongCodeFor(code, 4), email },
      { code: wrongCodeFor(code, 5) },
    ];
    expect(tries).toHaveLength(RESET_FAILURES_PER_ADDRESS);
    for (const body of tries) expect((await verify(body, ip)).statusCode).toBe(400);

    for (const body of [{ code }, { code, email }, { code: wrongCodeFor(code, 6) }]) {
      const refused = await verify(body, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: AUTH_MSG.resetTriesFromAddress });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const reset = await post('/api/auth/reset-password', { code, newPassword: 'sunset789' }, ip);
    expect(reset.statusCode).toBe(429);

    // the code itself was tried only once with its email: it still works from elsewhere, and here later
    expect((await verify({ code, email }, newIp())).statusCode).toBe(200);
    moveClock(RESET_FAILURE_WINDOW_MINUTES - 1);
    expect((await verify({ code }, ip)).statusCode).toBe(429);
    moveClock(1.01);
    // the window has passed (and so has the code's lifetime): a new code works from this address
    const fresh = await requestCode(email);
    expect((await verify({ code: fresh }, ip)).statusCode).toBe(200);
  });

  it(`30 parallel wrong codes from one address: exactly ${RESET_FAILURES_PER_ADDRESS} are checked`, async () => {
    const email = await newAccount();
    const code = await requestCode(email);
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verify({ code: wrongCodeFor(code, i % 25) }, ip)),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(RESET_FAILURES_PER_ADDRESS);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(30 - RESET_FAILURES_PER_ADDRESS);
    for (const answer of refused) expect(answer.json()).toEqual({ message: AUTH_MSG.resetTriesFromAddress });
    // and the code itself, tried by none of them, still works from elsewhere
    expect((await verify({ code, email }, newIp())).statusCode).toBe(200);
  });

  it('right codes do not count', async () => {
    const email = await newAccount();
    const code = await requestCode(email);
    const ip = newIp();
    for (let i = 0; i < RESET_FAILURES_PER_ADDRESS + 2; i++)
      expect((await verify({ code, email }, ip)).statusCode).toBe(200);
  });
});

describe('reset emails per recipient', () => {
  const { max } = RECIPIENT_MAIL_LIMITS.resetCode;

  it(`60 requests for one account from 5 addresses send ${max} emails; the last code sent still works`, async () => {
    const email = await newAccount();
    const addresses = Array.from({ length: 5 }, newIp);
    const before = sentMail.length;
    const answers = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const response = await post('/api/auth/forgot-password', { email }, addresses[i % 5]!);
      // the per-address limit answers 429 after 10 from one address; the others get the usual answer
      if (response.statusCode !== 429) {
        expect(response.statusCode).toBe(200);
        answers.add(response.body);
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify({ message: 'If an account exists for that email, a reset code has been sent to it.' }),
    ]);
    const mails = sentMail.slice(before).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(max);
    // the requests over the budget changed nothing: the code last mailed is the live one
    const lastCode = mails.at(-1)?.text.match(/code is: ([A-Z0-9]{6})/)?.[1];
    expect((await verify({ code: lastCode!, email }, newIp())).statusCode).toBe(200);
    // an unknown address is counted the same way, so the answer tells nothing
    const unknown = 'nobody-here@example.com';
    for (let i = 0; i <= max; i++)
      expect((await post('/api/auth/forgot-password', { email: unknown }, newIp())).statusCode).toBe(200);
    // the window passes: mail flows again
    moveClock(61);
    await requestCode(email);
  });
});
