// What the password-reset tests share: requests from a fresh client address each (so one test's
// per-address budgets never touch another's), run through the job runner so `sentMail` holds their
// emails, and accounts signed up through the API.
import { expect } from 'vitest';
import type { App } from '../app';

/** `prefix` keeps each file's addresses and emails apart ('10.8' and 'reset', say). */
export const resetRequests = (app: App, prefix: { ip: string; email: string }) => {
  let ipCounter = 0;
  const newIp = () => `${prefix.ip}.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  const post = async (url: string, body: Record<string, unknown>, ip: string) => {
    const response = await app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
    await app.jobs.runDue();
    return response;
  };

  let emailCounter = 0;
  const newAccount = async () => {
    const email = `${prefix.email}${++emailCounter}@example.com`;
    const response = await post(
      '/api/signup',
      { email, password: 'sunset123', firstName: 'Rosa', lastName: 'Cruz' },
      newIp(),
    );
    expect(response.statusCode).toBe(201);
    return email;
  };

  return { newIp, post, newAccount };
};
