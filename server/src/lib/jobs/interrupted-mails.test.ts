// A server process killed -9 while it sends a burst of booking emails (fixtures/sending-mails.ts, its
// mails going to an SMTP server of the test's), and another process that finishes the burst: every
// guest gets their confirmation once, within the lease. Killed just before the SMTP server accepts a
// mail, nobody gets a copy twice; killed just after (before the mail's "sent" mark), that one mail goes
// again with the same Message-ID, which is all a mailbox needs to drop it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { emailOutbox, jobs } from '../../db/schema';
import { queueEmail } from '../../modules/notifications';
import { createReservationRow, createRoom, createUser } from '../../test/factories';
import { type SinkMessage, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, testDbKind } from '../../test/test-app';
import { emailRunner, mailApp, STAFF } from './fixtures/mail-app';
import { releaseAllLeases } from './runner';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'sending-mails.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bookings, each with its queued email job: two mails each (the guest's and the staff's), 40 in all. */
const BOOKINGS = 20;
/** The mail the kill lands on: the second of the seventh booking's, so in the middle of an event. */
const KILL_AT = 13;

/** Queues one 'booking_received' job per new guest, oldest first; returns the guests' addresses. */
const queueBookings = async (db: Database) => {
  const guests: string[] = [];
  const at = Date.now();
  for (let i = 0; i < BOOKINGS; i++) {
    const guest = await createUser(db);
    const room = await createRoom(db);
    const stay = await createReservationRow(db, { userId: guest.id, roomId: room.id });
    guests.push(guest.email);
    await queueEmail(
      db,
      { type: 'booking_received', reservationId: stay.id },
      { at: new Date(at - BOOKINGS + i) },
    );
  }
  return guests;
};

type Kill = 'before the SMTP server accepts' | 'just after the SMTP server accepted';

/**
 * An SMTP server that has the sending process killed -9 at its KILL_AT-th mail, before or after it
 * answers 250 for it; the mails of later senders are taken.
 */
const killingSink = async (kill: Kill) => {
  let child: ChildProcess | undefined;
  let killed: () => void = () => {};
  const killedNow = new Promise<void>((resolve) => {
    killed = resolve;
  });
  const killChild = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    killed();
  };
  const sink = await startSmtpSink({
    beforeAccept: async (_message, index) => {
      if (index !== KILL_AT || kill !== 'before the SMTP server accepts') return true;
      await killChild();
      return false;
    },
    afterAccept: (_message, index) => {
      if (index === KILL_AT && kill === 'just after the SMTP server accepted') void killChild();
    },
  });
  /** Runs the fixture on `target` until the sink has it killed. */
  const sendUntilKilled = async (target: string, leaseMs: number) => {
    child = spawn(process.execPath, ['--import', 'tsx', fixture, target, String(leaseMs), sink.url], {
      stdio: ['ignore', 'pipe', 'inherit'],
      // the server's compiler settings (React's JSX runtime for the mail templates)
      env: { ...process.env, TSX_TSCONFIG_PATH: path.resolve('server/tsconfig.json') },
    });
    const finished = new Promise<void>((_resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('all sent')) reject(new Error('the fixture sent every mail'));
      });
    });
    await Promise.race([killedNow, finished]);
  };
  return { sink, sendUntilKilled };
};

/** Per address, the Message-IDs of the mails the SMTP server accepted (a repeated one counted again). */
const byRecipient = (accepted: SinkMessage[]) => {
  const ids = new Map<string, string[]>();
  for (const message of accepted) ids.set(message.to, [...(ids.get(message.to) ?? []), message.messageId]);
  return ids;
};

const expectEachMailOnce = async (db: Database, guests: string[], accepted: SinkMessage[], kill: Kill) => {
  const ids = byRecipient(accepted);
  for (const guest of guests) {
    const mine = ids.get(guest) ?? [];
    expect(new Set(mine).size, guest).toBe(1);
  }
  expect(new Set(ids.get(STAFF)).size).toBe(BOOKINGS);
  expect(new Set(accepted.map((message) => message.messageId)).size).toBe(2 * BOOKINGS);
  // the one mail that can go twice: accepted by the SMTP server, the process killed before its "sent" mark
  if (kill === 'before the SMTP server accepts') expect(accepted).toHaveLength(2 * BOOKINGS);
  else expect(accepted.length).toBeLessThanOrEqual(2 * BOOKINGS + 1);
  const kept = await db.select().from(emailOutbox);
  expect(kept).toHaveLength(2 * BOOKINGS);
  expect(kept.every((row) => row.sentAt)).toBe(true);
  const done = await db.select().from(jobs);
  expect(done.every((job) => job.status === 'done')).toBe(true);
};

const KILLS: Kill[] = ['before the SMTP server accepts', 'just after the SMTP server accepted'];

describe('a process killed -9 while it sends a burst of booking emails', () => {
  it.skipIf(testDbKind() !== 'postgres').each(KILLS)(
    'on PostgreSQL, killed %s: another instance sends the rest once the lease is over, each mail once',
    async (kill) => {
      const { db, databaseUrl } = await createTestApp();
      const guests = await queueBookings(db);
      const { sink, sendUntilKilled } = await killingSink(kill);
      const leaseMs = 3000;
      const app = await mailApp(db, sink.url);
      try {
        await sendUntilKilled(databaseUrl ?? '', leaseMs);
        expect(sink.accepted.length).toBeGreaterThanOrEqual(KILL_AT);
        const other = emailRunner(app);
        expect(await other.runDue()).toBe(0); // the dead process's lease still holds
        await sleep(leaseMs + 100);
        const rest = await other.runDue();
        expect(rest).toBeGreaterThan(0);
        expect(rest).toBeLessThanOrEqual(BOOKINGS - 6); // the bookings mailed before the kill are done
        await expectEachMailOnce(db, guests, sink.accepted, kill);
      } finally {
        await app.close();
        await sink.close();
      }
    },
    120_000,
  );

  it.skipIf(testDbKind() !== 'pglite').each(KILLS)(
    'on the embedded database, killed %s: the restart sends the rest, each mail once',
    async (kill) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-mails-'));
      const { sink, sendUntilKilled } = await killingSink(kill);
      try {
        let database = await openDatabase({ dataDir });
        const guests = await queueBookings(database.db);
        await database.close();

        await sendUntilKilled(dataDir, 30_000);
        expect(sink.accepted.length).toBeGreaterThanOrEqual(KILL_AT);

        database = await openDatabase({ dataDir });
        const app = await mailApp(database.db, sink.url);
        try {
          await releaseAllLeases(database.db);
          const rest = await emailRunner(app).runDue();
          expect(rest).toBeGreaterThan(0);
          expect(rest).toBeLessThanOrEqual(BOOKINGS - 6);
          await expectEachMailOnce(database.db, guests, sink.accepted, kill);
        } finally {
          await app.close();
          await database.close();
        }
      } finally {
        await sink.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
