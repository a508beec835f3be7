// The outbox and its retries: the stdout block still carries the text of an HTML mail, and a mail the
// SMTP server refuses is retried by the 'deliver-email' job until it is sent, and never sent twice; a mail
// left unsent with no retry queued (the queueing failed, the server stopped) is found by the sweep.
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema';
import { createJobRunner } from '../../lib/jobs/runner';
import { createMailer, type MailTransport } from '../../lib/mailer';
import { createTestApp } from '../../test/test-app';
import { DELIVER_EMAIL_JOB, registerEmailDelivery } from '.';
import { RESCUE_AFTER_MS, RESCUE_EMAILS_JOB, RESCUE_EVERY_MS, RESCUE_WITHIN_MS } from './email-delivery';

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
    // printed is delivered: nothing for the unsent mails' sweep to find
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(mailer.delivers).toBe(false);
  });

  it('sends both parts over SMTP and marks the mail sent', async () => {
    const { transport, delivered } = flakyTransport(0);
    const mailer = createMailer({ from: 'resort@example.com', transport });
    const subject = 'Sent – SMTP1234';
    await mailer.send(db, { ...MAIL, subject, html: '<p>hi</p>' });
    const row = await outboxRow(subject);
    expect(delivered).toEqual([
      {
        from: 'resort@example.com',
        to: MAIL.to,
        subject,
        text: MAIL.text,
        html: '<p>hi</p>',
        // made of the outbox id: every try of this mail carries the same one
        messageId: `<${row.id}@example.com>`,
      },
    ]);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the mails of a key once: sent again with it, only the ones not sent yet go, from what was kept', async () => {
    const accepted: Parameters<MailTransport['sendMail']>[0][] = [];
    let refuse = 'SMTP2345';
    const mailer = createMailer({
      from: 'Resort <resort@example.com>',
      transport: {
        sendMail: async (message) => {
          if (message.subject.endsWith(refuse)) throw new Error('421 Service not available');
          accepted.push(message);
        },
      },
    });
    const mails = (text: string) => [
      { to: 'ana@example.com', subject: 'Booking – SMTP1234', text },
      { to: 'ana@example.com', subject: 'Booking – SMTP2345', text },
      { to: 'staff@example.com', subject: 'New booking – SMTP1234', text },
    ];
    const key = `notify:${crypto.randomUUID()}`;
    await mailer.sendAll(db, mails('first try'), { key });
    expect(accepted.map((mail) => mail.subject)).toEqual(['Booking – SMTP1234', 'New booking – SMTP1234']);
    refuse = 'none';
    // the re-run renders again (another text): the kept mail goes as it was kept, the sent ones not again
    await mailer.sendAll(db, mails('second try'), { key });
    await mailer.sendAll(db, mails('third try'), { key });
    expect(accepted.map((mail) => [mail.subject, mail.text])).toEqual([
      ['Booking – SMTP1234', 'first try'],
      ['New booking – SMTP1234', 'first try'],
      ['Booking – SMTP2345', 'first try'],
    ]);
    const kept = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${key}:%`));
    expect(kept.map((row) => row.dedupeKey).sort()).toEqual([
      `${key}:ana@example.com:0`,
      `${key}:ana@example.com:1`,
      `${key}:staff@example.com:0`,
    ]);
    expect(kept.every((row) => row.sentAt)).toBe(true);
    expect(new Set(accepted.map((mail) => mail.messageId)).size).toBe(3);
    for (const mail of accepted) expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@example\.com>$/);
  });
});

describe('deliver-email job', () => {
  it('retries a refused mail with backoff until it is sent, then never sends it again', async () => {
    let clock = new Date('2026-04-01T00:00:00Z');
    const runner = createJobRunner({ db, now: () => clock });
    const { transport, delivered } = flakyTransport(2);
    const mailer = createMailer({ from: 'resort@example.com', transport });
    registerEmailDelivery(runner, mailer, db, () => clock);
    const subject = 'Retried – RTRY2345';

    await mailer.send(db, { ...MAIL, subject, html: '<p>hi</p>' }); // refused: kept, job queued
    const kept = await outboxRow(subject);
    expect(kept.sentAt).toBeNull();
    expect(kept.error).toContain('421');
    expect(delivered).toHaveLength(0);

    expect(await runner.runDue()).toBe(2); // the unsent mails' sweep, and the retry, refused again: tried later
    expect(delivered).toHaveLength(0);
    expect(await runner.runDue()).toBe(0); // not due yet
    clock = new Date(clock.getTime() + 31_000);
    expect(await runner.runDue()).toBe(1); // accepted
    expect(delivered).toHaveLength(1);
    const sent = await outboxRow(subject);
    expect(delivered[0]).toMatchObject({
      to: MAIL.to,
      subject,
      text: MAIL.text,
      html: '<p>hi</p>',
      messageId: `<${sent.id}@example.com>`,
    });
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

describe('the unsent mails sweep', () => {
  const MINUTE = 60_000;

  /** An outbox row as a server that stopped between keeping a mail and sending it leaves it. */
  const keptUnsent = async (subject: string, createdAt: Date) => {
    const [row] = await db
      .insert(emailOutbox)
      .values({ toAddress: MAIL.to, subject, body: MAIL.text, createdAt })
      .returning();
    return row!;
  };

  const deliveryJobs = async (outboxId: string) =>
    (await db.select().from(jobs).where(eq(jobs.name, DELIVER_EMAIL_JOB))).filter(
      (job) => job.payload.outboxId === outboxId,
    );

  it('queues one delivery for each unsent mail of the last day that has none, then sends it', async () => {
    let clock = new Date(Date.now() + 5 * MINUTE);
    const runner = createJobRunner({ db, now: () => clock });
    const { transport, delivered } = flakyTransport(0);
    const mailer = createMailer({ from: 'resort@example.com', transport });
    registerEmailDelivery(runner, mailer, db, () => clock);

    const at = clock.getTime();
    const stranded = await keptUnsent('Stranded – SWEP2345', new Date(at - RESCUE_AFTER_MS - MINUTE));
    const young = await keptUnsent('On its way – SWEP3456', new Date(at - RESCUE_AFTER_MS + MINUTE));
    const old = await keptUnsent('Too old – SWEP4567', new Date(at - RESCUE_WITHIN_MS - MINUTE));
    const queued = await keptUnsent('Queued – SWEP5678', new Date(at - RESCUE_AFTER_MS - MINUTE));
    await runner.enqueue(
      db,
      DELIVER_EMAIL_JOB,
      { outboxId: queued.id },
      {
        runAt: new Date(at + 60 * MINUTE),
        dedupeKey: `${DELIVER_EMAIL_JOB}:${queued.id}`,
      },
    );

    await runner.runDue(); // the sweep, then the delivery it queued
    expect(delivered.map((mail) => mail.subject)).toEqual([stranded.subject]);
    expect((await outboxRow(stranded.subject)).sentAt).toBeInstanceOf(Date);
    expect(await deliveryJobs(young.id)).toEqual([]);
    expect(await deliveryJobs(old.id)).toEqual([]);
    expect(await deliveryJobs(queued.id)).toHaveLength(1); // its own retry, not a second one

    // the next sweep: the young mail has come of age; the sent one is not sent again
    clock = new Date(at + RESCUE_EVERY_MS);
    await runner.runDue();
    expect(delivered.map((mail) => mail.subject)).toEqual([stranded.subject, young.subject]);
    expect(await deliveryJobs(stranded.id)).toHaveLength(1);
  });

  it('rescues a refused mail whose retry could not be queued', async () => {
    let clock = new Date(Date.now());
    const runner = createJobRunner({ db, now: () => clock });
    const { transport, delivered } = flakyTransport(1);
    const mailer = createMailer({ from: 'resort@example.com', transport });
    // the database fails just as the retry is queued
    mailer.onFailure!(async () => {
      throw new Error('connection reset');
    });
    registerEmailDelivery(runner, mailer, db, () => clock);
    const subject = 'Refused – SWEP6789';
    await expect(mailer.send(db, { ...MAIL, subject })).rejects.toThrow('could not be queued');
    const kept = await outboxRow(subject);
    expect(kept.sentAt).toBeNull();
    expect(await deliveryJobs(kept.id)).toEqual([]);

    clock = new Date(clock.getTime() + RESCUE_AFTER_MS + RESCUE_EVERY_MS);
    await runner.runDue();
    expect(delivered.map((mail) => mail.subject)).toEqual([subject]);
    expect((await outboxRow(subject)).sentAt).toBeInstanceOf(Date);
  });

  it('is not scheduled when mails are printed (nothing is left unsent)', async () => {
    const before = await db.select().from(jobs).where(eq(jobs.name, RESCUE_EMAILS_JOB));
    await app.jobs.runDue();
    expect(await db.select().from(jobs).where(eq(jobs.name, RESCUE_EMAILS_JOB))).toEqual(before);
  });
});
