// A contact-form message: the sender's acknowledgement (within its per-recipient budget) and the staff's
// alert; and who the staff are (STAFF_EMAIL, or ADMIN_EMAIL, or every active admin).
import { describe, expect, it } from 'vitest';
import { createJobRunner } from '../../lib/jobs/runner';
import { RECIPIENT_MAIL_LIMITS } from '../../lib/recipient-limits';
import { createUser } from '../../test/factories';
import { mailTestApp, only, STAFF } from '../../test/mail-test-app';
import { queueEmail, registerEmailJob } from '.';

const { app, db, sentMail, stay } = await mailTestApp();

describe('inquiries', () => {
  it('acknowledges the sender without quoting anything they wrote, and alerts the staff', async () => {
    const before = sentMail.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        name: 'Juan dela Cruz',
        email: 'juan@example.com',
        phone: '+63 917 555 0100',
        subject: 'Reservation',
        message: 'Do you have a room for 4 on Christmas?\nWe arrive late.',
      },
    });
    expect(response.statusCode).toBe(201);
    await app.jobs.runDue();
    const mails = sentMail.slice(before);
    const ack = only(mails, 'juan@example.com');
    expect(ack.subject).toBe('We received your message');
    expect(ack.text).toContain("Thank you for your inquiry. We'll get back to you soon.");
    expect(ack.text).toContain('Hello Guest,');
    for (const written of ['Juan', 'Reservation', 'Christmas', 'arrive late'])
      expect(`${ack.text}${ack.html}`, written).not.toContain(written);
    const alert = only(mails, STAFF);
    expect(alert.subject).toBe('New inquiry: Reservation');
    expect(alert.text).toContain('Phone: +63 917 555 0100');
    expect(alert.text).toContain('> Do you have a room for 4 on Christmas?');
  });

  it(`acknowledges an address at most ${RECIPIENT_MAIL_LIMITS.inquiryAcknowledgement.max} times an hour, whoever sends; the staff hear of every one`, async () => {
    const before = sentMail.length;
    for (let i = 0; i < 20; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        remoteAddress: `10.77.0.${i + 1}`,
        payload: {
          name: 'Visit http://evil.example',
          email: 'Victim@Example.com',
          subject: 'Visit http://evil.example',
          message: 'Visit http://evil.example',
        },
      });
      expect(response.statusCode).toBe(201);
    }
    await app.jobs.runDue();
    const mails = sentMail.slice(before);
    const acks = mails.filter((mail) => mail.to.toLowerCase() === 'victim@example.com');
    expect(acks).toHaveLength(RECIPIENT_MAIL_LIMITS.inquiryAcknowledgement.max);
    for (const ack of acks) expect(`${ack.text}${ack.html}`).not.toContain('evil.example');
    expect(mails.filter((mail) => mail.to === STAFF)).toHaveLength(20);
  });
});

describe('staff recipients', () => {
  /** This app with other settings: the same database, so the same users. */
  const withConfig = (config: { staffEmail?: string; adminEmail?: string }) => ({
    deps: {
      ...app.deps,
      config: { ...app.deps.config, staffEmail: undefined, adminEmail: undefined, ...config },
    },
  });
  /** The staff alerted of a new booking by an email job run with these settings. */
  const alertsFor = async (ctx: ReturnType<typeof withConfig>) => {
    const { reservation } = await stay();
    const before = sentMail.length;
    const runner = createJobRunner({ db, now: app.deps.now });
    registerEmailJob(runner, ctx);
    await queueEmail(db, { type: 'booking_received', reservationId: reservation.id }, { at: app.deps.now() });
    await runner.runDue();
    return sentMail
      .slice(before)
      .filter((mail) => mail.subject.startsWith('New booking'))
      .map((mail) => mail.to)
      .sort();
  };

  it('are STAFF_EMAIL, else ADMIN_EMAIL, else every active admin', async () => {
    expect(await alertsFor(withConfig({ staffEmail: STAFF, adminEmail: 'owner@casaalon.test' }))).toEqual([
      STAFF,
    ]);
    expect(await alertsFor(withConfig({ adminEmail: 'owner@casaalon.test' }))).toEqual([
      'owner@casaalon.test',
    ]);
    const admins = [await createUser(db, { role: 'admin' }), await createUser(db, { role: 'admin' })];
    await createUser(db, { role: 'admin', isActive: false });
    await createUser(db, { role: 'admin', archivedAt: new Date() });
    await createUser(db, { role: 'receptionist' });
    expect(await alertsFor(withConfig({}))).toEqual(admins.map((admin) => admin.email).sort());
  });
});
