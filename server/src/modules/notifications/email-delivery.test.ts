// The outbox and its retries: the stdout block still carries the text of an HTML mail, and a mail the
// SMTP server refuses is retried by the 'deliver-email' job until it is sent, and never sent twice.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema';
import { createJobRunner } from '../../lib/jobs/runner';
import { createMailer, type MailTransport } from '../../lib/mailer';
import { createTestApp } from '../../test/test-app';
import { DELIVER_EMAIL_JOB, registerEmailDelivery } from '.';

const { app, db } = await createTestApp();
const MAIL = { to: 'maria@example.com', subject: 'Booking received – ABCD2345', text: 'Total: ₱9,000.00' };

/** A transport that refuses the first `failures` mails, then accepts and keeps them. */
const flakyTransport = (failures: number) => {
  const delivered: Parameters<MailTransport['sendMail']>[0][] = [];
  let left = failures;
  const transport: MailTransport = {
    sendMail: async (message) => {
      if (left-- > 0) throw new Error('421 Service not available');
      delivered.push(message);
    },
  };
  return { transport, delivered };
};

const outboxRow = async (subject: string) => {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
  return row!;
};

describe('mailer', () => {
  it('prints the same stdout block (the text part) for a mail with HTML, and keeps both in the outbox', async () => {
    const printed: string[] = [];
    const mailer = createMailer({ from: 'resort@example.com', print: (text) => printed.push(text) });
    const subject = 'Printed – HTML1234';
    await mailer.send(db, { ...MAIL, subject, html: '<p>Total: <strong>₱9,000.00</strong></p>' });
    expect(printed).toEqual([
      `--- email to <maria@example.com>: ${subject} ---\nTotal: ₱9,000.00\n--- end of email ---\n`,
    ]);
    const row = await outboxRow(subject);
    expect(row.body).toBe('Total: ₱9,000.00');
    expect(row.html).toBe('<p>Total: <strong>₱9,000.00</strong></p>');
  });

  it('sends both parts over SMTP and marks the mail sent', async () => {
    const { transport, delivered } = flakyTransport(0);
    const mailer = createMailer({ from: 'resort@example.com', transport });
    const subject = 'Sent – SMTP1234';
    await mailer.send(db, { ...MAIL, subject, html: '<p>hi</p>' });
    expect(delivered).toEqual([
      { from: 'resort@example.com', to: MAIL.to, subject, text: MAIL.text, html: '<p>hi</p>' },
    ]);
    expect((await outboxRow(subject)).sentAt).toBeInstanceOf(Date);
  });
});

describe('deliver-email job', () => {
  it('retries a refused mail with backoff until it is sent, then never sends it again', async () => {
    let clock = new Date('2026-04-01T00:00:00Z');
    const runner = createJobRunner({ db, now: () => clock });
    const { transport, delivered } = flakyTransport(2);
    const mailer = createMailer({ from: 'resort@example.com', transport });
    registerEmailDelivery(runner, mailer, db);
    const subject = 'Retried – RTRY2345';

    await mailer.send(db, { ...MAIL, subject, html: '<p>hi</p>' }); // refused: kept, job queued
    const kept = await outboxRow(subject);
    expect(kept.sentAt).toBeNull();
    expect(kept.error).toContain('421');
    expect(delivered).toHaveLength(0);

    expect(await runner.runDue()).toBe(1); // refused again: tried later
    expect(delivered).toHaveLength(0);
    expect(await runner.runDue()).toBe(0); // not due yet
    clock = new Date(clock.getTime() + 31_000);
    expect(await runner.runDue()).toBe(1); // accepted
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: MAIL.to, subject, text: MAIL.text, html: '<p>hi</p>' });
    const sent = await outboxRow(subject);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.error).toBeNull();
    const [job] = await db.select().from(jobs).where(eq(jobs.name, DELIVER_EMAIL_JOB));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });

    // a second job for the same mail (or a direct retry) finds it sent and does nothing
    await runner.enqueue(db, DELIVER_EMAIL_JOB, { outboxId: sent.id });
    clock = new Date(clock.getTime() + 60_000);
    expect(await runner.runDue()).toBe(1);
    await mailer.deliver!(db, sent.id);
    expect(delivered).toHaveLength(1);
  });

  it('is defined on the app at start', async () => {
    await app.jobs.enqueue(db, DELIVER_EMAIL_JOB, { outboxId: '00000000-0000-4000-8000-000000000000' });
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(jobs).where(eq(jobs.name, DELIVER_EMAIL_JOB));
    expect(rows.every((row) => row.status === 'done')).toBe(true);
  });
});
