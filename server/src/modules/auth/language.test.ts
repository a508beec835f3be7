// The account's language: chosen at signup, changed with PUT /api/auth/user/language, shown by
// GET /api/auth/user, and the password-reset email written in it.
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db, sentMail } = await createTestApp();
const call = callerOf(app);
const languageOf = async (cookie: string) => (await call('GET', '/api/auth/user', cookie)).json().language;
let signups = 0;
const signup = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { email: `lang-${++signups}@example.com`, password: 'secret123', ...payload },
    remoteAddress: `10.77.0.${signups}`,
  });

describe('PUT /api/auth/user/language', () => {
  it('saves the signed-in guest language: 204, then GET /api/auth/user says it', async () => {
    const { cookie } = await createSignedInUser(app);
    expect(await languageOf(cookie)).toBe('en');
    const answer = await call('PUT', '/api/auth/user/language', cookie, { language: 'fil' });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(await languageOf(cookie)).toBe('fil');
    expect((await call('PUT', '/api/auth/user/language', cookie, { language: 'en' })).statusCode).toBe(204);
    expect(await languageOf(cookie)).toBe('en');
  });

  it('answers 401 signed out, before looking at the body', async () => {
    for (const body of [{ language: 'fil' }, { language: 'xx' }]) {
      const answer = await call('PUT', '/api/auth/user/language', undefined, body);
      expect(answer.statusCode).toBe(401);
    }
  });

  it('answers 403 to a disabled account', async () => {
    const { cookie } = await createSignedInUser(app, { isActive: false });
    expect((await call('PUT', '/api/auth/user/language', cookie, { language: 'fil' })).statusCode).toBe(403);
  });

  it.each([
    ['an unknown language', { language: 'de' }],
    ['a language in capitals', { language: 'FIL' }],
    ['a number', { language: 1 }],
    ['nothing', {}],
    ['a NUL byte', { language: 'fil\u0000' }],
    ['a huge string', { language: 'f'.repeat(100_000) }],
  ])('refuses %s with a clear 400 and changes nothing', async (_case, body) => {
    const { cookie } = await createSignedInUser(app);
    const answer = await call('PUT', '/api/auth/user/language', cookie, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors: { language: 'Choose English or Filipino' } });
    expect(await languageOf(cookie)).toBe('en');
  });

  it('refuses a cross-site write (403) and changes nothing', async () => {
    const { cookie } = await createSignedInUser(app);
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/auth/user/language',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { language: 'fil' },
    });
    expect(answer.statusCode).toBe(403);
    expect(await languageOf(cookie)).toBe('en');
  });
});

describe('POST /api/signup with a language', () => {
  it('stores the language sent, English when none is', async () => {
    const filipino = await signup({ firstName: 'Juan', language: 'fil' });
    expect(filipino.statusCode).toBe(201);
    expect(filipino.json().language).toBe('fil');
    const english = await signup({ firstName: 'John' });
    expect(english.json().language).toBe('en');
  });

  it('refuses an unknown language with 400 and creates no account', async () => {
    const answer = await signup({ email: 'nobody-lang@example.com', language: 'es' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ language: 'Choose English or Filipino' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody-lang@example.com', password: 'secret123' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('the password-reset email', () => {
  const resetMailTo = async (email: string) => {
    const before = sentMail.length;
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    // the tests' job runner does not poll: run it as a started one would, woken by the request
    await expect
      .poll(async () => {
        await app.jobs.runDue();
        return sentMail.length;
      })
      .toBe(before + 1);
    return sentMail.at(-1)!;
  };

  it('is in Filipino for a Filipino account, English otherwise', async () => {
    const juan = await createUser(db, { firstName: 'Juan', language: 'fil' });
    const mail = await resetMailTo(juan.email);
    expect(mail.subject).toBe('Ang inyong password reset code');
    expect(mail.text).toMatch(/^Magandang araw, Juan,\n\nAng inyong password reset code ay: [A-Z0-9]{6}\n/);
    expect(mail.text).toContain('sa loob ng 15 minuto');

    const john = await createUser(db, { firstName: 'John' });
    const english = await resetMailTo(john.email);
    expect(english.subject).toBe('Your password reset code');
    expect(english.text).toMatch(/^Hello John,\n\nYour password reset code is: [A-Z0-9]{6}\n/);
  });
});
