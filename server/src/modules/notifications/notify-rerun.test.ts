// An email job that runs again after its first try died in the middle of its event (the guest's mail
// accepted by the SMTP server, the staff's not yet): the second try sends the staff's mail only.
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emailOutbox, jobs, users } from '../../db/schema';
import { createJobRunner } from '../../lib/jobs/runner';
import { createMailer, type MailTransport } from '../../lib/mailer';
import { createStayOfNewGuest } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { EMAIL_JOB, queueEmail, registerEmailJob } from '.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STAFF = 'staff@example.com';

it('an email job run again after a crash in the middle of its event sends each of its mails once', async () => {
  const accepted: Parameters<MailTransport['sendMail']>[0][] = [];
  // the SMTP server takes the first mail; the sender hangs at the next one, as if it died there
  let dead = false;
  let hung: () => void = () => {};
  const hangs = new Promise<void>((resolve) => {
    hung = resolve;
  });
  const transport: MailTransport = {
    sendMail: async (message) => {
      if (!dead && accepted.length === 1) {
        dead = true;
        hung();
        await new Promise(() => {});
      }
      accepted.push(message);
    },
  };
  const { app, db } = await createTestApp({
    config: { staffEmail: STAFF },
    mailer: createMailer({ from: 'Resort <resort@example.com>', transport }),
  });
  const reservation = await createStayOfNewGuest(db);
  const [guest] = await db.select().from(users).where(eq(users.id, reservation.userId));
  await queueEmail(db, { type: 'booking_received', reservationId: reservation.id }, { at: new Date() });

  // the first instance: its lease is never renewed (as when its process is gone)
  const first = createJobRunner({ db, now: () => new Date(), leaseMs: 5000, renewEveryMs: 3_600_000 });
  registerEmailJob(first, app);
  void first.runDue();
  await hangs;
  expect(accepted.map((mail) => mail.to)).toEqual([guest!.email]);

  const second = createJobRunner({ db, now: () => new Date() });
  registerEmailJob(second, app);
  expect(await second.runDue()).toBe(0); // the first one's lease still holds
  const [leased] = await db.select().from(jobs);
  await sleep(leased!.lockedUntil!.getTime() - Date.now() + 100);
  expect(await second.runDue()).toBe(1);
  expect(accepted.map((mail) => mail.to)).toEqual([guest!.email, STAFF]);
  expect(new Set(accepted.map((mail) => mail.messageId)).size).toBe(2);
  const kept = await db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${EMAIL_JOB}:%`));
  expect(kept).toHaveLength(2);
  expect(kept.every((row) => row.sentAt)).toBe(true);
  const [job] = await db.select().from(jobs);
  expect(job).toMatchObject({ status: 'done', attempts: 2 });
});
