/// <reference path="../../server/src/lib/storage/s3rver.d.ts" />
// Cluster scenarios that need a cluster of their own settings: mail through SMTP (a sink that keeps each
// mail's recipient, Message-ID and sending instance) and backups in S3 (the local S3 server). Each starts
// and stops its own 3 instances.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3Server } from '../../server/src/lib/storage/local-s3-server';
import { type SinkMessage, type SmtpSink, startSmtpSink } from '../../server/src/test/smtp-sink';
import { bookableRooms, bookingBody, call, type Guest, nights, parallel, signUpMany } from './client';
import { CLUSTER_SKIP_REASON, type Cluster, type Instance, startCluster } from './harness';

const INSTANCES = 3;
/** How long every guest's email may take after an instance was killed mid-sending. */
const MAIL_AFTER_KILL_MS = 120_000;
const GUESTS = 30;
/** The mail (counted from 0, over all instances) whose sender is killed right after the SMTP server took it. */
const KILL_AT = 10;

const hasDatabase = Boolean(process.env.TEST_DATABASE_URL);
if (!hasDatabase) console.warn(`Cluster mail and backup test skipped: ${CLUSTER_SKIP_REASON}`);

/** The name instance i gives in EHLO, so the sink knows which instance sent a mail. */
const senderName = (index: number) => `instance-${index}`;

const unfinishedNotifyJobs = async (cluster: Cluster) =>
  (
    await cluster.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE name = 'notify' AND status <> 'done'",
    )
  )[0]?.n;

/**
 * Every kept mail went out, and the SMTP server got only kept mails: each guest exactly one, their
 * "Booking received"; a mail went twice at most once, with the same Message-ID.
 */
const expectOneMailEach = async (cluster: Cluster, sink: SmtpSink, guests: Guest[]) => {
  // every kept mail went out: its Message-ID is <outbox id@…>, the same on each try
  const outbox = await cluster.sql<{ id: string; subject: string; sent: boolean }>(
    'SELECT id, subject, sent_at IS NOT NULL AS sent FROM email_outbox',
  );
  expect(
    outbox.filter((row) => !row.sent).map((row) => row.subject),
    'unsent mails',
  ).toEqual([]);
  const idOf = (mail: SinkMessage) => /^<([^@>]+)@/.exec(mail.messageId)?.[1];
  const rowOf = new Map(outbox.map((row) => [row.id, row]));
  const ids = sink.accepted.map(idOf);
  expect(
    ids.filter((id) => !rowOf.has(id ?? '')),
    'Message-IDs of no kept mail',
  ).toEqual([]);
  expect(
    [...rowOf.keys()].filter((id) => !ids.includes(id)),
    'kept mails the SMTP server never got',
  ).toEqual([]);
  for (const guest of guests) {
    const mine = new Set(sink.accepted.filter((mail) => mail.to === guest.email).map(idOf));
    expect(mine.size, `${guest.email} got ${mine.size} distinct emails`).toBe(1);
    const [only] = [...mine];
    expect(rowOf.get(only ?? '')?.subject, guest.email).toMatch(/^Booking received/);
  }
  // A mail can go twice only as the same Message-ID (a mailbox drops the copy), and only the one the
  // killed process had handed to the SMTP server but not yet marked sent: one per kill.
  expect(ids.length - new Set(ids).size).toBeLessThanOrEqual(1);
};

describe.skipIf(!hasDatabase)('(e) a kill -9 while sending mail', () => {
  let cluster: Cluster;
  let sink: SmtpSink;
  let bookingsAnswered: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    bookingsAnswered = resolve;
  });
  let victim: Instance | undefined;
  let killed: Promise<void> | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink({
      // the kill waits for every booking's answer: it lands among the emails, never on a booking
      beforeAccept: async (_message, index) => {
        if (index === KILL_AT) await answered;
        return true;
      },
      // the worst moment: the SMTP server took the mail, the sender has not marked it sent yet
      afterAccept: (message, index) => {
        if (index !== KILL_AT) return;
        victim = cluster.instances.find((_, i) => senderName(i) === message.client);
        killed = victim?.kill9();
      },
    });
    cluster = await startCluster({
      count: INSTANCES,
      envOf: (i) => ({ SMTP_URL: `${sink.url}/?name=${senderName(i)}` }),
    });
    await Promise.all(cluster.instances.map((instance) => instance.ready()));
  });

  afterAll(async () => {
    await cluster?.stop();
    await sink?.close();
  });

  it(
    `leaves every guest with exactly one booking email within ${MAIL_AFTER_KILL_MS / 1000} s`,
    async () => {
      const guests = await signUpMany(cluster.url, GUESTS);
      const nextNight = nights(await bookableRooms(cluster.url));
      const answers = await parallel(GUESTS, (i) =>
        call(cluster.url, 'POST', '/api/reservations', {
          body: bookingBody(nextNight()),
          cookie: guests[i]?.cookie,
        }),
      );
      bookingsAnswered();
      expect(
        answers.filter((answer) => answer.status !== 201).map((answer) => JSON.stringify(answer.body)),
      ).toEqual([]);

      await expect.poll(() => killed !== undefined, { timeout: MAIL_AFTER_KILL_MS }).toBe(true);
      await killed;
      if (!victim) throw new Error(`no instance named ${sink.accepted[KILL_AT]?.client}`);
      const killedAt = Date.now();
      // restarted as a process manager would: a new process, none of the dead one's leases
      victim.start();
      await victim.ready();

      const mailed = () => guests.filter((guest) => sink.accepted.some((mail) => mail.to === guest.email));
      // the dead process's jobs wait out their lease (30 s), then an instance sends what they had not sent
      await expect
        .poll(async () => ({ unfinished: await unfinishedNotifyJobs(cluster), mailed: mailed().length }), {
          timeout: Math.max(0, killedAt + MAIL_AFTER_KILL_MS - Date.now()),
          interval: 500,
        })
        .toEqual({ unfinished: 0, mailed: GUESTS });

      await expectOneMailEach(cluster, sink, guests);
      expect(cluster.instances.filter((instance) => !instance.alive()).map((i) => i.name)).toEqual([]);
    },
    // sign-ups, bookings and a restart come before the 2 minutes
    MAIL_AFTER_KILL_MS + 120_000,
  );
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!hasDatabase)('(f) a backup made on one instance', () => {
  let cluster: Cluster;
  let s3: Awaited<ReturnType<typeof startLocalS3Server>>;

  beforeAll(async () => {
    s3 = await startLocalS3Server('resort-cluster');
    const { settings } = s3;
    cluster = await startCluster({
      count: INSTANCES,
      env: {
        S3_BUCKET: settings.bucket,
        S3_ENDPOINT: settings.endpoint,
        S3_REGION: settings.region,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey,
      },
    });
    await Promise.all(cluster.instances.map((instance) => instance.ready()));
  });

  afterAll(async () => {
    await cluster?.stop();
    await s3?.stop();
  });

  it('is listed and downloadable on another, directly and through the proxy', async () => {
    const [a] = cluster.instances;
    if (!a) throw new Error('no instance');
    // a session lives in the database: one sign-in on A serves every instance
    const signedIn = await call(a.baseUrl, 'POST', '/api/login', { body: cluster.admin });
    expect(signedIn.status).toBe(200);
    const { cookie } = signedIn;
    const made = await call(a.baseUrl, 'POST', '/api/admin/backups', { cookie });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const backup = made.body as { name: string; sizeBytes: number; storage: string };
    expect(backup.storage).toBe('s3');
    const [recorded] = await cluster.sql<{ sha256: string }>('SELECT sha256 FROM backups WHERE name = $1', [
      backup.name,
    ]);
    expect(recorded?.sha256).toMatch(/^[0-9a-f]{64}$/);

    // the proxy takes the instances in turn: as many calls through it reach each of them
    const origins = [
      ...cluster.instances.map((instance) => ({ name: instance.name, origin: instance.baseUrl })),
      ...cluster.instances.map((_, i) => ({ name: `the proxy, call ${i + 1}`, origin: cluster.url })),
    ];
    for (const { name, origin } of origins) {
      const listed = await call(origin, 'GET', '/api/admin/backups', { cookie });
      expect(listed.status, name).toBe(200);
      expect(listed.body, name).toContainEqual(backup);
      const download = await fetch(`${origin}/api/admin/backups/${encodeURIComponent(backup.name)}`, {
        headers: { cookie },
      });
      expect(download.status, name).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.byteLength, name).toBe(backup.sizeBytes);
      expect(sha256(bytes), name).toBe(recorded?.sha256);
    }
  });
});
