// Forgot-password does the same work whether or not the account exists: the same answer, the same SQL
// statements, and the email sent after the answer, by the job runner.
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { emailOutbox, passwordResetCodes, users } from '../../db/schema';
import type { Mail, Mailer } from '../../lib/mailer';
import { resetRequests } from '../../test/reset-requests';
import { createTestApp, testConfig, testDbKind } from '../../test/test-app';

const clock = new Date();
const { app, db, sentMail } = await createTestApp({ now: () => clock });

const { newIp, post, newAccount } = resetRequests(app, { ip: '10.9', email: 'request' });

describe('forgot password does the same work for every email', () => {
  it('answers identically for a known and an unknown account; only the known one gets its email', async () => {
    const email = await newAccount();
    const before = sentMail.length;
    const known = await post('/api/auth/forgot-password', { email }, newIp());
    const unknown = await post(
      '/api/auth/forgot-password',
      { email: 'never-signed-up@example.com' },
      newIp(),
    );
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(sentMail.slice(before).map((m) => m.to)).toEqual([email]);
    const outbox = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(outbox.map((row) => row.subject)).toEqual(['Your password reset code']);
  });

  it('runs the same SQL statements for a known, an unknown and a disabled account, and answers before the email is sent', async () => {
    // a second app on the same database whose Drizzle logs every statement
    const statements: string[] = [];
    // the rate limit's own statements (its count, now and then a clean-up) are not about the account
    const logger = {
      logQuery: (query: string) => {
        if (!query.includes('"rate_limits"')) statements.push(query);
      },
    };
    const traced = (testDbKind() === 'postgres'
      ? drizzlePg(db.$client as unknown as pg.Pool, { schema, logger })
      : drizzlePglite(db.$client, { schema, logger })) as unknown as Database;
    // a mail server that holds every email until released
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mailed: Mail[] = [];
    const mailer: Mailer = {
      delivers: false,
      async send(_db, mail) {
        await held;
        mailed.push(mail);
      },
      async sendAll(_db, mails) {
        await held;
        mailed.push(...mails);
      },
    };
    const tracedApp = await buildApp({ config: testConfig(), db: traced, mailer, now: () => clock });
    try {
      await tracedApp.ready();
      const run = async (email: string) => {
        statements.length = 0;
        const response = await tracedApp.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
          remoteAddress: newIp(),
        });
        return { response, statements: [...statements] };
      };
      const email = await newAccount();
      const disabled = await newAccount();
      await db.update(users).set({ isActive: false }).where(eq(users.email, disabled));

      const known = await run(email);
      // answered while the email is still held back: sending is not part of the request
      expect(known.response.statusCode).toBe(200);
      expect(mailed).toHaveLength(0);
      const unknown = await run('no-account-here@example.com');
      const off = await run(disabled);

      expect(known.statements.length).toBeGreaterThan(2);
      expect(unknown.statements).toEqual(known.statements);
      expect(off.statements).toEqual(known.statements);
      expect(unknown.response.body).toBe(known.response.body);
      expect(off.response.body).toBe(known.response.body);

      release();
      await tracedApp.jobs.runDue();
      expect(mailed.map((m) => m.to)).toEqual([email]);
      // the code stored for the known account is the one mailed; none for the others
      const stored = await db
        .select({ email: users.email })
        .from(passwordResetCodes)
        .innerJoin(users, eq(users.id, passwordResetCodes.userId))
        .where(eq(users.email, disabled));
      expect(stored).toHaveLength(0);
    } finally {
      release();
      await tracedApp.close();
    }
  });
});
