// The three-step password reset over the API: the code email, its expiry and its one use.
import { PASSWORD_MAX_LENGTH, REFERENCE_ALPHABET } from '@domain/constants';
import { MSG } from '@domain/messages';
import { AUTH_MSG } from '@domain/schemas/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts, passwordResetCodes, sessions, users } from '../../db/schema';
import { authTestApp } from '../../test/auth-test-app';

const { db, sentMail, now, moveClock, call, uniqueEmail, signup } = await authTestApp();

describe('forgot password', () => {
  const codeFrom = (text: string) => text.match(/code is: ([A-Z0-9]{6})/)?.[1];
  const lastCodeFor = (email: string) => {
    const mail = sentMail.filter((m) => m.to === email).at(-1);
    return mail ? codeFrom(mail.text) : undefined;
  };

  it('works end to end: code by email, verify, reset, sign in with the new password', async () => {
    const { email, password, cookie, user } = await signup();
    const ip = '10.5.0.1';

    const forgot = await call('POST', '/api/auth/forgot-password', {
      body: { email: email.toUpperCase() },
      ip,
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: expect.any(String) });

    const mail = sentMail.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Your password reset code');
    const code = codeFrom(mail.text)!;
    expect(code).toHaveLength(6);
    for (const char of code) expect(REFERENCE_ALPHABET).toContain(char);

    // only a hash is stored
    const [stored] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.expiresAt.getTime() - now().getTime()).toBe(15 * 60_000);

    const verify = await call('POST', '/api/auth/verify-reset-code', {
      body: { code: code.toLowerCase() },
      ip,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'Code verified' });

    const short = await call('POST', '/api/auth/reset-password', { body: { code, newPassword: '123' }, ip });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MSG.passwordTooShort);

    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code: ` ${code.toLowerCase()} `, newPassword: 'new-pass-1' },
      ip,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successful' });

    // every session of the account ended; the code is used up
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    const [used] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(used!.usedAt).not.toBeNull();

    const again = await call('POST', '/api/auth/reset-password', {
      body: { code, newPassword: 'other-pass' },
      ip,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MSG.invalidCode });
    expect((await call('POST', '/api/auth/verify-reset-code', { body: { code }, ip })).statusCode).toBe(400);

    expect((await call('POST', '/api/login', { body: { email, password }, ip: '10.5.0.2' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/login', { body: { email, password: 'new-pass-1' }, ip: '10.5.0.2' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const { email } = await signup();
    const before = sentMail.length;
    const unknown = await call('POST', '/api/auth/forgot-password', {
      body: { email: 'no-such-guest@example.com' },
      ip: '10.5.1.1',
    });
    expect(unknown.statusCode).toBe(200);
    expect(sentMail.length).toBe(before);
    const known = await call('POST', '/api/auth/forgot-password', { body: { email }, ip: '10.5.1.1' });
    expect(known.json()).toEqual(unknown.json());
    expect(sentMail.length).toBe(before + 1);
  });

  it('sends nothing to a disabled account', async () => {
    const { email } = await signup();
    await db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const before = sentMail.length;
    const response = await call('POST', '/api/auth/forgot-password', { body: { email }, ip: '10.5.2.1' });
    expect(response.statusCode).toBe(200);
    expect(sentMail.length).toBe(before);
  });

  it('a new code replaces the earlier one', async () => {
    const { email } = await signup();
    const ip = '10.5.3.1';
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const first = lastCodeFor(email)!;
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const second = lastCodeFor(email)!;
    expect(
      (await call('POST', '/api/auth/verify-reset-code', { body: { code: first }, ip })).statusCode,
    ).toBe(first === second ? 200 : 400);
    expect(
      (await call('POST', '/api/auth/verify-reset-code', { body: { code: second }, ip })).statusCode,
    ).toBe(200);
  });

  it('codes expire after 15 minutes', async () => {
    const { email } = await signup();
    const ip = '10.5.4.1';
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const code = lastCodeFor(email)!;
    moveClock(14);
    expect((await call('POST', '/api/auth/verify-reset-code', { body: { code }, ip })).statusCode).toBe(200);
    moveClock(2);
    const verify = await call('POST', '/api/auth/verify-reset-code', { body: { code }, ip });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ message: MSG.invalidCode });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code, newPassword: 'sunset456' },
      ip,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: MSG.invalidCode });
  });

  it('lets a walk-in customer without a password choose one', async () => {
    const email = uniqueEmail('walkin');
    await db.insert(users).values({ email, firstName: 'Walk', lastName: 'In', passwordHash: null });
    const ip = '10.5.5.1';
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const code = lastCodeFor(email)!;
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code, newPassword: 'beach-life' },
      ip,
    });
    expect(reset.statusCode).toBe(200);
    const login = await call('POST', '/api/login', { body: { email, password: 'beach-life' }, ip });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ email, firstName: 'Walk', role: 'customer' });
  });

  it(`refuses a new password longer than ${PASSWORD_MAX_LENGTH} characters, and the code still works`, async () => {
    const { email } = await signup();
    const ip = '10.5.7.1';
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const code = lastCodeFor(email)!;
    const tooLong = await call('POST', '/api/auth/reset-password', {
      body: { code, email, newPassword: 'n'.repeat(PASSWORD_MAX_LENGTH + 1) },
      ip,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(AUTH_MSG.passwordTooLong);
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code, email, newPassword: 'n'.repeat(PASSWORD_MAX_LENGTH) },
      ip,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('a password reset clears the failed sign-ins of the account from the resetting address', async () => {
    const { email } = await signup();
    const ip = '10.5.8.1';
    const elsewhere = '10.5.8.2';
    for (let i = 0; i < 3; i++) {
      await call('POST', '/api/login', { body: { email, password: 'forgot-it' }, ip });
      await call('POST', '/api/login', { body: { email, password: 'guessing' }, ip: elsewhere });
    }
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code: lastCodeFor(email)!, email, newPassword: 'remembered' },
      ip,
    });
    expect(reset.statusCode).toBe(200);
    const left = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(left.map((row) => row.ip)).toEqual([elsewhere, elsewhere, elsewhere]);
    expect(
      (await call('POST', '/api/login', { body: { email, password: 'remembered' }, ip })).statusCode,
    ).toBe(200);
  });

  it('validates with the spec’s messages', async () => {
    const ip = '10.5.6.1';
    const noEmail = await call('POST', '/api/auth/forgot-password', { body: { email: '' }, ip });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(MSG.emailRequired);

    const noCode = await call('POST', '/api/auth/verify-reset-code', { body: {}, ip });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(MSG.codeRequired);

    const wrongCode = await call('POST', '/api/auth/verify-reset-code', { body: { code: 'ZZZZZZ' }, ip });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ message: MSG.invalidCode });

    const shortCode = await call('POST', '/api/auth/verify-reset-code', { body: { code: 'abc' }, ip });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().message).toBe(MSG.invalidCode);

    const noPassword = await call('POST', '/api/auth/reset-password', { body: { code: 'ZZZZZZ' }, ip });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(MSG.fillAllFields);

    const shortPassword = await call('POST', '/api/auth/reset-password', {
      body: { code: 'ZZZZZZ', newPassword: 'abc' },
      ip,
    });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().message).toBe(MSG.passwordTooShort);
  });
});
