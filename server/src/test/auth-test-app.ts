// What the sign-in tests share: an app on a clock the tests move, requests that run the job runner after
// them (so `sentMail` holds the emails they caused), and accounts signed up through the API.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema';
import { createTestApp } from './test-app';

type Call = { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> };

/** Called at the top of a test file: the file's app (closed after it) and its helpers. */
export const authTestApp = async () => {
  let clock = new Date();
  const { app, db, sentMail } = await createTestApp({ now: () => clock });
  const now = () => clock;
  const moveClock = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  const moveSeconds = (seconds: number) => moveClock(seconds / 60);

  const call = async (method: 'GET' | 'POST', url: string, options: Call = {}) => {
    const response = await app.inject({
      method,
      url,
      payload: options.body as Record<string, unknown> | undefined,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    });
    // emails go out through the job runner after the response: run it so `sentMail` is complete
    await app.jobs.runDue();
    return response;
  };

  /** The session cookie as a browser would send it back ('resort_sid=...'). */
  const sessionCookie = (response: { headers: Record<string, unknown> }) => {
    const header = response.headers['set-cookie'];
    const all = Array.isArray(header) ? header : [header];
    const found = all.find((c) => typeof c === 'string' && c.startsWith('resort_sid='));
    return found ? (found as string).split(';')[0]! : undefined;
  };

  let counter = 0;
  const uniqueEmail = (prefix = 'guest') => `${prefix}${++counter}@example.com`;

  const signup = async (email = uniqueEmail(), password = 'sunset123') => {
    const response = await call('POST', '/api/signup', {
      body: { email, password, firstName: 'Maria', lastName: 'Santos' },
      ip: `10.1.0.${counter}`,
    });
    expect(response.statusCode).toBe(201);
    return { email, password, cookie: sessionCookie(response)!, user: response.json() };
  };

  const userByEmail = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row!;
  };

  return {
    app,
    db,
    sentMail,
    now,
    moveClock,
    moveSeconds,
    call,
    sessionCookie,
    uniqueEmail,
    signup,
    userByEmail,
  };
};
