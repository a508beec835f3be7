/// <reference path="../../server/src/lib/storage/s3rver.d.ts" />
// Cluster scenarios that need a cluster of their own settings: mail through SMTP (a sink that counts each
// guest's emails) and backups in S3 (the local S3 server). Each starts and stops its own 3 instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3Server } from '../../server/src/lib/storage/local-s3-server';
import { bookableRooms, bookingBody, call, nights, parallel, signUpMany } from './client';
import { type Cluster, startCluster } from './harness';
import { startSmtpSink } from './smtp-sink';

const INSTANCES = 3;
/** How long every guest's email may take after an instance was killed mid-sending. */
const MAIL_AFTER_KILL_MS = 120_000;
const GUESTS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Skipped: it needs mail delivery that is exactly once across a crash of the sending instance, work that
// is not on main yet. Unskip with it (it runs on PostgreSQL only, as the rest of the cluster test).
describe.skip('(e) a kill -9 while sending mail', () => {
  let cluster: Cluster;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    cluster = await startCluster({ count: INSTANCES, env: { SMTP_URL: sink.url } });
    await Promise.all(cluster.instances.map((instance) => instance.ready()));
  });

  afterAll(async () => {
    await cluster?.stop();
    await sink?.close();
  });

  it(`leaves every guest with exactly one booking email within ${MAIL_AFTER_KILL_MS / 1000} s`, async () => {
    const [victim] = cluster.instances;
    if (!victim) throw new Error('no instance');
    const guests = await signUpMany(cluster.url, GUESTS);
    const nextNight = nights(await bookableRooms(cluster.url));
    // every guest books at once; the victim is killed while the emails go out
    const booked = parallel(GUESTS, (i) =>
      call(cluster.url, 'POST', '/api/reservations', {
        body: bookingBody(nextNight()),
        cookie: guests[i]?.cookie,
      }),
    );
    await sleep(200);
    await victim.kill9();
    const answers = await booked;
    const acknowledged = guests.filter((_, i) => answers[i]?.status === 201);
    victim.start();
    await victim.ready();
    const received = (email: string) =>
      sink.mails.filter(
        (mail) => mail.to.includes(email.toLowerCase()) && mail.subject.startsWith('Booking received'),
      ).length;
    await expect
      .poll(() => acknowledged.filter((guest) => received(guest.email) === 1).length, {
        timeout: MAIL_AFTER_KILL_MS,
      })
      .toBe(acknowledged.length);
    expect(guests.filter((guest) => received(guest.email) > 1).map((guest) => guest.email)).toEqual([]);
  });
});

// Skipped until backups can live in S3: today each instance lists and serves the backups of its own
// DATA_DIR/backups (modules/backups), so one made on A is unknown to B. Unskip with that work.
describe.skip('(f) a backup made on one instance', () => {
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

  it('is listed and downloadable on another', async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances needed');
    const signedIn = await call(a.baseUrl, 'POST', '/api/login', { body: cluster.admin });
    expect(signedIn.status).toBe(200);
    const made = await call(a.baseUrl, 'POST', '/api/admin/backups', { cookie: signedIn.cookie });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { name } = made.body as { name: string };
    const listed = await call(b.baseUrl, 'GET', '/api/admin/backups', { cookie: signedIn.cookie });
    expect((listed.body as { name: string }[]).map((backup) => backup.name)).toContain(name);
    const download = await fetch(`${b.baseUrl}/api/admin/backups/${encodeURIComponent(name)}`, {
      headers: { cookie: signedIn.cookie },
    });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(
      (listed.body as { name: string; sizeBytes: number }[]).find((backup) => backup.name === name)
        ?.sizeBytes,
    );
  });
});
