// The backup's proof: guests book and pay, an admin uploads a picture; a backup is made WHILE bookings
// and reads keep coming; then the data is wiped (every table, the uploads folder) and the backup restored.
// Every row the backup holds comes back exactly as it was, with the money totals and the files.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { reservationCottages, rooms as roomsTable } from '../../db/schema';
import { seedDayVisits } from '../../db/seed-day-visits';
import { uploadsDir } from '../../lib/storage/create-storage';
import { insertTestCottages } from '../../test/cottages';
import { createRoom, createSignedInUser, signIn } from '../../test/factories';
import { createAdminTestApp, postBooking } from '../../test/http';
import { EPHEMERAL_TABLES, type Manifest } from './format';
import { listTables, moneyTotals, rowsAsJson, truncateTables } from './repository';
import { RestoreRefusedError, restoreBackup } from './restore-backup';

const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-backup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { app, db, admin, call } = await createAdminTestApp({
  config: { dataDir, backups: { dir: path.join(dataDir, 'backups'), at: '03:00', keep: 14 } },
  now: () => new Date('2026-03-01T02:00:00Z'),
});

/** Every row of every backed-up table (as JSON text, timestamps in UTC), by table. */
const dumpTables = async (database: Database) => {
  const dump = new Map<string, string[]>();
  for (const table of await listTables(database))
    if (!EPHEMERAL_TABLES.includes(table.name)) dump.set(table.name, await rowsAsJson(database, table.name));
  return dump;
};

const wipe = async () => {
  const tables = (await listTables(db)).map((table) => table.name);
  await db.transaction((tx) => truncateTables(tx, tables));
  rmSync(uploadsDir(dataDir), { recursive: true, force: true });
};

const restoreInto = (file: string, force = false) =>
  restoreBackup(file, {
    open: async () => ({ db, close: async () => {} }),
    uploads: { kind: 'folder', dir: uploadsDir(dataDir) },
    force,
  });

const uploadPicture = async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const { uploadURL } = (await call('POST', '/api/admin/room-image-upload-url', admin.cookie)).json();
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    payload: png,
    headers: { cookie: admin.cookie, 'content-type': 'image/png' },
  });
  expect(put.statusCode).toBe(200);
  return put.json<{ objectPath: string }>().objectPath;
};

describe('backup while the site runs, wipe, restore', () => {
  it('brings back every booking, payment, user and file', async () => {
    const rooms = await Promise.all([1, 2, 3, 4].map((n) => createRoom(db, { name: `Backup Room ${n}` })));
    const guest = await createSignedInUser(app, { firstName: 'Maria', lastName: 'Santos' });
    const booked = await postBooking(app, guest.cookie, {
      roomId: rooms[0]?.id ?? '',
      checkin: '2026-04-10',
      checkout: '2026-04-13',
      specialRequests: 'Sea view, please',
    });
    expect(booked.statusCode).toBe(201);
    const reservation = booked.json<{ id: string; totalAmount: string }>();
    // the booking made its down payment (awaiting verification); the desk takes more, with centavos
    const paid = await call('POST', '/api/receptionist/payments', admin.cookie, {
      reservationId: reservation.id,
      amount: '2500.50',
      paymentMethod: 'cash',
      transactionId: 'OR-BACKUP-1',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // the day visitors' offer, and a cottage's day the booking holds (its holding flag as it was)
    await db.transaction((tx) => seedDayVisits(tx));
    const [cottage] = await insertTestCottages(db);
    await db
      .insert(reservationCottages)
      .values({ reservationId: reservation.id, cottageId: cottage?.id ?? '', day: '2026-04-11' });
    const picture = await uploadPicture();
    const others = await Promise.all([2, 3, 4].map(() => createSignedInUser(app)));
    const before = await dumpTables(db);

    // bookings (each by another guest) and reads keep coming while the backup is made
    const traffic = [2, 3, 4].flatMap((n) => [
      postBooking(app, others[n - 2]?.cookie ?? '', {
        roomId: rooms[n - 1]?.id ?? '',
        checkin: `2026-05-0${n}`,
        checkout: `2026-05-1${n}`,
      }),
      call('GET', '/api/user/reservations', guest.cookie),
      call('GET', '/api/rooms'),
    ]);
    const [made, ...answers] = await Promise.all([
      call('POST', '/api/admin/backups', admin.cookie),
      ...traffic,
    ]);
    expect(made.statusCode, made.body).toBe(201);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
    const { name } = made.json<{ name: string }>();
    const file = path.join(dataDir, 'backups', name);
    const afterTraffic = await dumpTables(db);
    const uploadedFiles = readdirSync(uploadsDir(dataDir)).sort();

    await wipe();
    expect((await dumpTables(db)).get('reservations')).toEqual([]);
    const report = await restoreInto(file);
    const restored = await dumpTables(db);

    const manifest: Manifest = report.manifest;
    for (const table of manifest.tables) {
      const rows = restored.get(table.name) ?? [];
      expect(rows, table.name).toHaveLength(table.rows);
      // exactly the rows there were before the backup, and only rows that existed (no row altered)
      expect(rows, table.name).toEqual(expect.arrayContaining(before.get(table.name) ?? []));
      expect(afterTraffic.get(table.name), table.name).toEqual(expect.arrayContaining(rows));
    }
    expect(await moneyTotals(db)).toEqual(manifest.totals);
    expect(manifest.totals.payments).toContainEqual(
      expect.objectContaining({ status: 'success', kind: 'desk', sum: '2500.50' }),
    );
    expect(report.headline).toMatchObject({
      users: before.get('users')?.length,
      files: uploadedFiles.length,
    });
    expect(readdirSync(uploadsDir(dataDir)).sort()).toEqual(uploadedFiles);
    expect(report.headline.bookings).toBeGreaterThanOrEqual(1);
    expect(restored.get('reservation_cottages')).toHaveLength(1);
    expect(restored.get('day_pass_settings')).toHaveLength(1);

    // the site answers from the restored data (sessions are not restored: sign in again)
    const cookie = await signIn(app, guest.user);
    const mine = (await call('GET', '/api/user/reservations', cookie)).json<
      { id: string; totalAmount: string }[]
    >();
    expect(mine.find((row) => row.id === reservation.id)).toMatchObject({
      totalAmount: reservation.totalAmount,
    });
    const fileName = path.basename(picture);
    expect(existsSync(path.join(uploadsDir(dataDir), fileName))).toBe(true);
    const served = await app.inject({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(readFileSync(path.join(uploadsDir(dataDir), fileName)))).toBe(true);

    // a second restore onto the restored data is refused without --force, and changes nothing
    await expect(restoreInto(file)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreInto(file)).rejects.toThrow(/already holds data \(.*reservations: \d+.*\)/);
    expect(await dumpTables(db)).toEqual(restored);
    // with --force it replaces the data with the backup's again
    await call('POST', '/api/inquiries', undefined, {
      name: 'Extra',
      email: 'extra@example.com',
      subject: 'Hello',
      message: 'A message written after the restore',
    });
    await restoreInto(file, true);
    expect(await dumpTables(db)).toEqual(restored);
    // the rooms are back on the site, and a change to one shows in the next search
    const listed = async () =>
      (await call('GET', '/api/rooms')).json<{ name: string }[]>().map((room) => room.name);
    expect(await listed()).toEqual(expect.arrayContaining(rooms.map((room) => room.name)));
    await db
      .update(roomsTable)
      .set({ name: 'Backup Room 1, renamed' })
      .where(eq(roomsTable.id, rooms[0]?.id ?? ''));
    expect(await listed()).toContain('Backup Room 1, renamed');
  });
});
